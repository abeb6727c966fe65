import { describe, expect, it } from 'vitest';

import { sortEvents } from './events';

const events = [
  { title: 'Beta', startsAt: '2023-11-02T09:00:00Z' },
  { title: 'Alpha', startsAt: '2023-12-01T09:00:00Z' },
  { title: 'Gamma', startsAt: '2023-10-01T09:00:00Z' },
];

describe('sortEvents', () => {
  it('keeps the content order by default', () => {
    expect(sortEvents(events, 'default')).toBe(events);
  });

  it('sorts by start or by title without changing the list it was given', () => {
    expect(sortEvents(events, 'date').map((e) => e.title)).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(sortEvents(events, 'title').map((e) => e.title)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(events.map((e) => e.title)).toEqual(['Beta', 'Alpha', 'Gamma']);
  });
});
