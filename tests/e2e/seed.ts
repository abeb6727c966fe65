import { readFileSync } from 'node:fs';

type Doc = { _id: string; _type: string; [field: string]: unknown };

/** The bundled dataset the server under test reads, so tests compare against its content. */
const documents: Doc[] = readFileSync('studio/seed/data.ndjson', 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

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

/** All published documents of a type, in the order staff set. */
export function seedDocuments<T = Doc>(type: string): T[] {
  return documents
    .filter((doc) => doc._type === type && !doc._id.startsWith('drafts.'))
    .sort((a, b) => Number(a.orderRank ?? 0) - Number(b.orderRank ?? 0)) as T[];
}
