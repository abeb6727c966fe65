/**
 * The layer map (README.md, Layout: Layer map; docs/decisions/0100): each folder of app/ imports
 * only folders of lower layers, and no file imports itself round a circle. Tests and type-only
 * imports count. Run by `npm run lint`; violations already known when this was written are in
 * .dependency-cruiser-known-violations.json, which may only shrink.
 */

/**
 * Lowest first. A folder imports only folders of lower layers (so folders never import each other
 * round a circle); folders of one layer import none of each other.
 */
const LAYERS = [
  ['lib'],
  ['db'],
  ['i18n'],
  ['content', 'forms', 'geo', 'rate-limit'],
  ['analytics', 'catalog', 'courses', 'templates'],
  ['email'],
  ['auth', 'enquiries'],
  ['prices', 'stripe'],
  ['credits'],
  ['orders'],
  ['sessions'],
  ['receipts'],
  ['refunds'],
  ['plans'],
  ['fulfilment'],
  ['cancellations', 'checkout'],
  ['attendance'],
  ['certificates'],
  ['transcripts'],
  ['accounts'],
  ['components'],
  // The top: routes, and app/'s own files (root.tsx, entry.*, the wiring of registrations).
  ['routes'],
];

const folders = (layers) => layers.flat().join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other, directly or round a circle.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-app-to-server',
      severity: 'error',
      comment: 'server/ runs the app; the app never imports it.',
      from: { path: '^app/' },
      to: { path: '^server/' },
    },
    ...LAYERS.slice(0, -1).map((layer, index) => ({
      name: `layer-${layer.join('-')}`,
      severity: 'error',
      comment: `${layer.join(', ')} import only ${folders(LAYERS.slice(0, index)) || 'no other folder'}.`,
      // A test may set its scene with a higher layer (a webhook test places a real payment).
      from: { path: `^app/(${layer.join('|')})/`, pathNot: '\\.test\\.tsx?$' },
      to: {
        // A folder of this layer or above but its own, or one of app/'s own files (the top).
        path: `^app/((${folders(LAYERS.slice(index))})/|[^/]+$)`,
        pathNot: '^app/$1/',
      },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // tests/support serves the tests beside each module (eslint keeps the app itself from it).
    exclude: { path: '^(node_modules|build|tests)/' },
    // Type-only imports shape the house too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
