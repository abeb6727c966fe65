import { describe, expect, it } from 'vitest';

import { orderReference } from './order-reference';

describe('orderReference', () => {
  it('is the first 8 hex characters of the id, upper-case', () => {
    expect(orderReference('3f2a9c1b-0000-4000-8000-000000000001')).toBe('3F2A9C1B');
    expect(orderReference('0a1b2c3-d4e5-4000-8000-000000000001')).toBe('0A1B2C3D');
  });
});
