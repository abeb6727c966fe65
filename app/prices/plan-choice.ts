/**
 * Whether a registration may be paid monthly (docs/decisions/0070): one program whose content
 * sets its months. Shared by the payment step (which offers the choice) and the server (which
 * decides). No server imports.
 */
import type { PlanTerms } from './plan-schedule';
import type { PriceList } from './price-list';

/** The plan terms of the selection when it is one program sold monthly, else null. */
export function planTermsOf(priceList: PriceList, items: readonly string[]): PlanTerms | null {
  if (items.length !== 1) return null;
  const program = priceList.programs.find((candidate) => candidate.programId === items[0]);
  return program?.plan ?? null;
}
