/**
 * What a CE certificate prints (docs/decisions/0068-ce-certificates.md), gathered at issue: the
 * session's booked registrants with their accounts' CE details, the provider and the course from
 * content in the certificate's language, and what its e-mail says of it.
 */
import { fromTenths } from '~/attendance/hours';
import { type CeProviderContent, ceProviderQuery, courseCeQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import type { Queryable } from '~/db/client.server';
import type { Language } from '~/i18n/config';

import type { Certificate, PrintedCertificate } from './certificate';
import { verifyUrl } from './pdf.server';

export interface CertificateSession {
  courseId: string;
  key: string;
  startDate: string;
  endDate: string;
  location: string;
}

export interface Registrant {
  order_id: string;
  email: string;
  name: string;
  language: Language;
  user_name: string | null;
  license_number: string | null;
  license_state: string | null;
  agd_id: string | null;
}

/** The booked registrants of a session, with the CE details of their account when they have one. */
export async function registrants(
  sql: Queryable,
  session: CertificateSession,
): Promise<Registrant[]> {
  return sql<Registrant[]>`
    select o.id as order_id, o.email, o.name, o.language, u.name as user_name, u.license_number,
           u.license_state, u.agd_id
    from session_seats s
    join orders o on o.id = s.order_id
    left join lateral (
      select name, license_number, license_state, agd_id from users
      -- The account that placed the order, else the confirmed account of its address.
      where users.id = o.user_id
         or (users.email = o.email_normalized and users.email_verified_at is not null)
      order by (users.id = o.user_id) desc limit 1
    ) u on true
    where s.course_id = ${session.courseId} and s.session_key = ${session.key}
      and s.status = 'booked'
    order by s.booked_at, o.id`;
}

/** The provider as certificates and transcripts print it, from ceProviderQuery's answer. */
export function printedProvider(settings: CeProviderContent): PrintedCertificate['provider'] {
  const provider = settings?.ceProvider;
  return {
    name: provider?.name ?? settings?.academyName ?? '',
    address: provider?.address ?? null,
    agdPaceId: provider?.agdPaceId ?? null,
    agdPaceStatement: provider?.agdPaceStatement ?? null,
    adaCerpId: provider?.adaCerpId ?? null,
    adaCerpStatement: provider?.adaCerpStatement ?? null,
    signatoryName: provider?.signatoryName ?? null,
    signatoryTitle: provider?.signatoryTitle ?? null,
  };
}

/** What a certificate prints of the provider and the course, in a language. */
export async function printedContent(courseId: string, language: Language) {
  const [settings, courses] = await Promise.all([
    fetchContent(ceProviderQuery, {}, { lang: language }),
    fetchContent(courseCeQuery, {}, { lang: language }),
  ]);
  const course = courses.find((candidate) => candidate.courseId === courseId);
  return {
    provider: printedProvider(settings),
    course: {
      courseId,
      title: course ? `${course.shortName}: ${course.title}` : courseId,
      format: course?.format ?? null,
    },
    instructors: course?.instructors?.filter((name): name is string => Boolean(name)) ?? [],
  };
}

/** The participant as printed: the account's details when the buyer has an account. */
export function participantOf(registrant: Registrant): PrintedCertificate['participant'] {
  return {
    name: registrant.user_name ?? registrant.name,
    licenseNumber: registrant.license_number,
    licenseState: registrant.license_state,
    agdId: registrant.agd_id,
  };
}

/** What a certificate's e-mail says of it. */
export function emailFacts(
  id: string,
  certificate: Pick<Certificate, 'language' | 'printed'>,
  to: string,
) {
  const { printed, language } = certificate;
  return {
    id,
    to,
    name: printed.participant.name,
    course: printed.course.title,
    hours: fromTenths(printed.hours.total).toFixed(1),
    language,
    verifyUrl: verifyUrl({ id, printed }),
  };
}

export type PrintedContent = Awaited<ReturnType<typeof printedContent>>;
