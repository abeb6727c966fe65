/**
 * `npm run bench:lantern -- DIR [FCP|LCP]`: why a Lighthouse score is what it is. Lighthouse's
 * simulated first and largest paints (Lantern) are each the mean of an optimistic and a
 * pessimistic graph of the page's requests and main-thread tasks; this prints both, each node
 * with its simulated start, end and length. DIR is a run's artifacts, kept by bench:lighthouse
 * with LIGHTHOUSE_ARTIFACTS (or by `lighthouse -GA=DIR`). Uses the Lighthouse install that
 * bench/lighthouse.ts uses (LIGHTHOUSE_CLI); reads its internals, so it is pinned to 12.2.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CLI = process.env.LIGHTHOUSE_CLI ?? '/tmp/lh/node_modules/lighthouse/cli/index.js';
const core = path.join(path.dirname(CLI), '../core');

interface Node {
  type: 'network' | 'cpu';
  request?: { url: string };
  childEvents?: unknown[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<Node, { startTime: number; endTime: number }>;
}
interface Metric {
  request(
    data: object,
    context: object,
  ): Promise<{ timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate }>;
}

const [dir, only] = process.argv.slice(2);
if (!dir) throw new Error('npm run bench:lantern -- DIR [FCP|LCP]: DIR holds a run’s artifacts');

const load = async <T>(file: string, name: string) =>
  ((await import(path.join(core, file))) as Record<string, T>)[name]!;
/** The parts of Lighthouse's saved artifacts that Lantern reads. */
interface Artifacts {
  devtoolsLogs: { defaultPass: unknown };
  traces: { defaultPass: unknown };
  GatherContext: unknown;
  URL: unknown;
  SourceMaps: unknown;
}
const loadArtifacts = await load<(dir: string) => Promise<Artifacts>>(
  'lib/asset-saver.js',
  'loadArtifacts',
);
const simulatorFor = await load<{ request(data: object, context: object): Promise<unknown> }>(
  'computed/load-simulator.js',
  'LoadSimulator',
);
const metrics: [string, Metric][] = [
  [
    'FCP',
    await load<Metric>(
      'computed/metrics/lantern-first-contentful-paint.js',
      'LanternFirstContentfulPaint',
    ),
  ],
  [
    'LCP',
    await load<Metric>(
      'computed/metrics/lantern-largest-contentful-paint.js',
      'LanternLargestContentfulPaint',
    ),
  ],
];

const artifacts = await loadArtifacts(dir);
const settings = (
  JSON.parse(readFileSync(path.join(dir, 'lhr.report.json'), 'utf8')) as { configSettings: object }
).configSettings;
const context = { computedCache: new Map(), settings };
const devtoolsLog = artifacts.devtoolsLogs.defaultPass;
const data = {
  trace: artifacts.traces.defaultPass,
  devtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings,
  simulator: await simulatorFor.request({ devtoolsLog, settings }, context),
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps,
};

const label = (node: Node) =>
  node.type === 'network'
    ? node.request!.url.replace(/^https?:\/\/[^/]+/, '')
    : `main-thread task (${node.childEvents?.length ?? 0} events)`;

for (const [name, metric] of metrics) {
  if (only && only !== name) continue;
  const result = await metric.request(data, context);
  console.log(`${name} ${Math.round(result.timing)} ms`);
  for (const [kind, estimate] of [
    ['optimistic', result.optimisticEstimate],
    ['pessimistic', result.pessimisticEstimate],
  ] as const) {
    console.log(`  ${kind}: ${Math.round(estimate.timeInMs)} ms`);
    const rows = [...estimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime);
    for (const [node, { startTime, endTime }] of rows) {
      const cells = [startTime, endTime, endTime - startTime].map((ms) =>
        String(Math.round(ms)).padStart(6),
      );
      console.log(`  ${cells.join('')}  ${label(node)}`);
    }
  }
}
