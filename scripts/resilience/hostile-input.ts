/**
 * Hostile input: 10,000 malformed requests, generated with fast-check (fixed seed), across the
 * site's endpoints, half through nginx and half to an instance directly: bad JSON, wrong types
 * and content types, huge and deeply nested bodies, invalid UTF-8, bad cookies and bearer
 * tokens, path tricks. No answer is 5xx (or none at all), the site still answers, and the
 * instances' memory (VmRSS) stays bounded.
 */
import fc from 'fast-check';

import { strangerAbuses } from './abuse';
import { countBy, formatCounts } from './checks';
import { BALANCER_PORT, INSTANCE_PORTS, type Scenario } from './harness';
import { pool, request, resent } from './http-client';
import { rssBytes } from './instances';

const REQUESTS = 10_000;
const IN_FLIGHT = 20;
const SEED = 15;
const RSS_LIMIT = 512 * 1024 * 1024;

const ENDPOINTS = [
  '/api/contacts',
  '/api/create-payment-intent',
  '/api/analytics/track-visit',
  '/api/auth/token',
  '/api/account/profile',
  '/api/account/transactions',
  '/api/account/active-courses',
  '/api/account/sessions',
  '/api/ipinfo',
  '/api/stripe/webhook',
  '/api/preview',
  '/login',
  '/create-account',
  '/forgot-password',
  '/reset-password',
  '/register',
  '/enquiry',
  '/waiting-list',
  '/account',
  '/staff',
  '/logout',
  '/courses',
  '/catalog',
  '/',
];

const json = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value));
const body = fc.oneof(
  json,
  fc.string({ maxLength: 200 }),
  json.map((text) => text.slice(0, Math.max(1, text.length - 3))), // cut short
  fc.nat({ max: 100_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth % 7 ? depth : 0)),
  fc.nat({ max: 100_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)), // invalid UTF-8 and all
  fc.constantFrom(70_000, 600_000, 1_200_000).map((size) => 'x'.repeat(size)), // over the limits
  fc
    .record({
      name: fc.anything(),
      phone: fc.anything(),
      email: fc.oneof(fc.emailAddress(), fc.anything()),
      questions: fc.anything(),
      selectedCourses: fc.anything(),
      page: fc.anything(),
    })
    .map((value) => JSON.stringify(value) ?? 'null'),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'text/plain',
  'application/xml',
  '',
  '*/*',
);
const cookie = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 100 }).map((text) => `__Host-sid=${encodeURIComponent(text)}`),
  fc.base64String({ maxLength: 200 }).map((text) => `__Host-sid=${text}.${text}; sid=${text}`),
  fc.constant(`__Host-sid=${'a'.repeat(4000)}`),
);
const authorization = fc.oneof(
  fc.constant(undefined),
  fc.base64String({ maxLength: 300 }).map((token) => `Bearer ${token}`),
  fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
  fc.string({ maxLength: 50 }).map((text) => `Basic ${encodeURIComponent(text)}`),
);
const pathTrick = fc.oneof(
  fc.constantFrom(...ENDPOINTS),
  fc.constantFrom(...ENDPOINTS).map((path) => `${path}/..%2f..%2fetc%2fpasswd`),
  fc.constantFrom(...ENDPOINTS).map((path) => `//${path}//`),
  fc.constantFrom(...ENDPOINTS).map((path) => `${path}%00`),
  fc
    .constantFrom(...ENDPOINTS)
    .map((path) => `${path}?_data=routes%2F${path.slice(1)}&index&x=%ff%fe`),
  fc
    .constantFrom(...ENDPOINTS)
    .map((path) => `${path}?redirectTo=//evil.example&x=${'%e2%82'.repeat(50)}`),
  fc.string({ maxLength: 50 }).map((text) => `/${encodeURIComponent(text)}`),
  fc.constantFrom(
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/../../package.json',
    '/content-images/..%2f..%2fpackage.json',
    `/${'a'.repeat(6000)}`,
  ),
);
const method = fc.constantFrom(
  'GET',
  'POST',
  'POST',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'HEAD',
);

const hostileRequest = fc.record({
  method,
  path: pathTrick,
  body,
  contentType,
  cookie,
  authorization,
  // 'site': the site's own origin, whose port is chosen when the suite starts.
  origin: fc.constantFrom(undefined, 'null', 'site', 'https://evil.example'),
  direct: fc.boolean(),
});

export const hostileInput: Scenario = {
  name: 'hostile input',
  async run({ site, balancer, database }) {
    const samples = fc.sample(hostileRequest, { numRuns: REQUESTS, seed: SEED });
    const pids = site.instances.map((instance) => instance.child.pid!);
    const before = pids.map(rssBytes);
    const peak = [...before];
    const sampler = setInterval(() => {
      pids.forEach((pid, i) => {
        try {
          peak[i] = Math.max(peak[i]!, rssBytes(pid));
        } catch {
          // Exited: the check below says so.
        }
      });
    }, 250);

    const started = performance.now();
    const resentBefore = resent.count;
    const answers = await pool(samples.length, IN_FLIGHT, async (index) => {
      const sample = samples[index]!;
      const headers: Record<string, string> = {
        'X-Forwarded-For': `198.51.100.${index % 250}, 192.0.2.10`,
      };
      if (sample.contentType) headers['Content-Type'] = sample.contentType;
      if (sample.cookie) headers['Cookie'] = sample.cookie;
      if (sample.authorization) headers['Authorization'] = sample.authorization;
      if (sample.origin) {
        headers['Origin'] =
          sample.origin === 'site' ? `http://127.0.0.1:${BALANCER_PORT}` : sample.origin;
      }
      const port = sample.direct ? INSTANCE_PORTS[index % 2]! : balancer.port;
      const withBody = !['GET', 'HEAD'].includes(sample.method);
      return request({
        port,
        method: sample.method,
        path: sample.path,
        headers,
        body: withBody ? sample.body : undefined,
        timeoutMs: 20_000,
      });
    });
    // Then what a stranger would try on purpose (decision 0038), while the memory is still watched.
    const abuses = await strangerAbuses(database.sql);
    clearInterval(sampler);
    const resentHere = resent.count - resentBefore;
    const seconds = (performance.now() - started) / 1000;
    const after = pids.map((pid) => {
      try {
        return rssBytes(pid);
      } catch {
        return NaN;
      }
    });

    const counts = countBy(answers, (a) =>
      a.status === -1 ? 'not sent' : String(a.status || a.error),
    );
    // Every request gets an answer: a body over the limit too (its 413 is sent once the rest of
    // the upload was read and dropped, server/remix-handler.ts).
    const failing = (a: (typeof answers)[number]) => a.status >= 500 || a.status === 0;
    const serverErrors = answers.filter(failing);
    // Where they were: through nginx or direct, the method, the body's size.
    const where = countBy(
      samples.filter((_, index) => failing(answers[index]!)),
      (s) =>
        `${s.direct ? 'direct' : 'nginx'} ${s.method} ${Buffer.byteLength(s.body) > 64 * 1024 ? 'large' : 'small'}`,
    );
    const stillUp = await Promise.all(
      [balancer.port, ...INSTANCE_PORTS].map(
        async (port) => (await request({ port, path: '/readyz' })).status,
      ),
    );
    const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}`;

    const problems: string[] = [...abuses.problems];
    if (serverErrors.length) {
      problems.push(
        `${serverErrors.length} 5xx or no answer: ${formatCounts(countBy(serverErrors, (a) => String(a.status || a.error)))}`,
        `where: ${formatCounts(where)}`,
      );
    }
    if (stillUp.some((status) => status !== 200))
      problems.push(`readyz afterwards: ${stillUp.join(', ')}`);
    if (peak.some((bytes) => bytes > RSS_LIMIT))
      problems.push(`RSS peaked above ${mib(RSS_LIMIT)} MiB`);

    return {
      passed: problems.length === 0,
      figure:
        `${answers.length} requests (seed ${SEED}) in ${seconds.toFixed(1)} s: ${formatCounts(counts)} ` +
        `(${resentHere} sent again after a kept-alive socket closed under them); ` +
        `RSS MiB before/peak/after: ${pids.map((_, i) => `${mib(before[i]!)}/${mib(peak[i]!)}/${mib(after[i]!)}`).join(' and ')}; ` +
        abuses.figure,
      problems,
    };
  },
};
