/**
 * What the /register form chooses (docs/product.md#registration-and-payment Registration form):
 * the option, the ticked courses and their sessions, read as the form's schema
 * (registration-form.ts) reads them. No server imports.
 */
import type { PriceList } from '../prices/price-list';
import { REGISTRATION_LIMITS } from '../prices/selection-price';

/** docs/product.md#registration-and-payment: fellowship, mastership, or option3 (individual courses). */
export type RegistrationOption = 'fellowship' | 'mastership' | 'option3';

export const INDIVIDUAL_OPTION = 'option3';

/** docs/product.md#api: the checked course ids for an individual choice, otherwise the chosen program id. */
export function selectedItemsFor(
  option: RegistrationOption | null,
  selectedSubItems: readonly string[],
  priceList: PriceList,
): string[] {
  if (!option) return [];
  if (option === INDIVIDUAL_OPTION) {
    return priceList.courses
      .filter((course) => selectedSubItems.includes(course.courseId))
      .map((course) => course.courseId);
  }
  return [option];
}

const REGISTRATION_OPTIONS: readonly RegistrationOption[] = [
  'fellowship',
  'mastership',
  INDIVIDUAL_OPTION,
];

/** The option a form names; anything else is no option. */
export function optionFrom(value: unknown): RegistrationOption | null {
  return REGISTRATION_OPTIONS.includes(value as RegistrationOption)
    ? (value as RegistrationOption)
    : null;
}

/** The ticked courses a form names (one or several), at most REGISTRATION_LIMITS.items. */
export function subItemsFrom(value: string | readonly string[] | null | undefined): string[] {
  return [value ?? []].flat().slice(0, REGISTRATION_LIMITS.items);
}

/** The option, ticked courses and sessions (course id → the chosen session's key). */
export interface Choice {
  selectedOption: RegistrationOption | null;
  selectedSubItems: string[];
  sessions: Record<string, string>;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The choice in a form's current values (conform's `form.value`), each part read as the form's
 * schema (registration-form.ts) reads it, a part it would refuse read as nothing chosen.
 */
export function choiceFrom(values: unknown): Choice {
  const record = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  const { selectedSubItems, sessions } = record;
  const items =
    selectedSubItems == null ||
    isText(selectedSubItems) ||
    (Array.isArray(selectedSubItems) && selectedSubItems.every(isText))
      ? subItemsFrom(selectedSubItems as string | string[] | null | undefined)
      : [];
  const chosen =
    sessions &&
    typeof sessions === 'object' &&
    !Array.isArray(sessions) &&
    Object.values(sessions).every(isText)
      ? { ...(sessions as Record<string, string>) }
      : {};
  return {
    selectedOption: optionFrom(record.selectedOption),
    selectedSubItems: items,
    sessions: chosen,
  };
}
