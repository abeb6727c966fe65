import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (no native build), at the OWASP Password Storage
 * Cheat Sheet's first scrypt setting: N = 2^17, r = 8, p = 1. One hash takes about 128 MiB and
 * well under a second; `maxmem` is raised to allow it (Node's default is 32 MiB).
 *
 * Stored as `scrypt$N$r$p$salt$hash` (base64url), so the parameters can be raised later: a hash
 * made with older ones still verifies, and `needsRehash` says when to store a new one.
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/**
 * Hashes running at once in this process, and how long one may wait for its turn. scrypt runs
 * on libuv's 4-thread pool, which also reads static files and resolves DNS: two hashes leave it
 * two threads, and two 128 MiB buffers. Constants, not settings (decision 0041): they follow
 * from the pool size and SCRYPT_PARAMS, not from the deployment.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_WAIT_MS = 2500;
/** What a refused caller tells the client to wait. */
export const HASH_RETRY_AFTER_SECONDS = 2;

/** Every hashing slot stayed taken for HASH_WAIT_MS: the caller answers 503 with Retry-After. */
export class PasswordHashingBusy extends Error {
  readonly retryAfterSeconds = HASH_RETRY_AFTER_SECONDS;
  constructor() {
    super('Password hashing is busy');
    this.name = 'PasswordHashingBusy';
  }
}

/** For `.catch()`: the busy refusal as a value the caller answers with; anything else rethrown. */
export function busyOrThrow(error: unknown): PasswordHashingBusy {
  if (error instanceof PasswordHashingBusy) return error;
  throw error;
}

/**
 * At most `concurrency` jobs at once; the others wait in order, each at most `waitMs`, then
 * are refused with PasswordHashingBusy. `active` and `peak` are read by tests.
 */
export class HashQueue {
  active = 0;
  peak = 0;
  private readonly waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  constructor(
    readonly concurrency: number,
    readonly waitMs: number,
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) await this.turn();
    else this.take();
    try {
      return await job();
    } finally {
      this.release();
    }
  }

  private take() {
    this.active++;
    this.peak = Math.max(this.peak, this.active);
  }

  private turn() {
    return new Promise<void>((resolve, reject) => {
      const entry = {
        // The slot passes straight from release() to the next in line.
        start: () => {
          clearTimeout(entry.timer);
          this.take();
          resolve();
        },
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(new PasswordHashingBusy());
        }, this.waitMs),
      };
      this.waiting.push(entry);
    });
  }

  private release() {
    this.active--;
    this.waiting.shift()?.start();
  }
}

/** The process's one queue: hashing for sign-in, sign-up and reset all go through it. */
export const hashQueue = new HashQueue(HASH_CONCURRENCY, HASH_WAIT_MS);

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = {
    ...params,
    // 128 * N * r * p bytes are needed; leave headroom.
    maxmem: 128 * params.N * params.r * params.p + 32 * 1024 * 1024,
  };
  return hashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Bounds keep a corrupted row from asking for gigabytes of memory.
  if (![N, r, p].every(Number.isInteger) || N < 2 || N > 2 ** 20 || r < 1 || r > 32 || p !== 1) {
    return null;
  }
  return {
    N,
    r,
    p,
    salt: Buffer.from(parts[4]!, 'base64url'),
    key: Buffer.from(parts[5]!, 'base64url'),
  };
}

/**
 * Whether `password` matches `stored`, compared in constant time. False for a malformed hash.
 * Both this and hashPassword throw PasswordHashingBusy when no slot frees in time.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/** Whether `stored` was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.N !== SCRYPT_PARAMS.N ||
    parsed.r !== SCRYPT_PARAMS.r ||
    parsed.p !== SCRYPT_PARAMS.p
  );
}
