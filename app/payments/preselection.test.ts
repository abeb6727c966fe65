import { describe, expect, it } from 'vitest';

import { NO_PRESELECTION, preselectionFrom } from './preselection';
import type { PaymentCatalog } from './registration';

const catalog: PaymentCatalog = {
  courses: [
    {
      courseId: 'module1',
      shortName: 'Module 1',
      displayName: 'M1',
      registrationPrice: 2850,
      sessions: [],
    },
    {
      courseId: 'module2',
      shortName: 'Module 2',
      displayName: 'M2',
      registrationPrice: 2850,
      sessions: [],
    },
  ],
  programs: [{ programId: 'fellowship', name: 'Fellowship Program', price: 12000, courseIds: [] }],
};
const dates = { module2: ['Sept 12-14, 2025'] };
const from = (query: string) => preselectionFrom(new URLSearchParams(query), catalog, dates);

describe('preselectionFrom', () => {
  it('ticks the course of a /courses link and shows its date', () => {
    expect(from('course=module2&date=Sept%2012-14%2C%202025')).toEqual({
      option: 'option3',
      selectedSubItems: { module2: true },
      date: { courseId: 'module2', text: 'Sept 12-14, 2025' },
    });
    expect(from('course=Module%201')).toMatchObject({ selectedSubItems: { module1: true } });
  });

  it('chooses a program', () => {
    expect(from('program=fellowship')).toEqual({
      option: 'fellowship',
      selectedSubItems: {},
      date: null,
    });
  });

  it('ignores unknown courses, programs and dates', () => {
    expect(from('course=module9')).toEqual(NO_PRESELECTION);
    expect(from('program=mastership')).toEqual(NO_PRESELECTION); // not in this catalog
    expect(from('program=residency')).toEqual(NO_PRESELECTION);
    expect(from('course=module2&date=Call%20555-0100')).toMatchObject({ date: null });
  });
});
