/** The sections of /account, chosen by `?tab=` (docs/product.md#accounts): an unknown or missing tab is Courses. */
export const ACCOUNT_TABS = ['courses', 'info', 'payments'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function parseTab(value: string | null): AccountTab {
  return ACCOUNT_TABS.includes(value as AccountTab) ? (value as AccountTab) : 'courses';
}
