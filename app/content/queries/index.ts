/**
 * Every GROQ query of the site, with the shape of its result, in this one folder. The same queries
 * run against hosted Sanity and against the bundled dataset (see ../source.server.ts);
 * docs/content-model.md describes the documents.
 */
export * from './courses';
export * from './fragments';
export * from './media';
export * from './site';
export * from './template-types';
export * from './templates';
