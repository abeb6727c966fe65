/**
 * The deployment files as shipped (compose.yaml, the Dockerfile, .dockerignore) against the rules
 * for a site others can reach (app/lib/env.server.ts, docs/decisions/0040): the stack must still
 * start, and must not hand its secrets or its mail to the network.
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { parseEnv } from '../app/lib/env.server';
import { isTrustedProxy } from '../app/lib/trust-proxy.server';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');

const composeFile = read('compose.yaml');

/**
 * The lines indented under the first line that is `header` (compose.yaml's few nestings are
 * read this way: no YAML parser among the project's packages).
 */
function under(lines: string[], header: string): string[] {
  const start = lines.findIndex((line) => line.trimEnd() === header);
  if (start === -1) return [];
  const indent = header.length - header.trimStart().length;
  const body: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (line.length - line.trimStart().length <= indent) break;
    body.push(line);
  }
  return body;
}

const unquote = (value: string) => value.trim().replace(/^'(.*)'$/, '$1');

/** compose's `${NAME:-default}` and `${NAME:?message}` as `docker compose up` with NAME set. */
function interpolate(value: string): string {
  return value
    .replace(/\$\{\w+:-([^}]*)\}/g, '$1')
    .replace(/\$\{\w+:\?[^}]*\}/g, 'a-secret-of-at-least-32-characters!');
}

/** The final stage's `ENV` of the Dockerfile. */
function dockerfileEnv(): Record<string, string> {
  const line = read('Dockerfile')
    .split('\n')
    .filter((text) => text.startsWith('ENV '))
    .at(-1)!;
  return Object.fromEntries(
    line
      .slice(4)
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=')),
  );
}

describe('compose.yaml', () => {
  it("starts the app under the production rules, trusting nginx's address and no other", () => {
    const lines = composeFile.split('\n');
    // app1 and app2 are `*app`: the anchor's environment.
    const environment = Object.fromEntries(
      under(under(lines, 'x-app: &app'), '  environment:').map((line) => {
        const [, name, value] = /^\s*(\w+): (.*)$/.exec(line)!;
        return [name, interpolate(unquote(value!))];
      }),
    );
    expect(composeFile).toMatch(/^ {2}app1: \*app$/m);
    const env = parseEnv({ ...dockerfileEnv(), ...environment });
    expect(env.NODE_ENV).toBe('production');
    expect(env.HOST).toBe('0.0.0.0');
    const proxy = /^\s+ipv4_address: (\S+)$/m.exec(
      under(under(lines, 'services:'), '  proxy:').join('\n'),
    )?.[1];
    expect(proxy).toBeTruthy();
    expect(isTrustedProxy(env.TRUST_PROXY, proxy!, 0)).toBe(true);
    expect(isTrustedProxy(env.TRUST_PROXY, '172.30.0.11', 0)).toBe(false);
  });

  it("publishes the mail catcher's ports on this machine only", () => {
    const mail = under(under(composeFile.split('\n'), 'services:'), '  mail:');
    expect(mail.length).toBeGreaterThan(0);
    const ports = under(mail, '    ports:').map((line) => unquote(line.replace(/^\s*- /, '')));
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });
});

describe('.dockerignore', () => {
  it('keeps .env files out of the image', () => {
    const lines = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toContain('.env*');
    // Nothing after it takes a real one back in.
    const after = lines.slice(lines.indexOf('.env*') + 1);
    expect(after.filter((line) => line.startsWith('!.env'))).toEqual(
      after.filter((line) => line === '!.env.example'),
    );
  });
});
