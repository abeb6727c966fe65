import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';

import { CERTIFICATE_ID } from '~/certificates/certificate';
import { findCertificate } from '~/certificates/certificates.server';
import { VerifyCertificatePage } from '~/components/certificates/VerifyCertificatePage';
import { db } from '~/db/client.server';
import type { RootData, RouteHandle } from '~/root';

// A revocation shows at once: no cache keeps the answer.
const NO_STORE = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
export const headers = () => NO_STORE;

/**
 * GET /verify/<id>: anyone holding a CE certificate (a dental board, an employer) checks it:
 * every field it prints and its status (valid, revoked, or reissued with a link to the new one),
 * never more about the participant than the certificate carries. 404 for an unknown id.
 */
export const handle: RouteHandle = { texts: ['certificates'] };

export async function loader({ params }: LoaderFunctionArgs) {
  const id = (params.id ?? '').toUpperCase();
  const certificate = CERTIFICATE_ID.test(id) ? await findCertificate(db(), id) : null;
  if (!certificate) return data({ certificate: null }, { status: 404, headers: NO_STORE });
  const { orderId: _order, statusReason: _reason, ...shown } = certificate;
  return data({ certificate: shown }, { headers: NO_STORE });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: loaded?.certificate ? `Certificate ${loaded.certificate.id}` : 'Certificate not found' },
  { name: 'robots', content: 'noindex' },
];

export default function VerifyCertificate() {
  const { certificate } = useLoaderData<typeof loader>();
  // The academy's address from site settings, which the root loads for every page.
  const root = useRouteLoaderData('root') as RootData | undefined;
  return (
    <VerifyCertificatePage
      certificate={certificate}
      contactEmail={root?.settings.contactEmail ?? null}
    />
  );
}
