/**
 * Field-level localisation (docs/decisions/0023-localised-content.md): every visitor-facing text
 * is an internationalized array (sanity-plugin-internationalized-array), one entry per language,
 * the language id as the entry's `_key`: `[{_key: 'en', value: '...'}, {_key: 'es', value: '...'}]`.
 * English is required where the field is; Spanish may be left empty, the site then shows English.
 */
import {
  type ConditionalProperty,
  defineArrayMember,
  defineField,
  type Rule,
  type ValidationContext,
} from 'sanity';

/** The languages of the content, English first: the site falls back to it. */
export const CONTENT_LANGUAGES = [
  { id: 'en', title: 'English' },
  { id: 'es', title: 'Español' },
] as const;

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number]['id'];
export const DEFAULT_CONTENT_LANGUAGE: ContentLanguage = 'en';

/**
 * The value types a text can be localised as. Each gives two schema types, registered by the
 * plugin: `internationalizedArray<Name>` (the field) and `internationalizedArray<Name>Value`.
 */
export const LOCALISED_VALUE_TYPES = [
  'string',
  'text',
  /** A list of short texts (a syllabus, bullet points). */
  defineField({
    name: 'stringList',
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
  }),
  /** Portable Text with headings and lists (the refund policy). */
  defineField({
    name: 'policyText',
    type: 'array',
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Normal', value: 'normal' },
          { title: 'Heading', value: 'h3' },
        ],
        lists: [
          { title: 'Bullets', value: 'bullet' },
          { title: 'Numbered', value: 'number' },
        ],
      }),
    ],
  }),
  /** Portable Text with images (catalog articles); the images' alt texts are in its language. */
  defineField({
    name: 'articleText',
    type: 'array',
    of: [
      defineArrayMember({ type: 'block' }),
      defineArrayMember({
        type: 'image',
        options: { hotspot: true },
        fields: [
          defineField({
            name: 'alt',
            title: 'Alternative text',
            type: 'string',
            validation: (rule) => rule.required().min(3).max(200),
          }),
        ],
      }),
    ],
  }),
];

type Kind = 'string' | 'text' | 'stringList' | 'policyText' | 'articleText';

const TYPE_NAMES: Record<Kind, string> = {
  string: 'internationalizedArrayString',
  text: 'internationalizedArrayText',
  stringList: 'internationalizedArrayStringList',
  policyText: 'internationalizedArrayPolicyText',
  articleText: 'internationalizedArrayArticleText',
};

/** One language's entry as stored. */
export type LocalisedEntry = { _key: string; _type?: string; value?: unknown };

interface LocalisedFieldOptions {
  name: string;
  title: string;
  kind: Kind;
  description?: string;
  group?: string;
  /** English must be filled in (other languages fall back to it). */
  required?: boolean;
  /** Longest text (strings) or most items (lists), per language. */
  max?: number;
  /** Shortest text or fewest items, per filled-in language. */
  min?: number;
  /** Exact number of items of a list, per filled-in language. */
  length?: number;
  /** `max` only warns (SEO lengths). */
  maxIsWarning?: boolean;
  hidden?: ConditionalProperty;
  /** A further rule on the English value (e.g. required for some documents only). */
  englishRule?: (english: unknown, context: ValidationContext) => true | string;
}

const isFilled = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  (typeof value === 'string' ? value.trim() !== '' : !Array.isArray(value) || value.length > 0);

/** A localised field: English and Spanish side by side in the Studio. */
export function localisedField(options: LocalisedFieldOptions) {
  const { name, title, kind, description, group, hidden } = options;
  const languages = CONTENT_LANGUAGES.map(({ id }) => id) as string[];
  const englishHint = options.required
    ? 'English is required; a language left empty shows the English text.'
    : 'A language left empty shows the English text.';
  return defineField({
    name,
    title,
    type: TYPE_NAMES[kind],
    description: description ? `${description} ${englishHint}` : englishHint,
    ...(group ? { group } : {}),
    ...(hidden ? { hidden } : {}),
    validation: (rule: Rule) => {
      const errors = rule.custom((entries: LocalisedEntry[] | undefined, context) => {
        const list = entries ?? [];
        if (options.englishRule) {
          const verdict = options.englishRule(list.find((e) => e._key === 'en')?.value, context);
          if (verdict !== true) return verdict;
        }
        const keys = list.map((entry) => entry._key);
        const unknown = keys.find((key) => !languages.includes(key));
        if (unknown) return `Unknown language "${unknown}".`;
        if (new Set(keys).size !== keys.length) return 'Each language may appear only once.';
        if (options.required && !isFilled(list.find((e) => e._key === 'en')?.value)) {
          return 'The English text is required.';
        }
        for (const entry of list) {
          if (!isFilled(entry.value)) continue;
          const size =
            typeof entry.value === 'string'
              ? entry.value.length
              : Array.isArray(entry.value)
                ? entry.value.length
                : 0;
          const path = [{ _key: entry._key }, 'value'];
          if (options.min !== undefined && size < options.min)
            return { message: `At least ${options.min} (${entry._key}).`, path };
          if (options.length !== undefined && size !== options.length)
            return { message: `Exactly ${options.length} items (${entry._key}).`, path };
          if (options.max !== undefined && !options.maxIsWarning && size > options.max)
            return { message: `At most ${options.max} (${entry._key}).`, path };
        }
        return true;
      });
      if (options.max === undefined || !options.maxIsWarning) return errors;
      const max = options.max;
      return [
        errors,
        rule
          .custom((entries: LocalisedEntry[] | undefined) =>
            (entries ?? []).some((e) => typeof e.value === 'string' && e.value.length > max)
              ? `Search engines cut texts longer than ${max} characters.`
              : true,
          )
          .warning(),
      ];
    },
  });
}

/** The alt text of an image, localised (required in English). */
export const localisedAltField = localisedField({
  name: 'alt',
  title: 'Alternative text',
  kind: 'string',
  description:
    'Describe the image for visitors using screen readers and for search engines (e.g. "Dentist placing an implant on a training model").',
  required: true,
  min: 3,
  max: 200,
});

/** The English value of a localised field, for Studio previews. */
export const ENGLISH_PREVIEW = (field: string) => `${field}.0.value`;
