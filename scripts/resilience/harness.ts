/**
 * What the resilience suite runs against, all on this machine: an embedded PostgreSQL it may
 * stop and start (database.ts), a real SMTP server (mail.ts), a Stripe stand-in (stripe.ts), the
 * built site as two instances (instances.ts), and nginx in front of them (nginx.ts). Here: their
 * ports and what a scenario is. The HTTP client is in http-client.ts; the small measuring
 * helpers the scenarios share in checks.ts.
 */
import type { Database } from './database';
import type { Instance, Site } from './instances';
import type { Balancer } from './nginx';
import { choosePort, freePorts } from './ports';

// Chosen free by usePorts() when the suite starts (ports.ts); read when used, never kept.
export let BALANCER_PORT = 0;
export let INSTANCE_PORTS: readonly [number, number] = [0, 0];
export let DATABASE_PORT = 0;

/**
 * Chooses the suite's ports: free ones, or RESILIENCE_PG_PORT for PostgreSQL when set (refused
 * when something already answers there).
 */
export async function usePorts(): Promise<void> {
  const fixed = process.env.RESILIENCE_PG_PORT;
  DATABASE_PORT = await choosePort('PostgreSQL', fixed ? Number(fixed) : undefined);
  const [balancer, first, second] = await freePorts(3);
  BALANCER_PORT = balancer!;
  INSTANCE_PORTS = [first!, second!];
}
export const SESSION_SECRET = 'resilience-suite-session-secret-0123456789abcdef';

// ---------------------------------------------------------------- scenarios

export interface Context {
  site: Site;
  database: Database;
  balancer: Balancer;
  /** Replaces the instance at `index` (after it exited) with a new one on the same port. */
  restartInstance(index: number): Promise<Instance>;
}

export interface Outcome {
  passed: boolean;
  /** The scenario's figure, on one line. */
  figure: string;
  /** What went wrong, when it did. */
  problems?: string[];
}

export interface Scenario {
  name: string;
  run(context: Context): Promise<Outcome>;
}
