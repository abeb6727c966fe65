import { visionTool } from '@sanity/vision';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';

import { languageFilterPlugin, localisationPlugin } from './localisation';
import { locations, mainDocuments, previewEnablePath, previewOrigin } from './presentation';
import { isSingletonType, schemaTypes } from './schemaTypes';
import { structure } from './structure';

/**
 * Used when SANITY_STUDIO_PROJECT_ID is not set, so `sanity build` works offline and without an
 * account. A Studio built with it loads but cannot reach any dataset.
 */
export const PLACEHOLDER_PROJECT_ID = 'placeholder';

export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

/** The only actions a singleton offers: no duplicate, no delete, no unpublish. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Beverly Hills Implant Academy',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    // The site beside the document, drafts and all, with click-to-edit overlays on hosted content
    // (SANITY_STUDIO_PREVIEW_URL; decision 0029). Each document's "Used on" links open it here.
    presentationTool({
      previewUrl: { origin: previewOrigin, previewMode: { enable: previewEnablePath } },
      resolve: { locations, mainDocuments },
    }),
    // English and Spanish side by side in every visitor-facing text (decision 0023).
    localisationPlugin,
    languageFilterPlugin,
    visionTool({ defaultApiVersion: '2025-02-19' }),
  ],
  schema: {
    types: schemaTypes,
    // Singletons are opened from the desk; they never appear under "Create new".
    templates: (templates) => templates.filter(({ schemaType }) => !isSingletonType(schemaType)),
  },
  document: {
    actions: (actions, context) =>
      isSingletonType(context.schemaType)
        ? actions.filter(({ action }) => action !== undefined && SINGLETON_ACTIONS.has(action))
        : actions,
    newDocumentOptions: (options) =>
      options.filter(({ templateId }) => !isSingletonType(templateId)),
  },
});
