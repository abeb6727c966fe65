/**
 * Limits across instances: the sign-in limit (20 failed sign-ins per address in 15 minutes,
 * app/auth/sign-in.server.ts) is kept in the database, so it holds when a client's attempts
 * alternate between the two instances; extra entries a client writes on the left of
 * X-Forwarded-For do not make it a new client; another client is not affected.
 *
 * The instances are asked directly, with X-Forwarded-For as nginx would pass it on behind a CDN
 * (TRUST_PROXY=2): `<client>, <CDN edge>`; nginx's own hop is the TCP peer (127.0.0.1).
 */
import { INSTANCE_PORTS, type Scenario } from './harness';
import { request } from './http-client';

const LIMIT = 20;
const CLIENT = '203.0.113.77';
const OTHER_CLIENT = '203.0.113.78';
const EDGE = '192.0.2.10';

let attempt = 0;

function signIn(port: number, forwardedFor: string) {
  const email = `limits-${attempt++}@example.com`;
  return request({
    port,
    method: 'POST',
    path: '/login',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': forwardedFor,
    },
    body: new URLSearchParams({ email, password: 'wrong-password-1' }).toString(),
  });
}

export const limitsAcrossInstances: Scenario = {
  name: 'limits across instances',
  async run({ balancer }) {
    const chain = `${CLIENT}, ${EDGE}`;
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      statuses.push((await signIn(INSTANCE_PORTS[i % 2]!, chain)).status);
    }
    const allowed = statuses.slice(0, LIMIT).filter((status) => status === 401).length;
    const refusedAfter = statuses[LIMIT];

    // The same client, pretending to be someone else: more entries on the left.
    const spoofs = [
      `198.51.100.1, ${chain}`,
      `10.0.0.1, 198.51.100.2, ${chain}`,
      `2001:db8::1, ${chain}`,
    ];
    const spoofed: number[] = [];
    for (const [i, spoof] of spoofs.entries()) {
      spoofed.push((await signIn(INSTANCE_PORTS[i % 2]!, spoof)).status);
    }
    // Through nginx: the client writes its own chain, nginx appends the edge's (here: loopback).
    const throughBalancer = (await signIn(balancer.port, `198.51.100.3, ${CLIENT}`)).status;
    const other = (await signIn(INSTANCE_PORTS[0], `${OTHER_CLIENT}, ${EDGE}`)).status;

    const problems: string[] = [];
    if (allowed !== LIMIT)
      problems.push(`first ${LIMIT} attempts: ${statuses.slice(0, LIMIT).join(' ')}`);
    if (refusedAfter !== 429) problems.push(`attempt ${LIMIT + 1}: ${refusedAfter}, not 429`);
    if (spoofed.some((status) => status !== 429))
      problems.push(`spoofed chains: ${spoofed.join(' ')}`);
    if (throughBalancer !== 429) problems.push(`through nginx: ${throughBalancer}, not 429`);
    if (other !== 401) problems.push(`another client: ${other}, not 401`);

    return {
      passed: problems.length === 0,
      figure:
        `${allowed}/${LIMIT} failed sign-ins answered 401 alternating between ${INSTANCE_PORTS.join(' and ')}, ` +
        `attempt ${LIMIT + 1}: ${refusedAfter}; spoofed chains: ${spoofed.join(', ')}; ` +
        `through nginx: ${throughBalancer}; another client: ${other}`,
      problems,
    };
  },
};
