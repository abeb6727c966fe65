/**
 * The courses an address may follow (course_grants), from its paid orders: each course granted
 * once, by the oldest paid order that covers it and whose line for it is not cancelled.
 */
import type { Queryable } from '~/db/client.server';

/** Grants the courses of these orders (oldest first); a course already granted stays as it was. */
export async function grantOrders(tx: Queryable, email: string, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await tx`
    insert into course_grants (email_normalized, course_id, order_id)
    select ${email}, g.course_id, o.id
    from orders o
    cross join lateral unnest(o.course_ids) as g (course_id)
    join unnest(${tx.array(orderIds)}::uuid[]) with ordinality as wanted(id, position)
      on wanted.id = o.id
    where not exists (
      select 1 from cancellations c where c.order_id = o.id and c.course_id = g.course_id)
    order by wanted.position
    on conflict (email_normalized, course_id) do nothing`;
}

/**
 * The order's line for the course is cancelled: its grant goes, and another paid order of the
 * address that covers the course (a second seat bought) grants it instead.
 */
export async function takeBackCourse(
  tx: Queryable,
  email: string,
  orderId: string,
  courseId: string,
) {
  await tx`
    delete from course_grants
    where email_normalized = ${email} and course_id = ${courseId} and order_id = ${orderId}`;
  const others = await tx<{ id: string }[]>`
    select id from orders
    where email_normalized = ${email} and status = 'completed' and id <> ${orderId}
      and ${courseId} = any (course_ids)
    order by completed_at, id`;
  await grantOrders(
    tx,
    email,
    others.map((other) => other.id),
  );
}
