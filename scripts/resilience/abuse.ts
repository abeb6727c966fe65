/**
 * The abuses of decision 0038 that a stranger can try without paying or signing in, run after the
 * hostile input's fuzzing: seats held by unpaid checkouts, waiting-list joins that would hold
 * seats or mail anyone, and a duplicated `lng` cookie that would poison the page cache. Each is
 * tried through both instances (X-Forwarded-For as nginx passes it on behind a CDN,
 * TRUST_PROXY=2) and must be refused as docs/decisions/0038-0040 say, with no 5xx.
 */
import { randomBytes } from 'node:crypto';

import type { Sql } from '../../app/db/client.server';
import { BALANCER_PORT, INSTANCE_PORTS } from './harness';
import { type Answer, request } from './http-client';

const EDGE = '192.0.2.10';
/** SEAT_HOLDS_PER_ADDRESS's default. */
const HOLDS_PER_ADDRESS = 4;
/** Live waiting-list entries one client address may have (docs/decisions/0038). */
const ENTRIES_PER_CLIENT = 10;

type Seat = { course: string; session: string };
const HELD: Seat = { course: 'clinical1', session: 'clinical1-2027-04' };
const FREE: Seat = { course: 'module3', session: 'module3-2027-05' };
const FILLED: Seat = { course: 'module4', session: 'module4-2027-06' };

let sent = 0;
const port = () => INSTANCE_PORTS[sent++ % 2]!;
const forwardedFor = (client: string) => `${client}, ${EDGE}`;
const randomEmail = (tag: string) => `${tag}-${randomBytes(6).toString('hex')}@example.com`;

function createPayment(client: string, seat: Seat, email: string, name = 'Dr. Test Buyer') {
  const body = JSON.stringify({
    email,
    customerData: { name, email, phone: '+1 310 555 0100', selectedItems: [seat.course] },
    sessions: { [seat.course]: seat.session },
  });
  return request({
    port: port(),
    method: 'POST',
    path: '/api/create-payment-intent',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor(client) },
    body,
  });
}

function joinWaitingList(client: string, seat: Seat, email: string) {
  return request({
    port: port(),
    method: 'POST',
    // As the page's form posts it: the document's loader reads the session from the query.
    path: `/waiting-list?${new URLSearchParams({ course: seat.course, session: seat.session })}`,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': forwardedFor(client),
    },
    body: new URLSearchParams({
      course: seat.course,
      session: seat.session,
      name: 'Made Up Name',
      email,
      phone: '+1 310 555 0100',
    }).toString(),
  });
}

async function places(sql: Sql, seat: Seat): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from session_places
    where course_id = ${seat.course} and session_key = ${seat.session}`;
  return row!.n;
}

async function waitingRows(sql: Sql, seat: Seat): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from waiting_list
    where course_id = ${seat.course} and session_key = ${seat.session}`;
  return row!.n;
}

async function outboxCount(sql: Sql, kind: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from outbox_emails where kind = ${kind}`;
  return row!.n;
}

const statuses = (answers: Answer[]) => answers.map((answer) => answer.status).join(' ');

export interface AbuseOutcome {
  figure: string;
  problems: string[];
  answers: Answer[];
}

/** Unpaid checkouts: a cap per client address, one hold per e-mail and session. */
async function holds(sql: Sql, problems: string[], answers: Answer[]): Promise<string> {
  const client = '203.0.113.90';
  const before = await places(sql, HELD);
  const emails = Array.from({ length: HOLDS_PER_ADDRESS + 2 }, () => randomEmail('hold'));
  const different: Answer[] = [];
  for (const email of emails) different.push(await createPayment(client, HELD, email));
  // The same buyer again and again, another name each time (Edit Information and Continue).
  const same: Answer[] = [];
  for (let i = 0; i < 8; i++) {
    same.push(await createPayment(client, HELD, emails[0]!, `Dr. Test Buyer ${i}`));
  }
  answers.push(...different, ...same);
  const taken = (await places(sql, HELD)) - before;
  const expected = [...Array(HOLDS_PER_ADDRESS).fill(200), 429, 429].join(' ');
  if (statuses(different) !== expected)
    problems.push(`holds from one address: ${statuses(different)}, not ${expected}`);
  if (different.slice(HOLDS_PER_ADDRESS).some((answer) => !/"error"/.test(answer.body)))
    problems.push('a refused hold had no error message');
  if (same.some((answer) => answer.status !== 200))
    problems.push(`one e-mail again: ${statuses(same)}`);
  if (taken > HOLDS_PER_ADDRESS)
    problems.push(`${taken} seats held by one address (at most ${HOLDS_PER_ADDRESS})`);
  return (
    `holds: ${statuses(different)} for ${emails.length} e-mails from one address, ` +
    `${same.filter((answer) => answer.status === 200).length}/8 repeats answered, ${taken} seats taken`
  );
}

/** Waiting-list joins: only for a full session, confirmed by a link, capped per client. */
async function waitingList(sql: Sql, problems: string[], answers: Answer[]): Promise<string> {
  const confirmationsBefore = await outboxCount(sql, 'waiting-list-confirmation');
  const offersBefore = await outboxCount(sql, 'waiting-list-offer');
  const freeBefore = await places(sql, FREE);
  const onFree: Answer[] = [];
  for (let i = 0; i < 20; i++)
    onFree.push(await joinWaitingList('203.0.113.91', FREE, randomEmail('wl')));
  // 409 with the /register link; past the client's join limit (10 in ten minutes), 429.
  const refusedFree = onFree.slice(0, ENTRIES_PER_CLIENT).every((a) => a.status === 409);
  if (!refusedFree || onFree.some((answer) => ![409, 429].includes(answer.status)))
    problems.push(`joins of a session with seats free: ${statuses(onFree)}, not 409 (then 429)`);
  if ((await waitingRows(sql, FREE)) !== 0)
    problems.push('joins of a session with seats free were stored');
  if ((await places(sql, FREE)) !== freeBefore)
    problems.push('joins of a session with seats free took places');

  // Fill the session with six buyers' holds, each from an address of their own.
  const capacity = 6;
  const fillers: Answer[] = [];
  for (let i = await places(sql, FILLED); i < capacity; i++)
    fillers.push(await createPayment(`203.0.113.${100 + i}`, FILLED, randomEmail('buyer')));
  if (fillers.some((answer) => answer.status !== 200))
    problems.push(`buyers filling a session: ${statuses(fillers)}`);
  const onFull: Answer[] = [];
  for (let i = 0; i < 20; i++)
    onFull.push(await joinWaitingList('203.0.113.92', FILLED, randomEmail('wl')));
  const joined = onFull.filter((answer) => answer.status === 200).length;
  const refused = onFull.filter((answer) => answer.status === 429).length;
  if (joined > ENTRIES_PER_CLIENT || joined + refused !== onFull.length)
    problems.push(`joins of a full session from one client: ${statuses(onFull)}`);
  const confirmations = (await outboxCount(sql, 'waiting-list-confirmation')) - confirmationsBefore;
  if (confirmations !== joined)
    problems.push(`${confirmations} confirmation e-mails for ${joined} joins`);
  if ((await outboxCount(sql, 'waiting-list-offer')) !== offersBefore)
    problems.push('an unconfirmed join was offered a seat');

  // A made-up confirmation link confirms nothing.
  const token = randomBytes(32).toString('base64url');
  const link = await request({ port: port(), path: `/waiting-list/confirm?token=${token}` });
  const post = await request({
    port: port(),
    method: 'POST',
    path: '/waiting-list/confirm',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  if (link.status !== 404 || post.status !== 400)
    problems.push(`made-up confirmation link: GET ${link.status}, POST ${post.status}`);
  answers.push(...onFree, ...fillers, ...onFull, link, post);
  return (
    `waiting list: 20/20 joins of a session with seats free refused ` +
    `(${onFree.filter((a) => a.status === 409).length} × 409), ${joined}/20 joins of a full one from one client accepted ` +
    `(${refused} × 429), ${confirmations} confirmation e-mails, no offer`
  );
}

const langOf = (answer: Answer) => /<html[^>]*\blang="([^"]+)"/.exec(answer.body)?.[1];

/** A duplicated `lng` cookie never decides what a visitor without one gets from the cache. */
async function duplicateCookie(problems: string[], answers: Answer[]): Promise<string> {
  const switched = await request({ port: BALANCER_PORT, path: '/?lng=es' });
  const setCookie = switched.headers?.['set-cookie']?.find((line) => line.startsWith('lng='));
  const spanish = setCookie?.split(';')[0];
  if (!spanish) {
    problems.push('GET /?lng=es set no lng cookie');
    return 'duplicate cookie: not tried';
  }
  const value = spanish.slice('lng='.length);
  const cookies = [`lng=${value}; lng=`, `lng=; lng=${value}`, `lng=${value}; lng=zz`];
  let tries = 0;
  for (const target of [BALANCER_PORT, ...INSTANCE_PORTS]) {
    for (const [i, path] of ['/', '/courses', `/about-us?dup=${target}`].entries()) {
      const poisoned = await request({
        port: target,
        path,
        headers: { Cookie: cookies[i % cookies.length]! },
      });
      const plain = await request({ port: target, path });
      answers.push(poisoned, plain);
      tries++;
      if (poisoned.headers?.['x-page-cache'] === 'hit')
        problems.push(`${path} with a duplicated cookie was answered from the page cache`);
      if (plain.status !== 200 || langOf(plain) !== 'en')
        problems.push(
          `${path} without a cookie after a duplicated one: ${plain.status} ${langOf(plain)}`,
        );
    }
  }
  const chosen = await request({ port: BALANCER_PORT, path: '/', headers: { Cookie: spanish } });
  answers.push(chosen);
  if (langOf(chosen) !== 'es') problems.push(`a single Spanish cookie got lang=${langOf(chosen)}`);
  return `duplicate cookie: ${tries} poisoning tries, every cookie-less page after them English`;
}

export async function strangerAbuses(sql: Sql): Promise<AbuseOutcome> {
  const problems: string[] = [];
  const answers: Answer[] = [];
  const figures = [
    await holds(sql, problems, answers),
    await waitingList(sql, problems, answers),
    await duplicateCookie(problems, answers),
  ];
  const errors = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
  if (errors.length) problems.push(`abuses: ${errors.length} 5xx or no answer`);
  return { figure: figures.join('; '), problems, answers };
}
