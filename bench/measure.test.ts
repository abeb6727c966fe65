import { describe, expect, it } from 'vitest';

import { cpuShare, type Figures, parseRow } from './measure';

describe('a row as a command line names it', () => {
  it.each([
    ['express:/healthz', 'express', '/healthz'],
    ['rendered:/courses?panel=module2', 'rendered', '/courses?panel=module2'],
    ['signed-in:/account?tab=payments', 'signed in', '/account?tab=payments'],
    ['signed in:/account', 'signed in', '/account'],
    ['seats-50/s:/courses', 'seats 50/s', '/courses'],
    ['cached:/a:b', 'cached', '/a:b'],
  ])('%s', (text, kind, path) => {
    expect(parseRow(text)).toEqual({ kind, path });
  });

  it.each(['/courses', 'rendred:/courses', 'rendered', 'remixx'])(
    'refuses %s, naming the kinds',
    (text) => {
      expect(() => parseRow(text)).toThrow(
        `"${text}" is not KIND:PATH with KIND one of express, remix, cached, rendered, signed in, seats 50/s`,
      );
    },
  );
});

describe("a row's share by CPU", () => {
  const figures = (cpuMicros?: number): Figures => ({
    requests: 1,
    total: 1,
    cpuMicros,
    p50: 0,
    p99: 0,
    errors: 0,
    non2xx: 0,
  });

  it("is /healthz's CPU an answer over the row's", () => {
    expect(cpuShare(figures(64), figures(2_111))).toBe('0.030');
    expect(cpuShare(figures(100), figures(100))).toBe('1.000');
  });

  it('is a dash when either was not measured', () => {
    expect(cpuShare(figures(), figures(100))).toBe('—');
    expect(cpuShare(figures(100), figures())).toBe('—');
  });
});
