/**
 * The resilience suite's HTTP client: one request on loopback that never throws, an enquiry
 * posted as a client of its own, and a pool running tasks a few at a time.
 */
import http from 'node:http';

// Idle kept-alive sockets are closed after 4 s, before the server's keepAliveTimeout (Node's
// 5 s) closes them: a request sent on a socket the server is closing gets no answer.
const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 4_000 });

export interface Answer {
  /** 0: no answer (connection refused or reset, or the timeout). */
  status: number;
  body: string;
  ms: number;
  error?: string;
  /** Answered from the reply stored for an earlier copy of the request (decision 0033). */
  replayed?: boolean;
  headers?: http.IncomingHttpHeaders;
}

export interface RequestOptions {
  port: number;
  method?: string;
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  timeoutMs?: number;
}

export const resent = { count: 0 };

/**
 * One HTTP request on loopback; never throws (a failure is status 0 with `error`). A request
 * that got no answer on a kept-alive socket the server was closing is sent once more on a new
 * one, as browsers do (the server closed an idle connection; it never saw the request).
 */
export async function request(options: RequestOptions): Promise<Answer> {
  const answer = await requestOnce(options);
  if (answer.status !== 0 || !answer.reusedSocket || answer.error === 'timeout') return answer;
  resent.count++;
  return requestOnce(options);
}

function requestOnce(options: RequestOptions): Promise<Answer & { reusedSocket?: boolean }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'> & { reusedSocket?: boolean }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - started });
    };
    let req: http.ClientRequest;
    try {
      req = http.request(
        {
          host: '127.0.0.1',
          port: options.port,
          method: options.method ?? 'GET',
          path: options.path,
          // Node sends a DELETE's or OPTIONS's body with no length (the server then reads it as
          // the next request): every body goes with its Content-Length, as a browser sends it.
          headers:
            options.body === undefined
              ? options.headers
              : { 'Content-Length': String(Buffer.byteLength(options.body)), ...options.headers },
          agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            finish({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              replayed: res.headers['idempotent-replayed'] === 'true',
              headers: res.headers,
            }),
          );
          res.on('error', (error) => finish({ status: 0, body: '', error: error.message }));
        },
      );
    } catch (error) {
      // A request Node refuses to write (e.g. a path with a space): not the site's answer.
      resolve({ status: -1, body: '', ms: 0, error: (error as Error).message });
      return;
    }
    const timer = setTimeout(() => {
      finish({ status: 0, body: '', error: 'timeout' });
      req.destroy();
    }, options.timeoutMs ?? 15_000);
    req.on('error', (error) =>
      finish({ status: 0, body: '', error: error.message, reusedSocket: req.reusedSocket }),
    );
    req.end(options.body);
  });
}

let enquiryCounter = 0;

/** A unique client address for each enquiry of the run (198.18.0.0/15, for benchmarks). */
export function nextClientAddress(): string {
  const n = enquiryCounter++;
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
}

export interface EnquiryAnswer extends Answer {
  email: string;
  id?: string;
}

/**
 * Posts one enquiry (docs/product.md#api) as a client of its own: its address in X-Forwarded-For as a CDN
 * would write it, its own e-mail address (`<tag>-<n>@example.com`).
 */
export async function postEnquiry(port: number, tag: string, n: number): Promise<EnquiryAnswer> {
  const email = `${tag}-${n}@example.com`;
  const answer = await request({
    port,
    method: 'POST',
    path: '/api/contacts',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': nextClientAddress() },
    body: JSON.stringify({
      name: `Resilience ${tag} ${n}`,
      phone: '+1 555 0100',
      email,
      questions: `Enquiry ${n} of scenario ${tag}`,
      selectedCourses: ['Module 1'],
      page: '/contact',
    }),
  });
  let id: string | undefined;
  if (answer.status === 201) {
    try {
      id = (JSON.parse(answer.body) as { id?: string }).id;
    } catch {
      // Counted as acknowledged without an id; the check by e-mail address still holds.
    }
  }
  return { ...answer, email, id };
}

/** Runs `count` tasks with at most `concurrency` at a time; resolves with their results in order. */
export async function pool<T>(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, lane));
  return results;
}
