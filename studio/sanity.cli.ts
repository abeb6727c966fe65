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
});
