import { describe, expect, it } from 'vitest';

import { loadPriceList } from './price-list.server';

describe('loadPriceList', () => {
  it('works the list out once per content answer and day, frozen, and again for another day', async () => {
    const first = await loadPriceList('en', '2026-03-01');
    expect(await loadPriceList('en', '2026-03-01')).toBe(first);
    expect(await loadPriceList('en', new Date('2026-03-01T20:00:00Z'))).toBe(first);
    expect(Object.isFrozen(first.courses[0]!.sessions)).toBe(true);

    const later = await loadPriceList('en', '2099-01-01');
    expect(later).not.toBe(first);
    expect(later.courses.flatMap((course) => course.sessions).some((s) => s.bookable)).toBe(false);
    // The first day's list is worked out again, not kept for ever.
    expect(await loadPriceList('en', '2026-03-01')).toEqual(first);
    expect(await loadPriceList('es', '2026-03-01')).not.toBe(first);
  });
});
