import { describe, expect, it } from 'vitest';
import { ENQUIRY_ERROR, isHoneypotFilled, parseEnquiry } from './enquiry';

const valid = {
  name: 'Jane Doe',
  phone: '+1 (310) 555-0100',
  email: 'jane@example.com',
  questions: 'When does Module 2 start?',
  selectedCourses: ['Module 1', 'Clinical 2'],
  page: '/courses',
};

function form(entries: Array<[string, string]>) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('parseEnquiry', () => {
  it('accepts a complete JSON enquiry', () => {
    expect(parseEnquiry(valid)).toEqual({
      success: true,
      data: { ...valid, company: '' },
    });
  });

  it('needs only name, phone and email; questions, courses and page may be left out', () => {
    const result = parseEnquiry({ name: 'Jane', phone: '310 555 0100', email: 'j@example.com' });
    expect(result).toEqual({
      success: true,
      data: {
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
      success: false,
      error: ENQUIRY_ERROR,
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
      expect(result.success).toBe(false);
      if (!result.success)
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
      success: false,
      fieldErrors: { email: 'Please enter a valid email address.' },
    });
  });

  it.each(['abc', '12', '55-01', '+1 310 555 0100; drop table', '1'.repeat(41)])(
    'rejects the phone number %j',
    (phone) => {
      expect(parseEnquiry({ ...valid, phone })).toMatchObject({
        success: false,
        fieldErrors: { phone: 'Please enter a valid phone number.' },
      });
    },
  );

  it.each(['+44 20 7946 0958', '(310) 555-0100 ext. 12', '310.555.0100', '03-1234-5678'])(
    'accepts the phone number %j',
    (phone) => {
      expect(parseEnquiry({ ...valid, phone }).success).toBe(true);
    },
  );

  it('bounds the lengths of name, questions and the course list', () => {
    const result = parseEnquiry({
      ...valid,
      name: 'n'.repeat(201),
      questions: 'q'.repeat(5001),
      selectedCourses: Array.from({ length: 21 }, (_, i) => `Course ${i}`),
    });
    expect(result).toMatchObject({
      success: false,
      fieldErrors: {
        name: 'Please enter at most 200 characters.',
        questions: 'Please keep your questions under 5,000 characters.',
        selectedCourses: 'Please choose courses from the list.',
      },
    });
    expect(
      parseEnquiry({ ...valid, name: 'n'.repeat(200), questions: 'q'.repeat(5000) }).success,
    ).toBe(true);
  });

  it('takes any number of courses, including none, a single string, and drops repeats', () => {
    expect(parseEnquiry({ ...valid, selectedCourses: [] })).toMatchObject({
      data: { selectedCourses: [] },
    });
    expect(parseEnquiry({ ...valid, selectedCourses: 'Fellowship' })).toMatchObject({
      data: { selectedCourses: ['Fellowship'] },
    });
    expect(
      parseEnquiry({ ...valid, selectedCourses: ['Module 1', ' Module 1 ', '', 'Mastership'] }),
    ).toMatchObject({ data: { selectedCourses: ['Module 1', 'Mastership'] } });
    expect(parseEnquiry({ ...valid, selectedCourses: ['Module 1', 3] })).toMatchObject({
      success: false,
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
      success: true,
      data: { name: 'Jane Bcc: victim@example.com', questions: 'Line one\nLine two' },
    });
  });

  it.each(['courses', 'https://evil.example/', '//evil.example/x', '/with space', '/a\\b'])(
    'rejects the page %j, which is not a path of this site',
    (page) => {
      expect(parseEnquiry({ ...valid, page })).toMatchObject({
        success: false,
        fieldErrors: { page: 'The page address is not valid.' },
      });
    },
  );

  it('reads FormData, with ticked courses as repeated fields', () => {
    const result = parseEnquiry(
      form([
        ['name', 'Jane Doe'],
        ['phone', '310 555 0100'],
        ['email', 'jane@example.com'],
        ['questions', ''],
        ['selectedCourses', 'Module 1'],
        ['selectedCourses', 'Clinical 1'],
        ['page', '/'],
        ['company', ''],
      ]),
    );
    expect(result).toEqual({
      success: true,
      data: {
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

  it('reads FormData with no course ticked and reports its missing fields', () => {
    expect(parseEnquiry(form([['name', 'Jane']]))).toEqual({
      success: false,
      error: ENQUIRY_ERROR,
      fieldErrors: {
        phone: 'Please enter your phone number.',
        email: 'Please enter your email address.',
      },
    });
  });

  it('marks a filled-in honeypot, from JSON and from a form', () => {
    const json = parseEnquiry({ ...valid, company: 'ACME Corp' });
    const fromForm = parseEnquiry(
      form([
        ['name', 'Bot'],
        ['phone', '310 555 0100'],
        ['email', 'bot@example.com'],
        ['company', 'ACME'],
      ]),
    );
    for (const result of [json, fromForm]) {
      expect(result.success).toBe(true);
      if (result.success) expect(isHoneypotFilled(result.data)).toBe(true);
    }
    const person = parseEnquiry(valid);
    expect(person.success && isHoneypotFilled(person.data)).toBe(false);
  });
});
