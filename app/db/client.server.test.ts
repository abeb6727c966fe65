import { describe, expect, it } from 'vitest';

import { reconnectDelaySeconds } from './client.server';

describe('reconnectDelaySeconds', () => {
  it('starts small and never waits more than a second, however many failures came before', () => {
    expect(reconnectDelaySeconds(0)).toBeLessThanOrEqual(0.05);
    for (const failures of [1, 5, 10, 50, 1000]) {
      const delay = reconnectDelaySeconds(failures);
      expect(delay).toBeGreaterThan(0);
      expect(delay).toBeLessThanOrEqual(1);
    }
    // postgres.js's own would wait 20 s at most after 7 failures: ours a second at most.
    expect(Math.max(...Array.from({ length: 100 }, () => reconnectDelaySeconds(7)))).toBeLessThan(
      1.01,
    );
    expect(reconnectDelaySeconds(10)).toBeGreaterThanOrEqual(0.5);
  });
});
