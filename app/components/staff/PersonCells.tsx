import { orderReference } from '~/lib/order-reference';

/**
 * A person's cells in a staff table row: the name as the row header, the e-mail as a mailto
 * link, then the phone when the table has that column.
 */
export function PersonCells({
  name,
  email,
  phone,
}: {
  name: string;
  email: string;
  phone?: string;
}) {
  return (
    <>
      <th scope="row" className="py-2 pr-4 font-semibold">
        {name}
      </th>
      <td className="py-2 pr-4 break-all">
        <a href={`mailto:${email}`} className="text-brand-900 underline">
          {email}
        </a>
      </td>
      {phone === undefined ? null : <td className="py-2 pr-4 whitespace-nowrap">{phone}</td>}
    </>
  );
}

/**
 * An order's reference cell, as staff quote it to the payer, linked to the order's page (its
 * ledger and log) unless `linked` is false.
 */
export function OrderCell({ orderId, linked = true }: { orderId: string; linked?: boolean }) {
  const reference = orderReference(orderId);
  return (
    <td className="py-2 pr-4 font-mono">
      {linked ? (
        <a href={staffOrderPath(orderId)} className="text-brand-900 underline">
          {reference}
        </a>
      ) : (
        reference
      )}
    </td>
  );
}

/** The staff page of one order. */
export const staffOrderPath = (orderId: string) => `/staff/orders/${orderId}`;
