import { defineCliConfig } from 'sanity/cli';

/** Kept in sync with sanity.config.ts: the same variables and the same offline placeholder. */
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'placeholder';
const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: {
    // The Studio ships with the pinned sanity version from package.json.
    autoUpdates: false,
  },
  // Run through `npm run typegen` (scripts/typegen.ts), which first extracts the schema to the
  // path below; `npm run typegen:check` sets TYPEGEN_OUTPUT_PATH to compare instead of overwrite.
  typegen: {
    path: '../app/content/queries/*.ts',
    schema: '../.data/typegen/schema.json',
    generates: process.env.TYPEGEN_OUTPUT_PATH || '../app/content/sanity.types.ts',
    // The query-map augmentation that lets contentFor(request).query() infer result types.
    overloadClientMethods: true,
  },
});
