/**
 * A server's CPU time so far, read from /proc (Linux; undefined elsewhere): the whole process,
 * or its main thread apart from the others (V8's compiler and garbage collector helpers, libuv's
 * pool), which work beside the main thread on the same cores.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** User and system time in ms from a /proc stat line, `ticks` clock ticks a second. */
export function cpuMsOfStat(stat: string, ticks = ticksPerSecond): number {
  // After the command's name in parentheses (which may hold spaces and parentheses itself):
  // state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
  if (!Number.isFinite(ms)) throw new Error(`not a /proc stat line: ${stat.slice(0, 80)}`);
  return ms;
}

function statMs(path: string): number {
  return cpuMsOfStat(readFileSync(path, 'utf8'));
}

export function processCpuMs(pid: number | undefined): number | undefined {
  try {
    return statMs(`/proc/${pid}/stat`);
  } catch {
    return undefined;
  }
}

export function threadCpuMs(pid: number | undefined): { main: number; others: number } | undefined {
  try {
    let others = 0;
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      if (Number(thread) !== pid) others += statMs(`/proc/${pid}/task/${thread}/stat`);
    }
    return { main: statMs(`/proc/${pid}/task/${pid}/stat`), others };
  } catch {
    return undefined;
  }
}
