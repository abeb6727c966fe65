/**
 * The Studio's warning on a program whose stated saving disagrees with its prices (issue 48):
 * the wording is the academy's, but 'Save 20%' on a program that costs more than its courses'
 * early prices should not be published unnoticed. A warning, never an error: staff may publish.
 *
 * Saving = 1 − program price / sum of its courses' prices, once with their individual prices and
 * once with their early prices (a course without an early price counts at its individual price).
 * A stated percent is the `savingsPercent` field and every 'N%' / 'N %' in the summary, in each
 * language. It disagrees when it is more than TOLERANCE_POINTS away from the saving on the
 * individual prices, or when the program costs more than its courses at their early prices (it
 * saves nothing then, whatever it says).
 */
import type { ValidationContext } from 'sanity';

import { formatUsd } from './helpers';

/** Rounding in the wording ('Save 20%' for 19.6%) is not a disagreement. */
export const TOLERANCE_POINTS = 1;

export interface CoursePrices {
  /** What registration charges; the individual price when `individualPrice` is empty. */
  registrationPrice?: number | null;
  individualPrice?: number | null;
  earlyPrice?: number | null;
}

/** Every percent written in the texts ('Save 20%', 'Ahorre un 20 %', '12.5%'). */
export function statedPercents(texts: readonly unknown[]): number[] {
  const found: number[] = [];
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    for (const match of text.matchAll(/(\d{1,3}(?:[.,]\d+)?)\s?%/g)) {
      found.push(Number(match[1]!.replace(',', '.')));
    }
  }
  return found;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const percentOf = (saving: number) => Math.round(saving * 1000) / 10;

/**
 * The warning for a program, or true when its stated savings agree with its prices (or there is
 * nothing to compare: no price, no course prices, no stated percent).
 */
export function savingsWarning(program: {
  price?: number | null;
  stated: readonly number[];
  courses: readonly CoursePrices[];
}): true | string {
  const { price, stated, courses } = program;
  if (typeof price !== 'number' || price <= 0 || stated.length === 0 || courses.length === 0) {
    return true;
  }
  const individual = courses.map((course) => course.individualPrice ?? course.registrationPrice);
  if (individual.some((value) => typeof value !== 'number' || value <= 0)) return true;
  const individualPrices = individual as number[];
  const earlyPrices = courses.map((course, index) => course.earlyPrice ?? individualPrices[index]!);
  const individualSum = sum(individualPrices);
  const earlySum = sum(earlyPrices);
  const onIndividual = percentOf(1 - price / individualSum);
  const onEarly = percentOf(1 - price / earlySum);
  const hasEarly = earlySum < individualSum;

  const wrong = [...new Set(stated)].filter(
    (percent) =>
      Math.abs(percent - onIndividual) > TOLERANCE_POINTS ||
      (hasEarly && onEarly < 0 && percent > 0),
  );
  if (wrong.length === 0) return true;
  const early = !hasEarly
    ? ''
    : onEarly < 0
      ? `, and it costs more than their early prices (${formatUsd(earlySum)})`
      : `, and ${onEarly}% on their early prices (${formatUsd(earlySum)})`;
  return `The program says it saves ${wrong.map((percent) => `${percent}%`).join(' and ')}, but its price (${formatUsd(price)}) saves ${onIndividual}% on its courses' individual prices (${formatUsd(individualSum)})${early}. Check the savings field and the summary.`;
}

/** What the rule asks the dataset: the included courses' prices, in the program's order. */
export const PROGRAM_COURSE_PRICES_QUERY = /* groq */ `*[_type == "course" && _id in $ids]{_id, registrationPrice, individualPrice, earlyPrice}`;

type ProgramDocument = {
  price?: unknown;
  savingsPercent?: unknown;
  summary?: Array<{ value?: unknown }>;
  courses?: Array<{ _ref?: string }>;
};

/** The program document's custom rule (program.ts adds `.warning()`). */
export async function programSavingsRule(
  document: unknown,
  context: Pick<ValidationContext, 'getClient'>,
): Promise<true | string> {
  const program = (document ?? {}) as ProgramDocument;
  const ids = (program.courses ?? []).map((ref) => ref._ref).filter((id) => typeof id === 'string');
  if (typeof program.price !== 'number' || ids.length === 0) return true;
  const stated = [
    ...(typeof program.savingsPercent === 'number' ? [program.savingsPercent] : []),
    ...statedPercents((program.summary ?? []).map((entry) => entry.value)),
  ];
  if (stated.length === 0) return true;
  const found = (await context
    .getClient({ apiVersion: '2025-02-19' })
    .fetch(PROGRAM_COURSE_PRICES_QUERY, { ids })) as Array<CoursePrices & { _id: string }> | null;
  const byId = new Map((found ?? []).map((course) => [course._id, course]));
  // A course not found (deleted, or not published yet) leaves nothing sure to compare.
  if (ids.some((id) => !byId.has(id!))) return true;
  return savingsWarning({ price: program.price, stated, courses: ids.map((id) => byId.get(id!)!) });
}
