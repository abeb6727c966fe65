/**
 * A V8 CPU profile (`node --cpu-prof`) summed up as docs/performance.md reports them: the self
 * time of a time window (the load, without start-up and shut-down), grouped by where the code
 * comes from, and the functions with the most self time.
 */

export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }>;
  /** µs, on the clock of process.hrtime (CLOCK_MONOTONIC on Linux). */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  name: string;
  /** Of the busy time in the window (idle samples left out). */
  share: number;
}

export interface Summary {
  /** Busy share of the window: 1 when the process never waited. */
  busy: number;
  /** Busy milliseconds in the window. */
  busyMs: number;
  groups: Share[];
  functions: Share[];
}

/** Where a frame's code comes from: an npm package, a part of Node, the app's build, V8. */
export function groupOf(url: string, functionName: string): string {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 (program)';
  // The innermost package, where one is installed inside another.
  const packageMatch = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (packageMatch) return packageMatch[1]!;
  if (url.startsWith('node:')) {
    if (url.includes('internal/deps/undici')) return 'node: fetch (undici)';
    const part = url
      .slice('node:'.length)
      .replace(/^internal\//, '')
      .split('/')[0]!;
    return `node: ${part.replace(/^_/, '').replace(/_.*$/, '').replace(/\.js$/, '')}`;
  }
  if (url.includes('/build/server-node/')) return 'server (Express, server/)';
  if (url.includes('/build/server/')) return 'app (build/server)';
  if (url === '') return 'native';
  return 'other';
}

function location(url: string, lineNumber: number): string {
  const packageMatch = /.*\/node_modules\/(.+)$/.exec(url);
  const file = packageMatch ? packageMatch[1]! : url.replace(/^.*\/build\//, 'build/');
  return file ? `${file}:${lineNumber + 1}` : '';
}

/** The samples taken between `from` and `to` (µs, the profile's clock). */
export function summarize(profile: CpuProfile, from: number, to: number, top = 15): Summary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const groups = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let all = 0;
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i]!;
    if (time < from || time > to) continue;
    // A sample stands for the time until the next one.
    const weight = profile.timeDeltas[i + 1] ?? 0;
    const { functionName, url, lineNumber } = nodes.get(profile.samples[i]!)!.callFrame;
    all += weight;
    if (functionName === '(idle)') continue;
    busy += weight;
    const group = groupOf(url, functionName);
    groups.set(group, (groups.get(group) ?? 0) + weight);
    const name = `${functionName || '(anonymous)'} ${location(url, lineNumber)}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + weight);
  }
  const ranked = (totals: Map<string, number>) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .map(([name, weight]) => ({ name, share: busy ? weight / busy : 0 }));
  return {
    busy: all ? busy / all : 0,
    busyMs: busy / 1000,
    groups: ranked(groups),
    functions: ranked(functions).slice(0, top),
  };
}
