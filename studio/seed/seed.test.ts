/**
 * Proves, offline, that the seed dataset (studio/seed/data.ndjson) fits the Studio's schema and
 * holds the facts of docs/product.md.
 *
 * Three layers:
 * 1. Sanity's own validation: `validateDocument` from `sanity`, run in Node against the real
 *    schema types (compiled with `createSchema`), in the CLI environment, which also reports
 *    unknown fields. References are checked against the seed's ids, and the slug uniqueness
 *    check runs its GROQ query over the seed with groq-js. Every marker (even a warning) fails.
 * 2. A structural walk of the compiled schema for what Sanity's validator does not check: every
 *    value's JSON kind, array members' `_type` and unique `_key`, references pointing at a
 *    document of an allowed type, images pointing at an existing SVG, list options, dates,
 *    Portable Text marks.
 * 3. The docs/product.md facts the site and its tests depend on: ids, keys, counts, prices, dates, links and
 *    that the texts are there. Not their wording: editors change it (and the seed may be exported
 *    from their Studio), and the pages' tests read it from the seed.
 *
 * The "detects broken documents" block breaks copies of seed documents on purpose and expects
 * both validators to complain, so this file cannot pass vacuously.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { evaluate, parse } from 'groq-js';
import { LexoRank } from 'lexorank';
import { createSchema, type SanityDocument, validateDocument, type Workspace } from 'sanity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { localisedSchemaTypes } from '../localisation';
import { ORDERABLE_TYPES, schemaTypes, SINGLETON_TYPES } from '../schemaTypes';
import { COURSE_IDS } from '../schemaTypes/courseIds';
import { PAGE_KEYS } from '../schemaTypes/page';
import { PROGRAM_IDS } from '../schemaTypes/program';
import { TEMPLATE_COURSE_CATEGORIES } from '../schemaTypes/templateCourse';
import { TEMPLATE_DOCUMENT_TYPES } from '../schemaTypes/templateTypes';

const SEED_DIR = dirname(fileURLToPath(import.meta.url));
const IMAGES_DIR = join(SEED_DIR, 'images');

type SeedDoc = { _id: string; _type: string; [field: string]: unknown };
type Json = Record<string, unknown>;

const docs: SeedDoc[] = readFileSync(join(SEED_DIR, 'data.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as SeedDoc);
const published = docs.filter((doc) => !doc._id.startsWith('drafts.'));
const byId = new Map(docs.map((doc) => [doc._id, doc]));

/** A localised value as stored: one entry per language (docs/decisions/0023). */
type LocalisedEntry = { _key: string; _type: string; value?: unknown };
const isLocalised = (value: unknown): value is LocalisedEntry[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (entry) =>
      entry !== null &&
      typeof entry === 'object' &&
      typeof (entry as Json)._type === 'string' &&
      ((entry as Json)._type as string).startsWith('internationalizedArray'),
  );

/** A document (or any value) with each localised field replaced by its value in `lang`. */
function inLanguage<T>(value: T, lang: string): T {
  if (isLocalised(value)) return value.find((entry) => entry._key === lang)?.value as T;
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, lang)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, inLanguage(child, lang)]),
    ) as T;
  return value;
}

/** The seed document as stored (for the validators). */
const raw = (id: string): SeedDoc => {
  const doc = byId.get(id);
  if (!doc) throw new Error(`No seed document ${id}`);
  return doc;
};
/** `orderRank` is a LexoRank string: compared by code units, as GROQ's order() does. */
const compareRanks = (a: unknown, b: unknown) => {
  const [x, y] = [String(a ?? ''), String(b ?? '')];
  return x < y ? -1 : x > y ? 1 : 0;
};
/** The docs/product.md facts are English: documents read through their English values. */
const ofType = (type: string) =>
  published
    .filter((doc) => doc._type === type)
    .sort((a, b) => compareRanks(a.orderRank, b.orderRank))
    .map((doc) => inLanguage(doc, 'en'));
const get = (id: string): Json => inLanguage(raw(id), 'en');

// ------------------------------------------------------------------ schema

const schema = createSchema({
  name: 'default',
  types: [...schemaTypes, ...localisedSchemaTypes],
});

/** The parts of a compiled Sanity schema type this file reads. */
type CompiledType = {
  name: string;
  jsonType: string;
  type?: CompiledType;
  fields?: { name: string; type: CompiledType }[];
  of?: CompiledType[];
  to?: CompiledType[];
  options?: { list?: (string | { value: string })[] };
};

const compiled = (name: string): CompiledType => {
  const type = schema.get(name) as unknown as CompiledType | undefined;
  if (!type) throw new Error(`Schema has no type ${name}`);
  return type;
};
const chain = (type: CompiledType | undefined): string[] => {
  const names: string[] = [];
  for (let t = type; t; t = t.type) names.push(t.name);
  return names;
};
const is = (type: CompiledType, name: string) => chain(type).includes(name);

// ------------------------------------------------------------------ layer 1: Sanity's validation

/** A stand-in for the Sanity client that answers GROQ from the seed (used by slug uniqueness). */
function seedClient(dataset: SeedDoc[]) {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const result = await evaluate(parse(query, { params }), { dataset, params });
      return result.get();
    },
  };
  return client;
}

type Marker = { level: string; message: string; path: unknown[] };

async function sanityMarkers(doc: SeedDoc, dataset: SeedDoc[] = docs): Promise<string[]> {
  const ids = new Set(dataset.filter((d) => !d._id.startsWith('drafts.')).map((d) => d._id));
  const client = seedClient(dataset);
  const markers = (await validateDocument({
    document: doc as unknown as SanityDocument,
    workspace: { schema, getClient: () => client } as unknown as Workspace,
    getClient: (() => client) as never,
    getDocumentExists: async ({ id }) => ids.has(id),
    environment: 'cli',
  })) as Marker[];
  return markers.map((m) => `${doc._id} ${JSON.stringify(m.path)} [${m.level}] ${m.message}`);
}

// ------------------------------------------------------------------ layer 2: structural walk

const SVG_ASSET = /^image@file:\/\/\.\/images\/([a-z0-9-]+\.svg)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function structuralProblems(doc: SeedDoc, dataset: SeedDoc[] = docs): string[] {
  const problems: string[] = [];
  const targets = new Map(
    dataset.filter((d) => !d._id.startsWith('drafts.')).map((d) => [d._id, d._type]),
  );
  const report = (path: string, message: string): void => {
    problems.push(`${doc._id} ${path}: ${message}`);
  };

  const walkObject = (value: Json, type: CompiledType, path: string, allowed: string[]) => {
    const fields = new Map((type.fields ?? []).map((f) => [f.name, f.type]));
    for (const [key, fieldValue] of Object.entries(value)) {
      if (key.startsWith('_')) {
        if (!allowed.includes(key)) report(`${path}.${key}`, `system key not allowed here`);
        continue;
      }
      const fieldType = fields.get(key);
      if (!fieldType) report(`${path}.${key}`, `field does not exist on ${type.name}`);
      else walk(fieldValue, fieldType, `${path}.${key}`);
    }
  };

  const walk = (value: unknown, type: CompiledType, path: string): void => {
    if (value === undefined || value === null) return;
    switch (type.jsonType) {
      case 'string': {
        if (typeof value !== 'string') return report(path, `expected a string (${type.name})`);
        const list = type.options?.list?.map((item) =>
          typeof item === 'string' ? item : item.value,
        );
        if (list && !list.includes(value))
          report(path, `"${value}" is not one of ${list.join(', ')}`);
        if (is(type, 'date') && (!DATE.test(value) || Number.isNaN(Date.parse(value))))
          report(path, `"${value}" is not a YYYY-MM-DD date`);
        if (is(type, 'url') && !URL.canParse(value)) report(path, `"${value}" is not a URL`);
        return;
      }
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) report(path, 'expected a number');
        return;
      case 'boolean':
        if (typeof value !== 'boolean') report(path, 'expected a boolean');
        return;
      case 'array': {
        if (!Array.isArray(value)) return report(path, 'expected an array');
        const keys = new Set<string>();
        value.forEach((item: unknown, index) => {
          const itemPath = `${path}[${index}]`;
          const members = type.of ?? [];
          if (item === null || typeof item !== 'object' || Array.isArray(item)) {
            const member = members.find((m) => m.jsonType === typeof item);
            if (!member) return report(itemPath, `a ${typeof item} is not allowed in this array`);
            return walk(item, member, itemPath);
          }
          const record = item as Json;
          if (typeof record._key !== 'string' || record._key === '')
            report(itemPath, 'array member without _key');
          else if (keys.has(record._key)) report(itemPath, `duplicate _key "${record._key}"`);
          else keys.add(record._key);
          const member = members.find((m) => m.name === record._type);
          if (!member)
            return report(
              itemPath,
              `_type "${String(record._type)}" is not one of ${members.map((m) => m.name).join(', ')}`,
            );
          walk(record, member, itemPath);
        });
        return;
      }
      case 'object': {
        if (typeof value !== 'object' || Array.isArray(value))
          return report(path, 'expected an object');
        const record = value as Json;
        const named = type.name !== 'object';
        if (named && record._type !== undefined && record._type !== type.name)
          report(path, `_type "${String(record._type)}" should be "${type.name}"`);
        const base = ['_type', '_key'];
        if (is(type, 'reference')) {
          const ref = record._ref;
          if (typeof ref !== 'string') return report(path, 'reference without _ref');
          const targetType = targets.get(ref);
          const allowed = (type.to ?? []).map((t) => t.name);
          if (!targetType) report(path, `reference to missing document ${ref}`);
          else if (!allowed.includes(targetType))
            report(path, `reference to a ${targetType}, expected ${allowed.join(' or ')}`);
          return walkObject(record, type, path, [...base, '_ref', '_weak']);
        }
        if (is(type, 'image')) {
          if (record._type !== 'image') report(path, 'image without _type "image"');
          const match =
            typeof record._sanityAsset === 'string' && SVG_ASSET.exec(record._sanityAsset);
          if (!match)
            report(path, `image _sanityAsset must look like image@file://./images/NAME.svg`);
          else if (!existsSync(join(IMAGES_DIR, match[1]!)))
            report(path, `image file images/${match[1]} does not exist`);
          const alt = isLocalised(record.alt) ? inLanguage(record.alt, 'en') : record.alt;
          if (typeof alt !== 'string' || alt.trim() === '') report(path, 'image without alt');
          return walkObject(record, type, path, [...base, '_sanityAsset']);
        }
        if (
          is(type, 'slug') &&
          (typeof record.current !== 'string' || !/^[a-z0-9-]+$/.test(record.current))
        )
          report(path, 'slug.current must be lower-case letters, digits and dashes');
        if (is(type, 'block')) {
          const markDefKeys = new Set(
            (Array.isArray(record.markDefs) ? (record.markDefs as Json[]) : []).map((m) => m._key),
          );
          const decorators = ['strong', 'em', 'code', 'underline', 'strike-through'];
          for (const child of Array.isArray(record.children) ? (record.children as Json[]) : []) {
            if (typeof child.text !== 'string') report(path, 'span without text');
            for (const mark of Array.isArray(child.marks) ? (child.marks as string[]) : [])
              if (!decorators.includes(mark) && !markDefKeys.has(mark))
                report(path, `mark "${mark}" has no markDef`);
          }
          if (!Array.isArray(record.children) || record.children.length === 0)
            report(path, 'block without children');
        }
        return walkObject(record, type, path, base);
      }
      default:
        report(path, `unexpected schema json type ${type.jsonType}`);
    }
  };

  const type = schema.get(doc._type) as unknown as CompiledType | undefined;
  if (!type || !is(type, 'document')) return [`${doc._id}: "${doc._type}" is not a document type`];
  walkObject(doc, type, '', ['_id', '_type']);
  return problems;
}

// ------------------------------------------------------------------ tests

beforeAll(() => {
  // validateDocument schedules its work with window.setTimeout (a requestIdleCallback shim).
  (globalThis as { window?: unknown }).window ??= { setTimeout, clearTimeout };
});
afterAll(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('schema', () => {
  it('compiles without errors or warnings', () => {
    const problems = (schema._validation ?? []).flatMap((group) =>
      group.problems.map((p) => `${JSON.stringify(group.path)} [${p.severity}] ${p.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('has every type of docs/content-model.md', () => {
    for (const name of [
      ...SINGLETON_TYPES,
      'page',
      'course',
      'program',
      'enquiryOption',
      'faculty',
      'testimonial',
      'socialReel',
      'catalogItem',
      ...TEMPLATE_DOCUMENT_TYPES.map(([name]) => name),
    ]) {
      expect(is(compiled(name), 'document'), name).toBe(true);
    }
  });
});

describe('every seed document fits its schema type', () => {
  // The seed keeps SPEC's savings claims, which its prices contradict: the academy's to word, so
  // the Studio warns on those two programs (studio/schemaTypes/programSavings.ts) and on no other.
  const SAVINGS_WARNED = new Set(['program.fellowship', 'program.mastership']);

  it.each(docs.map((doc) => [doc._id, doc] as const))(
    "%s passes Sanity's validation",
    async (id, doc) => {
      const markers = await sanityMarkers(doc);
      const savings = markers.filter((marker) =>
        /\[warning\] The program says it saves \d+%/.test(marker),
      );
      expect(markers.filter((marker) => !savings.includes(marker))).toEqual([]);
      expect(savings).toHaveLength(SAVINGS_WARNED.has(id) ? 1 : 0);
    },
  );

  it.each(docs.map((doc) => [doc._id, doc] as const))(
    '%s passes the structural walk',
    (_id, doc) => {
      expect(structuralProblems(doc)).toEqual([]);
    },
  );
});

describe('the validators detect broken documents', () => {
  const broken = (id: string, change: (doc: Json) => void): SeedDoc => {
    const doc = structuredClone(raw(id));
    change(doc);
    return doc;
  };
  const both = async (doc: SeedDoc) => [...(await sanityMarkers(doc)), ...structuralProblems(doc)];
  const entry = (value: unknown, lang: string) =>
    (value as LocalisedEntry[]).find((e) => e._key === lang)!;
  const english = (value: unknown) => entry(value, 'en').value;
  const spanish = (value: unknown) => entry(value, 'es').value;
  const setSpanish = (value: unknown, text: string) => void (entry(value, 'es').value = text);

  it.each([
    ['a wrong course id', broken('course.module1', (d) => void (d.courseId = 'module9'))],
    ['a missing required field', broken('course.module2', (d) => void delete d.displayName)],
    ['a negative price', broken('program.fellowship', (d) => void (d.price = -12000))],
    [
      'a price given as a string',
      broken('course.module3', (d) => void (d.registrationPrice = '2950')),
    ],
    [
      'an image without alt',
      broken('faculty.elena-vasquez', (d) => void delete (d.image as Json).alt),
    ],
    ['an unknown field', broken('testimonial.1', (d) => void (d.rating = 5))],
    [
      'four "ours" points in English',
      broken('whyChooseUs', (d) => void (english(d.ours) as string[]).pop()),
    ],
    [
      'four "ours" points in Spanish',
      broken('whyChooseUs', (d) => void (spanish(d.ours) as string[]).pop()),
    ],
    [
      'a localised field without English',
      broken('course.module1', (d) => void (d.title as LocalisedEntry[]).shift()),
    ],
    [
      'an unknown language',
      broken('course.module1', (d) => void ((d.title as LocalisedEntry[])[1]!._key = 'fr')),
    ],
    [
      'a language given twice',
      broken('course.module1', (d) => void ((d.title as LocalisedEntry[])[1]!._key = 'en')),
    ],
    [
      'a too long Spanish course title',
      broken('course.module1', (d) => void setSpanish(d.title, 'x'.repeat(101))),
    ],
    [
      'an unknown page key',
      broken('page.login', (d) => void (d.key = { _type: 'slug', current: 'signin' })),
    ],
    ['a residency without duration', broken('program.residency', (d) => void delete d.duration)],
    ['an award program without price', broken('program.mastership', (d) => void delete d.price)],
    [
      'a too long SEO title',
      broken('page.catalog', (d) => void setSpanish((d.seo as Json).title, 'x'.repeat(61))),
    ],
    [
      'a template skill bar over 100%',
      broken(
        'templateLanding',
        (d) => void (((d.about as Json).skills as Json[])[0]!.percent = 101),
      ),
    ],
    [
      'a template plan price with three decimals',
      broken(
        'templateLanding',
        (d) => void (((d.pricing as Json).plans as Json[])[1]!.price = 89.699),
      ),
    ],
    [
      'a template event without its start',
      broken('templateEvent.1', (d) => void delete d.startsAt),
    ],
    ['a template course without lessons', broken('templateCourse.1', (d) => void delete d.lesson)],
    [
      'a template link that is not a link',
      broken('templateSite', (d) => void ((d.registerCta as Json).href = 'contacts page')),
    ],
  ])("Sanity's validation reports %s", async (_label, doc) => {
    expect(await sanityMarkers(doc)).not.toEqual([]);
  });

  it.each([
    [
      'a reference to a missing document',
      broken('program.fellowship', (d) => void ((d.courses as Json[])[0]!._ref = 'course.module7')),
    ],
    [
      'a reference to the wrong type',
      broken(
        'program.fellowship',
        (d) => void ((d.courses as Json[])[0]!._ref = 'faculty.sarah-kim'),
      ),
    ],
    [
      'an array member without _key',
      broken('course.module2', (d) => void delete (d.upcomingDates as Json[])[0]!._key),
    ],
    [
      'an array member of an unknown type',
      broken('page.home', (d) => void ((d.sections as Json[])[0]!._type = 'heroSection')),
    ],
    [
      'a missing image file',
      broken(
        'siteSettings',
        (d) => void ((d.logo as Json)._sanityAsset = 'image@file://./images/nope.svg'),
      ),
    ],
    [
      'a bad date',
      broken(
        'course.module2',
        (d) => void ((d.upcomingDates as Json[])[0]!.startDate = '12/09/2025'),
      ),
    ],
    [
      'a value outside the options list',
      broken('course.clinical1', (d) => void (d.format = 'hybrid')),
    ],
    [
      'a nested unknown field',
      broken('page.home', (d) => void ((d.sections as Json[])[0]!.subtitle = 'x')),
    ],
    [
      'a special guest who is not an instructor',
      broken(
        'templateEventSingle',
        (d) => void ((d.guests as Json[])[0]!._ref = 'templateCourse.1'),
      ),
    ],
    [
      'a template counter icon outside the list',
      broken('templateLanding', (d) => void ((d.stats as Json[])[0]!.icon = 'rocket')),
    ],
  ])('the structural walk reports %s', async (_label, doc) => {
    expect(structuralProblems(doc)).not.toEqual([]);
    expect(await both(doc)).not.toEqual([]);
  });

  /** A copy of a course whose first date (a docs/product.md#courses-and-prices date, scheduled) is changed. */
  const withFirstDate = (id: string, change: (date: Json) => void) =>
    broken(id, (d) => change((d.upcomingDates as Json[])[0]!));

  it.each([
    [
      'a scheduled date without its last day',
      withFirstDate('course.clinical1', (date) => void delete date.endDate),
      /Give the last day/,
    ],
    [
      'a scheduled date without its first day',
      withFirstDate('course.module3', (date) => void delete date.startDate),
      /Give the first day/,
    ],
    [
      'a last day before the first',
      withFirstDate('course.module2', (date) => void (date.endDate = '2025-09-11')),
      /last day cannot be before the first day/,
    ],
    [
      'more than 50 spots',
      withFirstDate('course.clinical2', (date) => void (date.spots = 51)),
      /spots must be between 0 and 50/,
    ],
    [
      'negative spots',
      withFirstDate('course.module4', (date) => void (date.spots = -1)),
      /spots must be between 0 and 50/,
    ],
    [
      'a fraction of a spot',
      withFirstDate('course.module4', (date) => void (date.spots = 2.5)),
      /spots must be a whole number/,
    ],
    [
      'a date without spots',
      withFirstDate('course.module1', (date) => void delete date.spots),
      /Give the number of spots/,
    ],
  ])("Sanity's validation reports %s, in words for staff", async (_label, doc, message) => {
    expect(await sanityMarkers(doc)).toContainEqual(expect.stringMatching(message));
  });

  it('accepts a TBD date without days, a one-day class and 0 or 50 spots', async () => {
    expect(get('course.module1').upcomingDates).toEqual([
      expect.not.objectContaining({ startDate: expect.anything() as unknown }),
    ]);
    for (const doc of [
      withFirstDate('course.module2', (date) => void (date.endDate = date.startDate)),
      withFirstDate('course.module2', (date) => void (date.spots = 0)),
      withFirstDate('course.module2', (date) => void (date.spots = 50)),
      withFirstDate('course.module1', (date) => void (date.dateText = 'tbd')),
    ])
      expect(await both(doc)).toEqual([]);
  });

  it('reports a course id outside the six, with the list Sanity checks', async () => {
    const doc = broken('course.module1', (d) => void (d.courseId = 'module9'));
    expect(await sanityMarkers(doc)).toContainEqual(
      expect.stringMatching(
        /\["courseId"\] \[error\] Value "module9" did not match any allowed values/,
      ),
    );
  });

  it('reports a second course with an id in use, through the uniqueness query', async () => {
    const copy = { ...structuredClone(raw('course.module1')), _id: 'drafts.course-copy' };
    expect(await sanityMarkers(copy, [...docs, copy])).toContainEqual(
      expect.stringMatching(
        /\["courseId"\] \[error\] Another course already uses the id "module1"/,
      ),
    );
    // The course's own draft is the same course.
    const draft = { ...structuredClone(raw('course.module1')), _id: 'drafts.course.module1' };
    expect(await sanityMarkers(draft, [...docs, draft])).toEqual([]);
  });

  it('reports a published course whose draft changes its id', async () => {
    const draft = {
      ...structuredClone(raw('course.module1')),
      _id: 'drafts.course.module1',
      courseId: 'module2',
    };
    expect(await sanityMarkers(draft, [...docs, draft])).toContainEqual(
      expect.stringMatching(/\["courseId"\] \[error\] The course id cannot change once/),
    );
  });

  it('reports a duplicate page key through the GROQ slug check', async () => {
    const copy = { ...structuredClone(raw('page.login')), _id: 'page.login-copy' };
    expect(await sanityMarkers(copy, [...docs, copy])).toContainEqual(
      expect.stringMatching(/already in use/),
    );
  });
});

describe('dataset shape', () => {
  it('has unique ids', () => {
    const ids = docs.map((doc) => doc._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('orders every list with a drag-and-drop rank, one per document, and nothing else', () => {
    expect(ORDERABLE_TYPES).toEqual(
      expect.arrayContaining(['course', 'faculty', 'testimonial', 'socialReel', 'catalogItem']),
    );
    for (const type of ORDERABLE_TYPES) {
      const ranks = published.filter((doc) => doc._type === type).map((doc) => doc.orderRank);
      expect(ranks.length, type).toBeGreaterThan(0);
      for (const rank of ranks) {
        expect(typeof rank, `${type} ${String(rank)}`).toBe('string');
        expect(() => LexoRank.parse(rank as string)).not.toThrow();
      }
      expect(new Set(ranks).size, `${type} ranks are unique`).toBe(ranks.length);
    }
    const unordered = docs.filter(
      (doc) => !(ORDERABLE_TYPES as string[]).includes(doc._type) && 'orderRank' in doc,
    );
    expect(unordered.map((doc) => doc._id)).toEqual([]);
  });

  it('reports an old order number', () => {
    const old = { ...structuredClone(raw('faculty.michael-chen')), orderRank: 20 };
    expect(structuralProblems(old)).toContainEqual(
      expect.stringMatching(/orderRank: expected a string/),
    );
  });

  it('has each singleton exactly once, under its fixed id', () => {
    for (const type of SINGLETON_TYPES) {
      expect(docs.filter((doc) => doc._type === type).map((doc) => doc._id)).toEqual([type]);
    }
  });

  it('follows the id conventions of docs/content-model.md', () => {
    const patterns: Record<string, RegExp> = {
      page: /^page\.[a-z-]+$/,
      course: /^course\.(module[1-4]|clinical[12])$/,
      program: /^program\.(fellowship|mastership|residency)$/,
      enquiryOption: /^enquiryOption\.[a-z0-9]+$/,
      faculty: /^faculty\.[a-z0-9-]+$/,
      testimonial: /^testimonial\.\d+$/,
      socialReel: /^socialReel\.\d+$/,
      catalogItem: /^catalogItem\.[a-z0-9-]+$/,
      templateCourse: /^templateCourse\.\d+$/,
      templateModule: /^templateModule\.(basic|advanced)-\d+$/,
      templateInstructor: /^templateInstructor\.[a-z0-9-]+$/,
      templateTestimonial: /^templateTestimonial\.\d+$/,
      templateBlogPost: /^templateBlogPost\.\d+$/,
      templateEvent: /^templateEvent\.\d+$/,
    };
    for (const doc of published.filter(
      (d) => !(SINGLETON_TYPES as readonly string[]).includes(d._type),
    )) {
      expect(doc._id, doc._type).toMatch(patterns[doc._type] ?? /^$/);
    }
  });

  it('has the expected number of documents of each type', () => {
    expect(ofType('page')).toHaveLength(14);
    expect(ofType('course')).toHaveLength(6);
    expect(ofType('program')).toHaveLength(3);
    expect(ofType('enquiryOption')).toHaveLength(8);
    expect(ofType('faculty').length).toBeGreaterThanOrEqual(4);
    expect(ofType('faculty').length).toBeLessThanOrEqual(6);
    expect(ofType('testimonial')).toHaveLength(5);
    expect(ofType('socialReel')).toHaveLength(2);
    expect(ofType('catalogItem')).toHaveLength(16);
    expect(ofType('templateCourse')).toHaveLength(6);
    expect(ofType('templateModule')).toHaveLength(4);
    expect(ofType('templateInstructor')).toHaveLength(8);
    expect(ofType('templateTestimonial')).toHaveLength(4);
    expect(ofType('templateBlogPost')).toHaveLength(4);
    expect(ofType('templateEvent')).toHaveLength(9);
  });

  it('has exactly one draft: drafts.page.home, differing only in the hero heading', () => {
    const drafts = docs.filter((doc) => doc._id.startsWith('drafts.'));
    expect(drafts.map((doc) => doc._id)).toEqual(['drafts.page.home']);
    const draft = inLanguage(structuredClone(drafts[0]!), 'en') as Json;
    const home = get('page.home');
    const draftHero = (draft.sections as Json[]).find((s) => s.key === 'hero')!;
    expect(draftHero.heading).toMatch(/^DRAFT: /);
    draftHero.heading = (home.sections as Json[]).find((s) => s.key === 'hero')!.heading;
    expect({ ...draft, _id: 'page.home' }).toEqual(home);
  });

  it('uses every image in studio/seed/images, and each SVG is small, titled and sized', () => {
    const referenced = new Set(
      (JSON.stringify(docs).match(/images\/[a-z0-9-]+\.svg/g) ?? []).map((p) => p.slice(7)),
    );
    const files = readdirSync(IMAGES_DIR).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual([...referenced].sort());
    for (const file of files) {
      const path = join(IMAGES_DIR, file);
      const text = readFileSync(path, 'utf8');
      expect(statSync(path).size, file).toBeLessThan(15 * 1024);
      const open = /<svg [^>]*>/.exec(text)?.[0] ?? '';
      const width = Number(/ width="(\d+)"/.exec(open)?.[1]);
      const height = Number(/ height="(\d+)"/.exec(open)?.[1]);
      expect(width, file).toBeGreaterThan(0);
      expect(height, file).toBeGreaterThan(0);
      expect(open, file).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(text, file).toMatch(/<title>[^<]+<\/title>/);
      if (file.startsWith('catalog-')) expect(width / height, file).toBeCloseTo(16 / 9, 2);
    }
  });
});

/** Every localised value of a document, with where it is. */
function localisedValues(
  value: unknown,
  path: string,
): { path: string; entries: LocalisedEntry[] }[] {
  if (isLocalised(value)) return [{ path, entries: value }];
  if (Array.isArray(value))
    return value.flatMap((item: unknown, index) => localisedValues(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) =>
      localisedValues(child, `${path}.${key}`),
    );
  return [];
}

/**
 * Texts that may read the same in Spanish: the academy's name and contacts (from its settings, so
 * they may change), the program names of the enquiry form, and punctuation.
 */
const sameInSpanish = (() => {
  const settings = get('siteSettings');
  const address = settings.address as Record<string, string>;
  const names = new Set(
    [
      settings.academyName,
      settings.phone,
      settings.contactEmail,
      settings.registrationEmail,
      settings.officeEmail,
      address.city,
      `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
      ...ofType('enquiryOption')
        .filter((option) => option.title === undefined)
        .map((option) => option.label),
    ].map(String),
  );
  return (text: string) => names.has(text) || /^\p{P}*$/u.test(text);
})();

/** The plain texts of a localised value: a string, a list's items or Portable Text spans. */
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap((item: unknown) =>
          typeof item === 'string'
            ? [item]
            : (((item as Json).children as Json[] | undefined)?.map((c) => c.text as string) ?? []),
        )
      : [];

describe('Spanish content (docs/decisions/0023)', () => {
  const everything = docs.flatMap((doc) =>
    localisedValues(doc, doc._id).map((found) => ({ ...found, doc })),
  );

  it('stores visitor-facing texts localised, in many documents', () => {
    expect(everything.length).toBeGreaterThan(300);
    for (const type of ['course', 'program', 'page', 'faculty', 'testimonial', 'refundPolicy'])
      expect(
        everything.some(({ doc }) => doc._type === type),
        type,
      ).toBe(true);
  });

  it('gives every localised field a non-empty English and Spanish value, English first', () => {
    const problems = everything.flatMap(({ path, entries }) => {
      const keys = entries.map((e) => e._key).join(',');
      if (keys !== 'en,es') return [`${path}: languages ${keys}`];
      return entries.flatMap((e) =>
        textsOf(e.value).length === 0 || textsOf(e.value).some((text) => text.trim() === '')
          ? [`${path}.${e._key}: empty`]
          : [],
      );
    });
    expect(problems).toEqual([]);
  });

  it('translates every text, keeping the shape of lists and Portable Text', () => {
    const problems = everything.flatMap(({ path, entries }) => {
      const en = entries.find((e) => e._key === 'en')!.value;
      const es = entries.find((e) => e._key === 'es')!.value;
      const [enTexts, esTexts] = [textsOf(en), textsOf(es)];
      if (enTexts.length !== esTexts.length)
        return [`${path}: ${esTexts.length} Spanish texts for ${enTexts.length}`];
      if (Array.isArray(en) && en.some((item) => typeof item === 'object')) {
        // Portable Text: the same blocks, styles, lists and links in both languages.
        const shape = (blocks: unknown) =>
          JSON.stringify(
            (blocks as Json[]).map(({ _key, style, listItem, markDefs, children }) => ({
              _key,
              style,
              listItem,
              markDefs,
              marks: (children as Json[]).map((c) => c.marks),
            })),
          );
        if (shape(en) !== shape(es)) return [`${path}: Portable Text differs in shape`];
      }
      return enTexts.flatMap((text, index) =>
        text === esTexts[index] && !sameInSpanish(text) ? [`${path}: "${text}" untranslated`] : [],
      );
    });
    expect(problems).toEqual([]);
  });

  it('writes the site’s Spanish way: prices as USD (never a bare $), CE hours as CE', () => {
    // docs/decisions/0048: to a reader in Mexico or Colombia '$' is pesos; 'EC' is not what
    // certificates say.
    const problems = everything.flatMap(({ path, entries }) =>
      textsOf(entries.find((e) => e._key === 'es')!.value).flatMap((text) =>
        /\$\s?\d|\bEC\b/.test(text) ? [`${path}: ${text}`] : [],
      ),
    );
    expect(problems).toEqual([]);
  });

  it('keeps prices, ids, dates, capacities and images single (not localised)', () => {
    const single =
      /^(courseId|programId|registrationPrice|individualPrice|earlyPrice|price|savingsPercent|processingFee|paymentMonths|tuitionMin|tuitionMax|ceHours|spots|startDate|endDate|dateText|orderRank|videoId|href|url|_sanityAsset)$/;
    const localisedKeys = everything.map(({ path }) =>
      path
        .split('.')
        .pop()!
        .replace(/\[\d+\]$/, ''),
    );
    expect(localisedKeys.filter((key) => single.test(key))).toEqual([]);
  });
});

/** A text that is there: a non-empty string (its wording is the editors'). */
const TEXT = expect.stringMatching(/\S/) as unknown;

describe('docs/product.md facts', () => {
  it('site settings: name, address, contacts, map and social link', () => {
    const s = get('siteSettings');
    expect(s.academyName).toEqual(TEXT);
    expect(s.address).toMatchObject({ street: TEXT, city: TEXT, region: TEXT, postalCode: TEXT });
    expect(String(s.phoneHref)).toBe(`tel:+1${String(s.phone).replace(/\D/g, '')}`);
    for (const field of ['contactEmail', 'registrationEmail', 'officeEmail'])
      expect(s[field]).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect((s.socialLink as Json).url).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(s.mapLocation).toMatchObject({
      _type: 'geopoint',
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    // The page's policy lets Google Maps embeds in, and no other.
    expect(s.mapEmbedUrl).toMatch(/^https:\/\/www\.google\.com\/maps\?.*output=embed$/);
  });

  it('pages: all 14 keys, SEO within limits, the sections docs/product.md describes with their links', () => {
    expect(
      ofType('page')
        .map((p) => (p.key as Json).current)
        .sort(),
    ).toEqual([...PAGE_KEYS].sort());
    for (const p of ofType('page')) {
      expect(p._id).toBe(`page.${String((p.key as Json).current)}`);
      const seo = p.seo as Json;
      expect(String(seo.title).length, p._id).toBeLessThanOrEqual(60);
      expect(String(seo.description).length, p._id).toBeLessThanOrEqual(160);
    }
    const section = (pageId: string, key: string): Json => {
      const found = (get(pageId).sections as Json[] | undefined)?.find((s) => s.key === key);
      if (!found) throw new Error(`${pageId} has no section ${key}`);
      return found;
    };
    const ctas = (s: Json) => (s.ctas as Json[]).map(({ href, variant }) => ({ href, variant }));
    const texts = (s: Json, ...fields: string[]) =>
      expect(Object.fromEntries(fields.map((field) => [field, s[field]]))).toEqual(
        Object.fromEntries(fields.map((field) => [field, TEXT])),
      );

    const hero = section('page.home', 'hero');
    texts(hero, 'heading', 'body');
    expect(ctas(hero)).toEqual([{ href: '/courses', variant: 'primary' }]);
    const flexible = section('page.home', 'flexibleLearning');
    texts(flexible, 'heading', 'body');
    expect(ctas(flexible)).toEqual([
      { href: '/courses', variant: 'secondary' },
      { href: '/register', variant: 'primary' },
    ]);
    expect(section('page.home', 'claims').items).toHaveLength(5);
    for (const key of ['mission', 'approach', 'belief', 'faculty']) section('page.about-us', key);
    // The year the academy was founded, a fact the page shows.
    expect(section('page.about-us', 'founded').heading).toContain('2014');
    expect(section('page.courses', 'banner').ctas).toEqual([
      expect.objectContaining({ href: (get('siteSettings').socialLink as Json).url }),
    ]);
    texts(section('page.courses', 'pathways'), 'heading');
    texts(section('page.courses', 'fellowshipPathway'), 'heading');
    texts(section('page.courses', 'mastershipPathway'), 'heading', 'eyebrow');
    texts(section('page.courses', 'details'), 'body');
    texts(section('page.thankyou', 'message'), 'heading', 'body');
    texts(section('page.contact', 'thankYou'), 'heading', 'body');
    expect(section('page.testimonials', 'photo').image).toBeTruthy();
    for (const key of ['programs', 'enrol', 'contact']) section('page.middle-east-africa', key);
    expect(get('page.not-found').sections).toBeUndefined();
  });

  it('courses: ids, both price readings, CE hours, early rules and dates', () => {
    const courses = ofType('course');
    expect(courses.map((c) => c.courseId)).toEqual([...COURSE_IDS]);
    const facts = courses.map((c) => ({
      id: c.courseId,
      ceHours: c.ceHours,
      registrationPrice: c.registrationPrice,
      individualPrice: c.individualPrice,
      earlyPrice: c.earlyPrice,
      earlyLeadTime: c.earlyLeadTime,
      // The dates of docs/product.md#courses-and-prices, as they are; the sessions added after them are checked below.
      dates: (c.upcomingDates as Json[]).slice(0, 1).map((d) => d.dateText),
    }));
    const month = { amount: 1, unit: 'month' };
    expect(facts).toEqual([
      {
        id: 'module1',
        ceHours: 34,
        registrationPrice: 2850,
        individualPrice: 3350,
        earlyPrice: 2850,
        earlyLeadTime: { amount: 2, unit: 'week' },
        dates: ['TBD'],
      },
      {
        id: 'module2',
        ceHours: 24,
        registrationPrice: 2850,
        individualPrice: 3350,
        earlyPrice: 2850,
        earlyLeadTime: month,
        dates: ['Sept 12-14, 2025'],
      },
      {
        id: 'clinical1',
        ceHours: 48,
        registrationPrice: 6500,
        individualPrice: 7500,
        earlyPrice: 6500,
        earlyLeadTime: month,
        dates: ['Oct 16-21, 2025'],
      },
      {
        id: 'module3',
        ceHours: 24,
        registrationPrice: 2950,
        individualPrice: 3350,
        earlyPrice: 2950,
        earlyLeadTime: month,
        dates: ['Jan 23-25, 2026'],
      },
      {
        id: 'module4',
        ceHours: 24,
        registrationPrice: 2950,
        individualPrice: 3350,
        earlyPrice: 2950,
        earlyLeadTime: month,
        dates: ['Mar 6-8, 2026'],
      },
      {
        id: 'clinical2',
        ceHours: 48,
        registrationPrice: 17000,
        individualPrice: 17000,
        earlyPrice: undefined,
        earlyLeadTime: undefined,
        dates: ['Nov 13-18, 2025'],
      },
    ]);
    for (const c of courses) {
      expect(c._id).toBe(`course.${String(c.courseId)}`);
      for (const d of c.upcomingDates as Json[])
        expect(d).toMatchObject({ spots: 6, location: 'Beverly Hills, CA' });
      expect((c.syllabus as string[]).length, c._id).toBeGreaterThanOrEqual(5);
    }
    // Clinical 2's 48 CE hours, day by day.
    expect(
      (get('course.clinical2').ceBreakdown as Json[]).map(({ label, ceHours }) => [label, ceHours]),
    ).toEqual([
      [TEXT, 8],
      [TEXT, 8],
      [TEXT, 32],
    ]);
  });

  it('sessions: the docs/product.md#courses-and-prices dates with their days, then one future session per scheduled course', () => {
    const sessions = ofType('course').map((c) => ({
      id: c.courseId,
      sessions: (c.upcomingDates as Json[]).map(({ _key, dateText, startDate, endDate }) => [
        _key,
        dateText,
        startDate,
        endDate,
      ]),
    }));
    expect(sessions).toEqual([
      { id: 'module1', sessions: [['tbd', 'TBD', undefined, undefined]] },
      {
        id: 'module2',
        sessions: [
          ['d20250912', 'Sept 12-14, 2025', '2025-09-12', '2025-09-14'],
          ['module2-2027-03', 'Mar 12-14, 2027', '2027-03-12', '2027-03-14'],
        ],
      },
      {
        id: 'clinical1',
        sessions: [
          ['d20251016', 'Oct 16-21, 2025', '2025-10-16', '2025-10-21'],
          ['clinical1-2027-04', 'Apr 15-20, 2027', '2027-04-15', '2027-04-20'],
        ],
      },
      {
        id: 'module3',
        sessions: [
          ['d20260123', 'Jan 23-25, 2026', '2026-01-23', '2026-01-25'],
          ['module3-2027-05', 'May 14-16, 2027', '2027-05-14', '2027-05-16'],
        ],
      },
      {
        id: 'module4',
        sessions: [
          ['d20260306', 'Mar 6-8, 2026', '2026-03-06', '2026-03-08'],
          ['module4-2027-06', 'June 11-13, 2027', '2027-06-11', '2027-06-13'],
        ],
      },
      {
        id: 'clinical2',
        sessions: [
          ['d20251113', 'Nov 13-18, 2025', '2025-11-13', '2025-11-18'],
          ['clinical2-2027-07', 'July 15-20, 2027', '2027-07-15', '2027-07-20'],
        ],
      },
    ]);

    const day = 24 * 60 * 60 * 1000;
    for (const c of ofType('course')) {
      for (const d of c.upcomingDates as Json[]) {
        if (d.dateText === 'TBD') continue;
        // Each session lasts as many days as the course: 3 for a module, 6 for a clinical.
        const days = (Date.parse(String(d.endDate)) - Date.parse(String(d.startDate))) / day + 1;
        expect(days, String(d._key)).toBe(c.format === 'clinical' ? 6 : 3);
        expect(d.spots, String(d._key)).toBe(6);
      }
      // The future session starts well after the day these sessions were added (2026-11-23).
      const future = (c.upcomingDates as Json[]).filter(
        (d) => typeof d.startDate === 'string' && d.startDate > '2026-11-23',
      );
      expect(
        future.map((d) => String(d.startDate).slice(0, 4)),
        c._id,
      ).toEqual(c.courseId === 'module1' ? [] : ['2027']);
    }
  });

  it('programs: prices, savings, fees, courses, requirements and rules', () => {
    expect(ofType('program').map((p) => p.programId)).toEqual([...PROGRAM_IDS]);
    const refs = (id: string) => (get(id).courses as Json[]).map((r) => r._ref);
    /** Each group of rules has a heading and at least one rule. */
    const expectRules = (id: string) => {
      const groups = get(id).requirements as Json[];
      expect(groups.length, id).toBeGreaterThan(0);
      for (const group of groups) {
        expect(group.heading, id).toEqual(TEXT);
        expect((group.items as string[]).length, id).toBeGreaterThan(0);
      }
    };

    expect(get('program.fellowship')).toMatchObject({
      name: TEXT,
      price: 12000,
      savingsPercent: 20,
      processingFee: 275,
    });
    // The Fellowship is sold in one payment until staff set its months.
    expect(get('program.fellowship')).not.toHaveProperty('paymentMonths');
    expect(refs('program.fellowship')).toEqual([
      'course.module1',
      'course.module2',
      'course.clinical1',
    ]);
    expectRules('program.fellowship');

    expect(get('program.mastership')).toMatchObject({
      name: TEXT,
      price: 35000,
      savingsPercent: 30,
      processingFee: 375,
      paymentMonths: 18,
      prerequisite: TEXT,
    });
    expect(refs('program.mastership')).toEqual(COURSE_IDS.map((id) => `course.${id}`));
    expectRules('program.mastership');

    expect(get('program.residency')).toMatchObject({
      duration: TEXT,
      location: TEXT,
      ceHours: 88,
      tuitionMin: 15000,
      tuitionMax: 25000,
    });
    expectRules('program.residency');
  });

  it('enquiry options: the eight of docs/product.md#courses-and-prices in order, with their facts', () => {
    const course = (ceHours: number, price: number) => ({
      label: TEXT,
      title: TEXT,
      ceHours,
      price,
      format: TEXT,
    });
    // A program's option is its name alone.
    const program = {
      label: TEXT,
      title: undefined,
      ceHours: undefined,
      price: undefined,
      format: undefined,
    };
    expect(
      Object.fromEntries(
        ofType('enquiryOption').map(({ _id, label, title, ceHours, price, format }) => [
          _id,
          { label, title, ceHours, price, format },
        ]),
      ),
    ).toEqual({
      'enquiryOption.module1': course(34, 2850),
      'enquiryOption.module2': course(24, 2850),
      'enquiryOption.clinical1': course(48, 6500),
      'enquiryOption.fellowship': program,
      'enquiryOption.module3': course(24, 2850),
      'enquiryOption.module4': course(24, 2850),
      'enquiryOption.clinical2': course(48, 17000),
      'enquiryOption.mastership': program,
    });
    expect(ofType('enquiryOption').map((option) => option._id)).toEqual([
      'enquiryOption.module1',
      'enquiryOption.module2',
      'enquiryOption.clinical1',
      'enquiryOption.fellowship',
      'enquiryOption.module3',
      'enquiryOption.module4',
      'enquiryOption.clinical2',
      'enquiryOption.mastership',
    ]);
  });

  it('people, reels and videos', () => {
    for (const f of ofType('faculty')) expect([f.name, f.title], f._id).toEqual([TEXT, TEXT]);
    for (const t of ofType('testimonial')) expect([t.text, t.author], t._id).toEqual([TEXT, TEXT]);
    // The page embeds reels by their Instagram address.
    for (const r of ofType('socialReel'))
      expect(r.url).toMatch(/^https:\/\/www\.instagram\.com\/reel\/[\w-]+\/$/);
    const videos = ofType('catalogItem');
    expect(videos.every((v) => v.kind === 'video')).toBe(true);
    const ids = videos.map((v) => String(v.videoId));
    expect(ids.every((id) => /^[A-Za-z0-9_-]{11}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(16);
  });

  it('refund policy: a title, a body, and the academy’s contacts as links', () => {
    const policy = get('refundPolicy');
    expect(policy.title).toEqual(TEXT);
    const blocks = policy.body as { children: { text: string }[]; markDefs: { href: string }[] }[];
    expect(blocks.length).toBeGreaterThan(0);
    const links = blocks.flatMap((b) => b.markDefs.map((m) => m.href));
    const settings = get('siteSettings');
    expect(links).toEqual(
      expect.arrayContaining([
        `mailto:${String(settings.registrationEmail)}`,
        String(settings.phoneHref),
        `mailto:${String(settings.officeEmail)}`,
      ]),
    );
  });

  it('promo popup, why choose us and carousel', () => {
    expect(get('promoPopup')).toMatchObject({ enabled: true, ctaHref: '/courses' });
    const why = get('whyChooseUs');
    expect(why.ours).toHaveLength(5);
    expect(why.others).toHaveLength(5);
    const images = get('coursesCarousel').images as Json[];
    expect(images.length).toBeGreaterThanOrEqual(6);
    expect(images.length).toBeLessThanOrEqual(8);
  });
});

describe('template pages: the sample facts of docs/product.md#template-pages and #courses-and-prices', () => {
  /** "Thu, Oct 5, 2023 03:48 PM": how event dates read, in the events' (Central European) time. */
  const shownDate = (iso: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'Europe/Berlin',
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: true,
      })
        .formatToParts(new Date(iso))
        .map((part) => [part.type, part.value]),
    );
    return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
  };
  const TEMPLATE_PATH = /^\/react-templates\/edumim(\/[a-z-]+)?$/;
  type LandingList = 'skills' | 'plans' | 'tiles' | 'items' | 'ctas';
  type LandingField = 'about' | 'pricing' | 'categories' | 'stats' | 'faq' | 'hero';
  const landing = () =>
    get('templateLanding') as Record<LandingField, Json & Record<LandingList, Json[]>> &
      Record<'promoCards' | 'brands', Json[]>;

  it('frame: link headings, Instagram posts, a register link, 404 and thank-you texts', () => {
    const site = get('templateSite');
    expect(site).toMatchObject({ linksHeading: TEXT, legalHeading: TEXT });
    expect(site.registerCta).toMatchObject({
      label: TEXT,
      href: expect.stringMatching(TEMPLATE_PATH),
    });
    expect((site.instagram as Json[]).length).toBeGreaterThanOrEqual(3);
    expect(site.thanks).toMatchObject({ heading: TEXT, body: TEXT, ctaLabel: TEXT });
    expect((site.notFound as Json).ctaLabel).toEqual(TEXT);
  });

  it('landing: three skill bars, three plans with their prices, six tiles, four counters, four questions', () => {
    const { about, pricing, categories, stats, faq } = landing();
    expect(about.skills.map(({ label, percent }) => [label, percent])).toEqual([
      [TEXT, 86],
      [TEXT, 67],
      [TEXT, 95],
    ]);
    expect(pricing).toMatchObject({ monthlyLabel: TEXT, yearlyLabel: TEXT });
    expect(pricing.plans.map(({ name, price, ctaLabel }) => [name, price, ctaLabel])).toEqual(
      [
        [TEXT, 0],
        [TEXT, 89.69],
        [TEXT, 129.69],
      ].map((plan) => [...plan, TEXT]),
    );
    expect(categories.tiles.map((tile) => tile.title)).toEqual(Array(6).fill(TEXT));
    expect(new Set(categories.tiles.map((tile) => tile._key)).size).toBe(6);
    expect((stats as unknown as Json[]).map(({ num, sector }) => [num, sector])).toEqual([
      ['82k', TEXT],
      ['460', TEXT],
      ['20', TEXT],
      ['200', TEXT],
    ]);
    expect(faq.items).toHaveLength(4);
  });

  it('landing: two hero links, two promo cards, brands, and every link inside the template pages', () => {
    const { hero, promoCards, brands } = landing();
    expect(hero.ctas.map((cta) => cta.label)).toEqual([TEXT, TEXT]);
    expect(
      (promoCards as unknown as Json[]).map(({ title, ctaLabel }) => [title, ctaLabel]),
    ).toEqual([
      [TEXT, TEXT],
      [TEXT, TEXT],
    ]);
    expect((brands as unknown as Json[]).length).toBeGreaterThanOrEqual(3);
    const templateDocs = published.filter((doc) => doc._type.startsWith('template'));
    const hrefs = [...JSON.stringify(templateDocs).matchAll(/"(?:href|ctaHref)":"([^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(href).toMatch(TEMPLATE_PATH);
  });

  it('courses: 2 Lessons, 4h 30m, rating 4.8; finance is empty, so the filter can show none', () => {
    const courses = ofType('templateCourse');
    for (const course of courses) {
      expect(course, course._id).toMatchObject({ lesson: 2, time: '4h 30m', ratings: 4.8 });
      for (const category of course.categories as string[])
        expect(TEMPLATE_COURSE_CATEGORIES).toContain(category);
    }
    const inCategory = (category: string) =>
      courses.filter((course) => (course.categories as string[]).includes(category));
    expect(inCategory('marketing').length).toBeGreaterThan(0);
    expect(inCategory('design').length).toBeGreaterThan(0);
    expect(inCategory('finance')).toEqual([]);
  });

  it('modules: the four of docs/product.md#courses-and-prices at $7,500, rating 4.5, 40h basic and 50h advanced', () => {
    const module = (hours: number, level: string) => ({
      title: TEXT,
      price: 7500,
      rating: 4.5,
      hours,
      level,
    });
    expect(
      ofType('templateModule').map(({ title, price, rating, hours, level }) => ({
        title,
        price,
        rating,
        hours,
        level,
      })),
    ).toEqual([
      module(40, 'basic'),
      module(40, 'basic'),
      module(50, 'advanced'),
      module(50, 'advanced'),
    ]);
  });

  it('people: instructors with names and social links; testimonials with quote and role', () => {
    for (const instructor of ofType('templateInstructor')) {
      expect(instructor.name, instructor._id).toEqual(TEXT);
      expect((instructor.socials as Json[]).length, instructor._id).toBeGreaterThan(0);
    }
    for (const testimonial of ofType('templateTestimonial'))
      for (const field of ['quote', 'author', 'role', 'text'])
        expect(testimonial[field], testimonial._id).toBeTruthy();
  });

  it('gallery of 22 images; nine events whose shown dates match their start', () => {
    expect(get('templateGallery').images).toHaveLength(22);
    const events = ofType('templateEvent');
    for (const event of events)
      expect(event.dateText, event._id).toBe(shownDate(String(event.startsAt)));
    const slugs = events.map((event) => (event.slug as Json).current);
    expect(new Set(slugs).size).toBe(9);
  });

  it('event detail: Thu, Oct 5, 2023 03:48 PM, its place, guests and a booking link', () => {
    const sample = get('templateEventSingle');
    expect(sample).toMatchObject({ dateText: 'Thu, Oct 5, 2023 03:48 PM', location: TEXT });
    expect(shownDate(String(sample.startsAt))).toBe(sample.dateText);
    expect((sample.cta as Json).label).toEqual(TEXT);
    expect((sample.guests as Json[]).length).toBeGreaterThan(0);
    expect(String(sample.details)).toBeTruthy();
  });
});
