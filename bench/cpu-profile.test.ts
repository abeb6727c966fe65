import { describe, expect, it } from 'vitest';

import { type CpuProfile, groupOf, summarize } from './cpu-profile';

describe('where a frame comes from', () => {
  it.each([
    ['file:///app/node_modules/react-dom/cjs/server.js', 'r', 'react-dom'],
    ['file:///app/node_modules/@remix-run/router/dist/router.cjs.js', 'x', '@remix-run/router'],
    ['file:///app/node_modules/a/node_modules/@conform-to/react/x.mjs', 'x', '@conform-to/react'],
    ['node:internal/deps/undici/undici', 'Request', 'node: fetch (undici)'],
    ['node:internal/streams/writable', 'write', 'node: streams'],
    ['node:_http_outgoing', 'end', 'node: http'],
    ['node:zlib', 'processChunk', 'node: zlib'],
    ['file:///app/build/server-node/index.js', 'send', 'server (Express, server/)'],
    ['file:///app/build/server/assets/server-build-1.js', 'loader', 'app (build/server)'],
    ['', '(garbage collector)', 'garbage collection'],
    ['', '(program)', 'V8 (program)'],
    ['', 'writev', 'native'],
  ])('%s %s: %s', (url, functionName, group) => {
    expect(groupOf(url, functionName)).toBe(group);
  });
});

describe('a profile summed up', () => {
  const frame = (id: number, functionName: string, url = '') => ({
    id,
    callFrame: { functionName, url, lineNumber: 9 },
  });
  const profile: CpuProfile = {
    nodes: [
      frame(1, '(root)'),
      frame(2, '(idle)'),
      frame(3, 'r', 'file:///p/node_modules/react-dom/server.js'),
      frame(4, 'loader', 'file:///p/build/server/index.js'),
      frame(5, '(garbage collector)'),
    ],
    startTime: 1_000,
    // At 1,100, 1,200, … 2,000 µs; each sample stands for the time to the next.
    samples: [4, 3, 3, 3, 2, 5, 4, 3, 2, 4],
    timeDeltas: [100, 100, 100, 100, 100, 100, 100, 100, 100, 100],
  };

  it('counts only the window, leaves idle time out and shares the rest', () => {
    // 1,200 … 1,800: react-dom 3 samples of 100 µs, idle 1, GC 1, app 1, react-dom 1.
    const summary = summarize(profile, 1_200, 1_800);
    expect(summary.busy).toBeCloseTo(6 / 7);
    expect(summary.busyMs).toBeCloseTo(0.6);
    expect(summary.groups).toEqual([
      { name: 'react-dom', share: 4 / 6 },
      { name: 'garbage collection', share: 1 / 6 },
      { name: 'app (build/server)', share: 1 / 6 },
    ]);
    expect(summary.functions[0]).toEqual({
      name: 'r react-dom/server.js:10',
      share: 4 / 6,
    });
  });

  it('gives the last sample no time: none is known after it', () => {
    expect(summarize(profile, 1_950, 2_100).busyMs).toBe(0);
  });
});
