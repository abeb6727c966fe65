import { evaluate, parse } from 'groq-js';
import type { ValidationContext } from 'sanity';
import { describe, expect, it } from 'vitest';

import { program } from './program';
import { programSavingsRule, savingsWarning, statedPercents } from './programSavings';

/** The bundled dataset's courses (studio/seed/data.ndjson): individual and early prices. */
const m1 = { registrationPrice: 2850, individualPrice: 3350, earlyPrice: 2850 };
const m2 = { ...m1 };
const c1 = { registrationPrice: 6500, individualPrice: 7500, earlyPrice: 6500 };
const m3 = { registrationPrice: 2950, individualPrice: 3350, earlyPrice: 2950 };
const m4 = { ...m3 };
const c2 = { registrationPrice: 17000, individualPrice: 17000 };

describe('statedPercents', () => {
  it.each([
    ['Save 20% compared with individual courses.', [20]],
    ['Ahorre un 20 % frente a los cursos individuales.', [20]],
    ['From 12.5% to 30%', [12.5, 30]],
    ['Ahorre un 12,5 %', [12.5]],
    ['No percent here, 20 dollars', []],
  ])('%s', (text, percents) => {
    expect(statedPercents([text])).toEqual(percents);
  });
});

describe('savingsWarning', () => {
  it.each([
    // [case, price, stated, courses, warns?, part of the warning]
    [
      'the Fellowship: 20% stated, 15.5% real, above early prices',
      12000,
      [20],
      [m1, m2, c1],
      true,
      "saves 15.5% on its courses' individual prices ($14,200), and 1.6% on their early prices ($12,200)",
    ],
    [
      'the Mastership: 30% stated, 7.7% real',
      35000,
      [30],
      [m1, m2, c1, m3, m4, c2],
      true,
      'saves 7.7%',
    ],
    [
      'a price above the early prices',
      12500,
      [12],
      [m1, m2, c1],
      true,
      'costs more than their early prices ($12,200)',
    ],
    ['a saving that agrees, and below the early prices', 11000, [22.5], [m1, m2, c1], false, ''],
    ['exactly 20% of the individual prices', 11360, [20], [m1, m2, c1], false, ''],
    [
      'no early prices: 20% of $10,000',
      8000,
      [20],
      [{ registrationPrice: 5000 }, { registrationPrice: 5000 }],
      false,
      '',
    ],
    [
      '19.5% written as 20% (within a point)',
      8050,
      [20],
      [{ registrationPrice: 5000 }, { registrationPrice: 5000 }],
      false,
      '',
    ],
    [
      '17% written as 20%',
      8300,
      [20],
      [{ registrationPrice: 5000 }, { registrationPrice: 5000 }],
      true,
      'saves 17%',
    ],
    ['no stated percent', 12000, [], [m1, m2, c1], false, ''],
    ['no courses', 12000, [20], [], false, ''],
    ['a course without a price', 12000, [20], [m1, {}], false, ''],
  ] as const)('%s', (_case, price, stated, courses, warns, text) => {
    const result = savingsWarning({ price, stated, courses });
    if (warns) {
      expect(result).toEqual(expect.stringContaining(text));
    } else {
      expect(result).toBe(true);
    }
  });

  it('names the stated percent once, however often the texts repeat it', () => {
    expect(savingsWarning({ price: 12000, stated: [20, 20, 20], courses: [m1, m2, c1] })).toMatch(
      /^The program says it saves 20%, but its price \(\$12,000\)/,
    );
  });
});

describe('programSavingsRule and the program schema', () => {
  type Doc = Record<string, unknown> & { _id: string; _type: string };
  const dataset: Doc[] = [
    { _id: 'course.module1', _type: 'course', ...m1 },
    { _id: 'course.module2', _type: 'course', ...m2 },
    { _id: 'course.clinical1', _type: 'course', ...c1 },
  ];
  const context = {
    getClient: () => ({
      fetch: async (query: string, params: Record<string, unknown>) =>
        (await evaluate(parse(query, { params }), { dataset, params })).get(),
    }),
  } as unknown as Pick<ValidationContext, 'getClient'>;
  const fellowship = (fields: Record<string, unknown>) => ({
    _id: 'program.fellowship',
    _type: 'program',
    programId: 'fellowship',
    price: 12000,
    courses: ['module1', 'module2', 'clinical1'].map((id) => ({ _ref: `course.${id}` })),
    ...fields,
  });

  it('warns about the seed Fellowship from its field and its summary in either language', async () => {
    expect(await programSavingsRule(fellowship({ savingsPercent: 20 }), context)).toMatch(
      /saves 20%, but its price \(\$12,000\) saves 15\.5%/,
    );
    const summary = [{ _key: 'es', value: 'Ahorre un 25 % frente a los cursos individuales.' }];
    expect(await programSavingsRule(fellowship({ summary }), context)).toMatch(/saves 25%/);
  });

  it('says nothing when the stated saving agrees, or a course is not found', async () => {
    expect(await programSavingsRule(fellowship({ savingsPercent: 15.5 }), context)).toBe(true);
    expect(
      await programSavingsRule(fellowship({ savingsPercent: 23, price: 11000 }), context),
    ).toBe(true);
    const missing = fellowship({ savingsPercent: 20, courses: [{ _ref: 'course.gone' }] });
    expect(await programSavingsRule(missing, context)).toBe(true);
  });

  it('is the program document’s validation, as a warning', () => {
    const rules: Array<{ _level?: string; _rules?: Array<{ flag: string }> }> = [];
    const rule = {
      custom(fn: unknown) {
        const made = {
          fn,
          _level: 'error',
          warning() {
            made._level = 'warning';
            return made;
          },
        };
        rules.push(made as never);
        return made;
      },
    };
    const validation = (program as { validation?: (rule: unknown) => unknown }).validation;
    expect(validation).toBeTypeOf('function');
    validation!(rule);
    expect(rules).toHaveLength(1);
    expect(rules[0]!._level).toBe('warning');
  });
});
