import { describe, expect, it } from 'vitest';

import { firstErrors } from '~/forms/fields';

import { REGISTRATION_PRICES } from '../../tests/support/price-list';
import { choiceFrom, selectedItemsFor } from './registration-choice';
import { registrationFormSchema } from './registration-form';

describe('selectedItemsFor', () => {
  it('sends the program id, or the ticked courses of the individual option', () => {
    expect(selectedItemsFor('fellowship', ['module1'], REGISTRATION_PRICES)).toEqual([
      'fellowship',
    ]);
    expect(
      selectedItemsFor('option3', ['clinical2', 'module2', 'nope'], REGISTRATION_PRICES),
    ).toEqual(['module2', 'clinical2']);
    expect(selectedItemsFor(null, [], REGISTRATION_PRICES)).toEqual([]);
  });
});

describe('registrationFormSchema', () => {
  const parse = (values: Record<string, unknown>) => {
    const result = registrationFormSchema.safeParse(values);
    return result.success ? result.data : firstErrors(result.error);
  };

  it('trims the details and reads the choice', () => {
    expect(
      parse({
        name: '  Jane   Doe ',
        email: ' jane@example.com',
        phone: '+1 (310) 555-0100',
        selectedOption: 'option3',
        selectedSubItems: 'module1',
      }),
    ).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+1 (310) 555-0100',
      selectedOption: 'option3',
      selectedSubItems: ['module1'],
      sessions: {},
    });
    expect(
      parse({ name: 'J', email: 'j@x.com', phone: '3105550100', selectedOption: 'gold' }),
    ).toMatchObject({ selectedOption: null, selectedSubItems: [] });
  });

  it('names each missing or malformed detail with a message key', () => {
    expect(parse({})).toEqual({
      name: 'forms.errors.nameRequired',
      email: 'forms.errors.emailRequired',
      phone: 'forms.errors.phoneRequired',
    });
    expect(parse({ name: 'x'.repeat(201), email: 'jane@', phone: '12' })).toEqual({
      name: 'forms.errors.nameTooLong',
      email: 'forms.errors.emailInvalid',
      phone: 'forms.errors.phoneInvalid',
    });
  });

  it("reads the choice in a form's current values, each part on its own", () => {
    expect(
      choiceFrom({
        name: 'Jane',
        selectedOption: 'option3',
        selectedSubItems: 'module1',
        sessions: { clinical1: 'april' },
      }),
    ).toEqual({
      selectedOption: 'option3',
      selectedSubItems: ['module1'],
      sessions: { clinical1: 'april' },
    });
    expect(
      choiceFrom({ selectedOption: ['x'], selectedSubItems: { a: 1 }, sessions: { a: ['b'] } }),
    ).toEqual({ selectedOption: null, selectedSubItems: [], sessions: {} });
    expect(choiceFrom(undefined)).toEqual({
      selectedOption: null,
      selectedSubItems: [],
      sessions: {},
    });
  });
});
