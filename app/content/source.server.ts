import {
  type ClientConfig,
  createClient,
  type SanityClient,
  type SanityQueries,
} from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { LRUCache } from 'lru-cache';

import { fallbackLanguage, type Language } from '~/i18n/config';
import { deepFreeze } from '~/lib/deep-freeze';
import { env } from '~/lib/env.server';

import { onContentChange } from './content-changes.server';
import { loadLocalDataset, type LocalDataset } from './local-dataset.server';
import { stegaFilter } from './stega';

export interface ContentOptions {
  /** Show drafts (preview mode). */
  preview?: boolean;
  /**
   * The language of localised texts, passed to every query as `$lang`; a text without a value in
   * it comes in English (see queries/fragments.ts `localised`). English when not given.
   */
  lang?: Language;
}

export type QueryParams = Record<string, string | number | boolean | string[]>;

/**
 * The result type of a query of ./queries/: ../sanity.types.ts (`npm run typegen`) registers each
 * query string with the type TypeGen derived from the Studio schema. `unknown` for other strings.
 */
export type QueryResult<Query extends string> = Query extends keyof SanityQueries
  ? SanityQueries[Query]
  : unknown;

/**
 * Runs a GROQ query against the content: hosted Sanity when SANITY_PROJECT_ID is set, else the
 * bundled dataset evaluated by groq-js. Both see the same documents through the same queries.
 */
export async function fetchContent<const Query extends string>(
  query: Query,
  params: QueryParams = {},
  options: ContentOptions = {},
): Promise<QueryResult<Query>> {
  const { SANITY_PROJECT_ID } = env();
  // Every query gets the language, here and only here; queries that show no text ignore it.
  const withLanguage = { ...params, lang: options.lang ?? fallbackLanguage };
  return SANITY_PROJECT_ID
    ? fetchHosted<QueryResult<Query>>(query, withLanguage, options)
    : fetchLocal<QueryResult<Query>>(query, withLanguage, options);
}

// ---- bundled dataset -------------------------------------------------------------------------

let localDataset: Promise<LocalDataset> | undefined;
// The bundled dataset does not change while the process runs: a query's answer for the same
// parameters is worked out once (decision 0030), frozen so that no caller can change it for the
// next. Bounded like the hosted cache: URLs choose some parameters.
let localResults: LRUCache<string, Promise<unknown>> | undefined;

async function fetchLocal<Result>(query: string, params: QueryParams, options: ContentOptions) {
  localResults ??= new LRUCache({ max: env().CONTENT_CACHE_ENTRIES });
  const key = `${options.preview ? 'drafts' : 'published'}\n${query}\n${JSON.stringify(params)}`;
  const known = localResults.get(key);
  if (known) return known as Promise<Result>;
  const result = evaluateLocal(query, params, options).then(deepFreeze);
  localResults.set(key, result);
  forgetIfFailed(localResults, key, result);
  return result as Promise<Result>;
}

/** A failed answer is asked for again next time (unless another has taken its key meanwhile). */
function forgetIfFailed(
  cache: LRUCache<string, Promise<unknown>>,
  key: string,
  value: Promise<unknown>,
) {
  value.catch(() => {
    if (cache.peek(key) === value) cache.delete(key);
  });
}

async function evaluateLocal(query: string, params: QueryParams, options: ContentOptions) {
  localDataset ??= loadLocalDataset(env().CONTENT_DATASET_PATH).catch((error) => {
    localDataset = undefined; // let the next request try again
    throw error;
  });
  const dataset = await localDataset;
  // Parsed with its parameters: groq-js takes a slice's bounds (`[$start...$end]`) only as
  // constants. Parsed once per query and parameters, as the result is worked out once.
  const tree = parse(query, { params });
  const value = await evaluate(tree, {
    dataset: options.preview ? dataset.withDrafts : dataset.published,
    params,
  });
  return value.get();
}

// ---- hosted Sanity ---------------------------------------------------------------------------

let publishedClient: SanityClient | undefined;
let draftsClient: SanityClient | undefined;
// Keyed by query and parameters, which URLs choose (a slug) and which include the language
// (`lang`), so English and Spanish answers are kept apart: bounded so that requests for ever-new
// slugs cannot grow it without end (CONTENT_CACHE_ENTRIES).
let cache: LRUCache<string, Promise<unknown>> | undefined;
// Published content changed: the next request asks Sanity again.
onContentChange(() => cache?.clear());

function hostedClient(preview: boolean): SanityClient {
  if (!preview) {
    publishedClient ??= createClient({ ...hostedConfig(), useCdn: true, perspective: 'published' });
    return publishedClient;
  }
  return previewClient();
}

function hostedConfig(): ClientConfig {
  const { SANITY_PROJECT_ID, SANITY_DATASET, SANITY_API_VERSION, SANITY_API_HOST } = env();
  return {
    projectId: SANITY_PROJECT_ID,
    dataset: SANITY_DATASET,
    apiVersion: SANITY_API_VERSION,
    // The loopback stand-in (mocks/sanity-api) has no project subdomains.
    ...(SANITY_API_HOST ? { apiHost: SANITY_API_HOST, useProjectHostname: false } : {}),
  };
}

/**
 * The client of preview mode: drafts, with the read token, never the CDN. With a Studio
 * (SANITY_STUDIO_URL), its texts carry stega so that the Presentation tool's overlays can open
 * each one for editing (./stega.ts says which strings). @sanity/preview-url-secret checks the
 * Presentation tool's secret with it too (it needs the token).
 */
export function previewClient(): SanityClient {
  const { SANITY_API_READ_TOKEN, SANITY_STUDIO_URL } = env();
  if (!SANITY_API_READ_TOKEN) {
    throw new Error('Preview of hosted content needs SANITY_API_READ_TOKEN');
  }
  draftsClient ??= createClient({
    ...hostedConfig(),
    useCdn: false,
    perspective: 'drafts',
    token: SANITY_API_READ_TOKEN,
    ...(SANITY_STUDIO_URL
      ? { stega: { enabled: true, studioUrl: SANITY_STUDIO_URL, filter: stegaFilter } }
      : {}),
  });
  return draftsClient;
}

async function fetchHosted<Result>(query: string, params: QueryParams, options: ContentOptions) {
  const client = hostedClient(Boolean(options.preview));
  // Drafts change as staff type: never cache them.
  if (options.preview) return client.fetch<Result>(query, params);

  const { CONTENT_CACHE_SECONDS, CONTENT_CACHE_ENTRIES } = env();
  // 0 seconds: not kept (lru-cache would read a ttl of 0 as "for ever").
  if (!CONTENT_CACHE_SECONDS) return client.fetch<Result>(query, params);
  // On Date's clock, read at every look-up, as the page cache's (server/page-cache.ts).
  cache ??= new LRUCache({
    max: CONTENT_CACHE_ENTRIES,
    ttl: CONTENT_CACHE_SECONDS * 1000,
    perf: Date,
    ttlResolution: 0,
  });
  const key = `${query}\n${JSON.stringify(params)}`;
  const hit = cache.get(key);
  if (hit) return hit as Promise<Result>;
  const value = client.fetch<Result>(query, params);
  cache.set(key, value);
  forgetIfFailed(cache, key, value);
  return value;
}
