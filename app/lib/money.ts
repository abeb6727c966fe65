/** Content's prices are whole US dollars; every amount the site computes or stores is cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
