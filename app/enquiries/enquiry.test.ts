import { describe, expect, it } from 'vitest';

import { parseForm as parseSubmission } from '~/forms/parse-form';

import { canonicalCourseLabels, enquirySchema, isHoneypotFilled } from './enquiry';
import { parseEnquiry } from './enquiry.server';

const PROBLEM = 'There was a problem submitting your request. Please try again.';

const valid = {
  name: 'Jane Doe',
  phone: '+1 (310) 555-0100',
  email: 'jane@example.com',
  questions: 'When does Module 2 start?',
  selectedCourses: ['Module 1', 'Clinical 2'],
  page: '/courses',
};

/** A form post, read as the /enquiry action reads it (conform), errors as i18n keys. */
function parseForm(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  const submission = parseSubmission(data, enquirySchema);
  return submission.status === 'success'
    ? { ok: true as const, value: submission.value }
    : { ok: false as const, error: submission.error };
}

describe('parseEnquiry', () => {
  it('accepts a complete JSON enquiry', () => {
    expect(parseEnquiry(valid)).toEqual({
      ok: true,
      value: { ...valid, company: '' },
    });
  });

  it('needs only name, phone and email; questions, courses and page may be left out', () => {
    const result = parseEnquiry({ name: 'Jane', phone: '310 555 0100', email: 'j@example.com' });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Jane',
        phone: '310 555 0100',
        email: 'j@example.com',
        questions: null,
        selectedCourses: [],
        page: null,
        company: '',
      },
    });
  });

  it('names each missing required field in plain English', () => {
    expect(parseEnquiry({ name: '  ', phone: '', questions: 'Hi' })).toEqual({
      ok: false,
      error: PROBLEM,
      fieldErrors: {
        name: 'Please enter your name.',
        phone: 'Please enter your phone number.',
        email: 'Please enter your email address.',
      },
    });
  });

  it('treats a body that is not an object as an empty enquiry', () => {
    for (const input of [null, 'text', 42, [valid]]) {
      const result = parseEnquiry(input);
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(Object.keys(result.fieldErrors).sort()).toEqual(['email', 'name', 'phone']);
    }
  });

  it.each([
    'jane',
    'jane@',
    '@example.com',
    'jane doe@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects the e-mail address %j', (email) => {
    const result = parseEnquiry({ ...valid, email });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Please enter a valid email address.' },
    });
  });

  it.each(['abc', '12', '55-01', '+1 310 555 0100; drop table', '1'.repeat(41)])(
    'rejects the phone number %j',
    (phone) => {
      expect(parseEnquiry({ ...valid, phone })).toMatchObject({
        ok: false,
        fieldErrors: { phone: 'Please enter a valid phone number.' },
      });
    },
  );

  it.each(['+44 20 7946 0958', '(310) 555-0100 ext. 12', '310.555.0100', '03-1234-5678'])(
    'accepts the phone number %j',
    (phone) => {
      expect(parseEnquiry({ ...valid, phone }).ok).toBe(true);
    },
  );

  it('bounds the lengths of name and questions', () => {
    const result = parseEnquiry({ ...valid, name: 'n'.repeat(201), questions: 'q'.repeat(5001) });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        name: 'Please enter at most 200 characters.',
        questions: 'Please keep your questions under 5,000 characters.',
      },
    });
    expect(parseEnquiry({ ...valid, name: 'n'.repeat(200), questions: 'q'.repeat(5000) }).ok).toBe(
      true,
    );
  });

  it('never refuses an enquiry for its course labels: long labels and lists are cut', () => {
    const result = parseEnquiry({
      ...valid,
      selectedCourses: ['x'.repeat(500), ...Array.from({ length: 30 }, (_, i) => `Course ${i}`)],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.selectedCourses).toHaveLength(20);
    expect(result.value.selectedCourses[0]).toBe('x'.repeat(100));
  });

  it('takes any number of courses, including none, a single string, and drops repeats', () => {
    expect(parseEnquiry({ ...valid, selectedCourses: [] })).toMatchObject({
      value: { selectedCourses: [] },
    });
    expect(parseEnquiry({ ...valid, selectedCourses: 'Fellowship' })).toMatchObject({
      value: { selectedCourses: ['Fellowship'] },
    });
    expect(
      parseEnquiry({ ...valid, selectedCourses: ['Module 1', ' Module 1 ', '', 'Mastership'] }),
    ).toMatchObject({ value: { selectedCourses: ['Module 1', 'Mastership'] } });
    expect(parseEnquiry({ ...valid, selectedCourses: ['Module 1', 3] })).toMatchObject({
      ok: false,
      fieldErrors: { selectedCourses: 'Please choose courses from the list.' },
    });
  });

  it('keeps line breaks in questions but none in one-line fields', () => {
    const result = parseEnquiry({
      ...valid,
      name: 'Jane\r\nBcc: victim@example.com',
      questions: 'Line one\r\nLine two\u0000',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'Jane Bcc: victim@example.com', questions: 'Line one\nLine two' },
    });
  });

  it.each(['courses', 'https://evil.example/', '//evil.example/x', '/with space', '/a\\b'])(
    'rejects the page %j, which is not a path of this site',
    (page) => {
      expect(parseEnquiry({ ...valid, page })).toMatchObject({
        ok: false,
        fieldErrors: { page: 'The page address is not valid.' },
      });
    },
  );

  it('reads FormData, with ticked courses as repeated fields', () => {
    const result = parseForm([
      ['name', 'Jane Doe'],
      ['phone', '310 555 0100'],
      ['email', 'jane@example.com'],
      ['questions', ''],
      ['selectedCourses', 'Module 1'],
      ['selectedCourses', 'Clinical 1'],
      ['page', '/'],
      ['company', ''],
    ]);
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Jane Doe',
        phone: '310 555 0100',
        email: 'jane@example.com',
        questions: null,
        selectedCourses: ['Module 1', 'Clinical 1'],
        page: '/',
        company: '',
      },
    });
  });

  it('reads FormData with no course ticked and reports its missing fields as message keys', () => {
    expect(parseForm([['name', 'Jane']])).toEqual({
      ok: false,
      error: {
        phone: ['forms.errors.phoneRequired'],
        email: ['forms.errors.emailRequired'],
      },
    });
  });

  it('marks a filled-in honeypot, from JSON and from a form', () => {
    const json = parseEnquiry({ ...valid, company: 'ACME Corp' });
    const fromForm = parseForm([
      ['name', 'Bot'],
      ['phone', '310 555 0100'],
      ['email', 'bot@example.com'],
      ['company', 'ACME'],
    ]);
    for (const result of [json, fromForm]) {
      expect(result.ok).toBe(true);
      if (result.ok) expect(isHoneypotFilled(result.value)).toBe(true);
    }
    const person = parseEnquiry(valid);
    expect(person.ok && isHoneypotFilled(person.value)).toBe(false);
  });
});

describe('canonicalCourseLabels', () => {
  const options = ['Module 1', 'Module 2', 'Clinical 1', 'Fellowship'];

  it('spells a known course by its short label, whatever follows it, case and punctuation aside', () => {
    expect(
      canonicalCourseLabels(
        [
          'Module 2: Advanced and Immediate Implantology, 24 CE, $2,850, 3-day hands-on.',
          'module 1',
          'FELLOWSHIP!',
        ],
        options,
      ),
    ).toEqual(['Module 2', 'Module 1', 'Fellowship']);
  });

  it('keeps an unknown label as given, and does not take a longer number for a shorter one', () => {
    expect(canonicalCourseLabels(['Module 12', 'Orthodontics basics'], options)).toEqual([
      'Module 12',
      'Orthodontics basics',
    ]);
  });

  it('counts a course named twice once', () => {
    expect(
      canonicalCourseLabels(['Module 1', 'Module 1: Basic Dental Implantology'], options),
    ).toEqual(['Module 1']);
  });
});
