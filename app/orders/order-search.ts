/**
 * Finding an order from /staff (issue 48 item 6): the search words a registrar types (a name,
 * an e-mail, a short reference) and the page of the list, read from the query string and checked
 * before any SQL runs. Pure, so the page and order-search.server.ts share it.
 */
import type { PlanStanding } from './plan-standing';

/** Orders per page of the list. */
export const ORDERS_PER_PAGE = 50;

/** The longest search accepted (an e-mail is at most 254 characters). */
export const ORDER_QUERY_MAX = 254;

/** An order as the list shows it (dates as ISO text); its plan's standing is added on the server. */
export interface OrderListRow {
  id: string;
  reference: string;
  createdAt: string;
  completedAt: string | null;
  name: string;
  email: string;
  selectedItems: string[];
  status: string;
  amountCents: number;
  /** Charges that succeeded, less nothing: what was collected. */
  paidCents: number;
  refundedCents: number;
  /** Courses of the order cancelled (by the student, staff or a closed session). */
  cancelledCourses: number;
  /** Paid monthly: the plan's months; null when paid in full. */
  planMonths: number | null;
}

/** An order of the list with its plan's standing (null: paid in full, or not paid yet). */
export type ListedOrder = OrderListRow & { plan: PlanStanding | null };

export type OrderSearchInput =
  { ok: true; query: string; page: number } | { ok: false; error: 'pageInvalid' | 'queryTooLong' };

/** `?q=…&page=…`: the search trimmed (empty: every order) and a page from 1. */
export function readOrderSearch(params: URLSearchParams): OrderSearchInput {
  const query = (params.get('q') ?? '').trim().replace(/\s+/g, ' ');
  if (query.length > ORDER_QUERY_MAX) return { ok: false, error: 'queryTooLong' };
  const pageText = params.get('page');
  if (pageText === null || pageText === '') return { ok: true, query, page: 1 };
  if (!/^[1-9][0-9]{0,5}$/.test(pageText)) return { ok: false, error: 'pageInvalid' };
  return { ok: true, query, page: Number(pageText) };
}

/**
 * The reference part of a search: hex digits (a '#' or dashes pasted with it dropped), upper-case
 * as references are written; null when the text cannot be the start of a reference or id.
 */
export function referencePrefix(text: string): string | null {
  const bare = text.trim().replace(/^#/, '').replaceAll('-', '');
  return /^[0-9a-f]{1,32}$/i.test(bare) ? bare.toUpperCase() : null;
}
