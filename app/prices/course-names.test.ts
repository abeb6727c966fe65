import { describe, expect, it } from 'vitest';

import { courseDisplayName, courseNamesFrom, itemsDisplayName } from './course-names';

const names = courseNamesFrom([
  { courseId: 'module1', displayName: 'Basic Dental Implantology (Online, 24 CE Hours)' },
  { courseId: 'clinical2', displayName: 'Advanced Surgical Techniques (Beverly Hills)' },
]);

describe('courseDisplayName (docs/product.md#courses-and-prices)', () => {
  it('names courses from content and the two programs', () => {
    expect(courseDisplayName('module1', names)).toBe(
      'Basic Dental Implantology (Online, 24 CE Hours)',
    );
    expect(courseDisplayName('clinical2', names)).toBe(
      'Advanced Surgical Techniques (Beverly Hills)',
    );
    expect(courseDisplayName('fellowship', names)).toBe('Fellowship Program');
    expect(courseDisplayName('mastership', names)).toBe('Mastership Program');
  });

  it("says 'Course {id}' for an unknown id and 'Unknown Course' for a missing one", () => {
    expect(courseDisplayName('module9', names)).toBe('Course module9');
    expect(courseDisplayName('toString', names)).toBe('Course toString');
    expect(courseDisplayName(undefined, names)).toBe('Unknown Course');
    expect(courseDisplayName(null, names)).toBe('Unknown Course');
    expect(courseDisplayName('', names)).toBe('Unknown Course');
  });

  it('names the programs and unknown ids in Spanish on a Spanish page', () => {
    expect(courseDisplayName('mastership', names, 'es')).toBe('Programa Mastership');
    expect(courseDisplayName('fellowship', names, 'es')).toBe('Programa Fellowship');
    expect(courseDisplayName('module9', names, 'es')).toBe('Curso module9');
    expect(courseDisplayName(null, names, 'es')).toBe('Curso desconocido');
    expect(itemsDisplayName(['mastership', 'module1'], names, 'es')).toBe(
      'Programa Mastership, Basic Dental Implantology (Online, 24 CE Hours)',
    );
  });

  it('joins several names', () => {
    expect(itemsDisplayName(['module1', 'x'], names)).toBe(
      'Basic Dental Implantology (Online, 24 CE Hours), Course x',
    );
  });
});
