import type { Language } from './config';
import type { Texts } from './translate';

/**
 * The browser's interface texts, in parts (decision 0075). Every page loads its language's
 * public texts (public.*.ts). The namespaces only some pages show are bundles of their own,
 * loaded for those pages: before hydrating one (entry.client.tsx, by its routes'
 * `handle.texts`), or when a navigation renders one (`textsFor` throws the load, and React keeps
 * the previous page until the texts are here). The server renders with every text (en.ts).
 */
// One function per language, never `language === 'es' ? import(a) : import(b)`: the minifier
// merges two such calls into one, and the build then preloads the other language's chunk with it
// (what signed-in.en imports, the log's notes, made it preload signed-in.en on Spanish pages).
const SIGNED_IN = { en: () => import('./signed-in.en'), es: () => import('./signed-in.es') };
const REGISTRATION = {
  en: () => import('./registration.en'),
  es: () => import('./registration.es'),
};

const TEXT_BUNDLES = {
  /** /account and /staff. */
  signedIn: {
    namespaces: ['account', 'staff', 'transcripts', 'credits'],
    load: (language: Language) => SIGNED_IN[language](),
  },
  /** /courses, /register, the waiting list, the session choice, /account. */
  registration: {
    namespaces: ['courses', 'register', 'waitingList', 'sessionChoice'],
    load: (language: Language) => REGISTRATION[language](),
  },
  /** /verify/$id. */
  certificates: {
    namespaces: ['certificates'],
    load: async (language: Language) => ({
      default: {
        certificates: (language === 'es'
          ? await import('./certificates.es')
          : await import('./certificates.en')
        ).default,
      },
    }),
  },
} satisfies Record<
  string,
  {
    namespaces: Array<keyof Texts>;
    load(language: Language): Promise<{ default: Partial<Texts> }>;
  }
>;

export type TextBundle = keyof typeof TEXT_BUNDLES;

/** Each bundled namespace's bundle. */
export const BUNDLE_OF = new Map<string, TextBundle>(
  Object.entries(TEXT_BUNDLES).flatMap(([bundle, { namespaces }]) =>
    namespaces.map((namespace) => [namespace, bundle as TextBundle]),
  ),
);

const loaded = new Map<string, Partial<Texts>>();
const loads = new Map<string, Promise<void>>();
// Bundles that could not be fetched: their keys show until the next load (a reload, another
// language), rather than the page rendering again and again while offline.
const failed = new Set<string>();
/** Bundles asked for on this page or before: a language switched to brings them too. */
const wanted = new Set<TextBundle>();
/** Bumped when a bundle arrives: the texts merged with the loaded bundles are merged again. */
let version = 0;

/** A bundle's texts in `language`, once. */
export function loadTextBundle(bundle: TextBundle, language: Language): Promise<void> {
  const key = `${bundle}:${language}`;
  wanted.add(bundle);
  let load = loads.get(key);
  if (!load) {
    failed.delete(key);
    load = TEXT_BUNDLES[bundle].load(language).then((module) => {
      loaded.set(key, module.default);
      version++;
    });
    load.catch((error: unknown) => {
      console.error(`Loading the ${language} ${bundle} texts failed:`, error);
      loads.delete(key);
      failed.add(key);
    });
    loads.set(key, load);
  }
  return load;
}

/** The public texts of `language`, and the bundles this page has asked for in it. */
export async function loadTexts(language: Language): Promise<Texts> {
  const [texts] = await Promise.all([
    (language === 'es' ? import('./public.es') : import('./public.en')).then(
      (module) => module.default,
    ),
    ...[...wanted].map((bundle) => loadTextBundle(bundle, language)),
  ]);
  // The bundles' namespaces are added by textsFor.
  return texts as Texts;
}

/**
 * `texts` with the namespace of `key` in it: as they are when they hold it (the server's hold
 * every namespace), else with the loaded bundles; throws the bundle's load while it is on its
 * way (React waits for it). A bundle that failed to load leaves `texts` as they are.
 */
export function textsFor(texts: Texts, language: Language, key: string): Texts {
  const namespace = key.slice(0, key.indexOf('.'));
  const bundle = BUNDLE_OF.get(namespace);
  if (!bundle || namespace in texts) return texts;
  const bundleKey = `${bundle}:${language}`;
  if (!loaded.has(bundleKey)) {
    if (failed.has(bundleKey)) return texts;
    throw loadTextBundle(bundle, language);
  }
  let merged = withBundles.get(texts);
  if (merged?.version !== version) {
    const parts = [...loaded].filter(([loadedKey]) => loadedKey.endsWith(`:${language}`));
    merged = { version, texts: Object.assign({}, texts, ...parts.map(([, part]) => part)) };
    withBundles.set(texts, merged);
  }
  return merged.texts;
}
const withBundles = new WeakMap<Texts, { version: number; texts: Texts }>();
