import { describe, expect, it } from 'vitest';

import { cpuMsOfStat, threadCpuMs } from './process-cpu';

describe('CPU time from /proc', () => {
  // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
  it.each([
    ['1234 (node) S 1 1234 1234 0 -1 4194560 9000 0 12 0 250 70 0 0 20 0 11 0', 100, 3_200],
    ['1234 (node) R 1 1234 1234 0 -1 4194560 9000 0 12 0 250 70 0 0 20 0 11 0', 250, 1_280],
    ['77 (V8 Worker (2)) S 1 77 77 0 -1 64 5 0 0 0 3 4 0 0 20 0 1 0', 100, 70],
    ['78 (a b) c) S 1 78 78 0 -1 64 5 0 0 0 9 1 0 0 20 0 1 0', 100, 100],
  ])('%s at %i ticks a second: %i ms', (stat, ticks, ms) => {
    expect(cpuMsOfStat(stat, ticks)).toBe(ms);
  });

  it('refuses a line that is not a stat line', () => {
    expect(() => cpuMsOfStat('nothing here')).toThrow('not a /proc stat line');
  });

  it.runIf(process.platform === 'linux')(
    'reads this process: the main thread grows as it works',
    () => {
      const before = threadCpuMs(process.pid)!;
      const end = process.cpuUsage().user + 60_000;
      while (process.cpuUsage().user < end) Math.sqrt(Math.random());
      const after = threadCpuMs(process.pid)!;
      expect(after.main - before.main).toBeGreaterThanOrEqual(40);
      expect(after.others).toBeGreaterThanOrEqual(0);
    },
  );
});
