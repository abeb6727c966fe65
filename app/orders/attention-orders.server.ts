/**
 * The orders /staff lists as needing attention: flagged in their log (ledger.server.ts's
 * flagAttention) and not resolved since. Read-only.
 */
import type { Queryable } from '~/db/client.server';

import type { AttentionOrder } from './ledger';
import { planStandings } from './plan-standings.server';

/**
 * Orders needing attention: a needs-attention entry in their log not followed by an
 * attention-resolved one (docs/decisions/0056-order-ledger.md), with the notes flagged since the
 * last resolution; newest first.
 */
export async function attentionOrders(sql: Queryable): Promise<AttentionOrder[]> {
  const rows = await sql<
    {
      id: string;
      name: string;
      email: string;
      phone: string;
      amount_cents: number;
      status: string;
      course_ids: string[];
      notes: string[];
      created_at: Date;
      completed_at: Date | null;
      refundable: boolean;
    }[]
  >`
    with marks as (
      select order_id,
             max(id) filter (where event = 'needs-attention') as flagged,
             coalesce(max(id) filter (where event = 'attention-resolved'), 0) as resolved
      from order_log
      where event in ('needs-attention', 'attention-resolved')
      group by order_id
    )
    select o.id, o.name, o.email, o.phone, o.amount_cents, o.status, o.course_ids,
           array(
             select coalesce(l.details ->> 'note', '') from order_log l
             where l.order_id = o.id and l.event = 'needs-attention' and l.id > m.resolved
             order by l.id
           ) as notes,
           o.created_at, o.completed_at,
           o.duplicate_of is not null and o.status = 'completed' and o.payment_intent_id is not null
             as refundable
    from marks m join orders o on o.id = m.order_id
    where m.flagged > m.resolved
    order by coalesce(o.completed_at, o.created_at) desc, o.id`;
  // A monthly plan's order: what it collected and has due, not its price as paid.
  const plans = await planStandings(
    sql,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    amountCents: row.amount_cents,
    status: row.status,
    courseIds: row.course_ids,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    refundable: row.refundable,
    plan: plans.get(row.id) ?? null,
  }));
}
