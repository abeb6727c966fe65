/** The account's CE details (users' licence and AGD columns, migration 035). */
import type { Queryable } from '~/db/client.server';

import type { CeDetails } from './participant';

export async function accountCeDetails(sql: Queryable, userId: string): Promise<CeDetails> {
  const [row] = await sql<
    { license_number: string | null; license_state: string | null; agd_id: string | null }[]
  >`select license_number, license_state, agd_id from users where id = ${userId}`;
  return {
    licenseNumber: row?.license_number ?? null,
    licenseState: row?.license_state ?? null,
    agdId: row?.agd_id ?? null,
  };
}

export async function saveCeDetails(
  sql: Queryable,
  userId: string,
  details: CeDetails,
): Promise<void> {
  await sql`
    update users
    set license_number = ${details.licenseNumber}, license_state = ${details.licenseState},
        agd_id = ${details.agdId}, updated_at = now()
    where id = ${userId}`;
}
