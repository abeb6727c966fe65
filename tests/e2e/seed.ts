import { readFileSync } from 'node:fs';

type Doc = { _id: string; _type: string; [field: string]: unknown };

/** A localised value as stored: one entry per language (docs/decisions/0023). */
type LocalisedEntry = { _key: string; _type: string; value?: unknown };
const isLocalised = (value: unknown): value is LocalisedEntry[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((entry) =>
    String((entry as LocalisedEntry | null)?._type ?? '').startsWith('internationalizedArray'),
  );

/** A value with each localised field replaced by its text in `lang`. */
export function inLanguage<T>(value: T, lang: 'en' | 'es'): T {
  if (isLocalised(value)) return value.find((entry) => entry._key === lang)?.value as T;
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, lang)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, inLanguage(child, lang)]),
    ) as T;
  return value;
}

/** The bundled dataset the server under test reads, as stored. */
const stored: Doc[] = readFileSync('studio/seed/data.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

/** The same documents read in English, which the specs compare the (English) pages against. */
const documents: Doc[] = stored.map((doc) => inLanguage(doc, 'en'));
/** The same documents read in Spanish (spanish.spec.ts). */
const spanishDocuments: Doc[] = stored.map((doc) => inLanguage(doc, 'es'));

/** A document in Spanish. */
export function seedDocumentEs<T = Doc>(id: string): T {
  const doc = spanishDocuments.find((d) => d._id === id);
  if (!doc) throw new Error(`No document ${id} in the seed dataset`);
  return doc as T;
}

export function seedDocument<T = Doc>(id: string): T {
  const doc = documents.find((d) => d._id === id);
  if (!doc) throw new Error(`No document ${id} in the seed dataset`);
  return doc as T;
}

export interface SeedPage {
  seo: { title: string; description: string };
  sections: Array<{
    key: string;
    heading: string;
    body?: string;
    ctas?: Array<{ label: string; href: string }>;
  }>;
}

export function seedPage(key: string): SeedPage {
  return seedDocument<SeedPage>(`page.${key}`);
}

export function seedSection(key: string, section: string) {
  const found = seedPage(key).sections.find((s) => s.key === section);
  if (!found) throw new Error(`page.${key} has no section ${section}`);
  return found;
}

/** `orderRank` is a LexoRank string: compared by code units, as GROQ's order() does. */
const compareRanks = (a: unknown, b: unknown) => {
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  return x < y ? -1 : x > y ? 1 : 0;
};
/** All published documents of a type, in the order staff set. */
export function seedDocuments<T = Doc>(type: string): T[] {
  return documents
    .filter((doc) => doc._type === type && !doc._id.startsWith('drafts.'))
    .sort((a, b) => compareRanks(a.orderRank, b.orderRank)) as T[];
}
