import type en from './en';

/** One language's interface texts (es.ts is typed by en.ts: both have every key). */
export type Texts = typeof en;

export type TranslateOptions = Record<string, unknown> & {
  count?: unknown;
  defaultValue?: unknown;
};

/**
 * What i18next's `t` gives for our texts, without i18next (decisions 0032, 0105: i18next and
 * react-i18next are some 16 KB of the browser's first load, this under 1 KB), in the browser and
 * on the server alike. Only what the texts and callers use: dotted keys, `{{name}}`
 * interpolation (not escaped: React escapes), `_zero`/`_one`/`_other`… plurals by
 * Intl.PluralRules, `defaultValue`, and `$t(key)` nesting. A missing key comes back as it is,
 * interpolated. translate.test.ts checks every key of both languages against i18next.
 */
export function translate(
  texts: Texts,
  language: string,
  key: string,
  options: TranslateOptions = {},
): string {
  let text = lookup(texts, language, key, options.count);
  if (text === undefined)
    text = options.defaultValue === undefined ? key : String(options.defaultValue);
  text = interpolate(text, options);
  // Nested texts get the same values (not the default), as i18next passes them on.
  const nestedOptions = { ...options, defaultValue: undefined };
  return text.replace(/\$t\(([^)]*)\)/g, (_, nested: string) =>
    translate(texts, language, nested.trim(), nestedOptions),
  );
}

function lookup(texts: Texts, language: string, key: string, count: unknown): string | undefined {
  const candidates = [key];
  // A string count is not a number of anything to i18next either.
  if (count !== undefined && typeof count !== 'string') {
    candidates.unshift(`${key}_${pluralRules(language).select(Number(count))}`);
    if (count === 0) candidates.unshift(`${key}_zero`);
  }
  for (const candidate of candidates) {
    const found = candidate
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node !== null && typeof node === 'object'
            ? (node as Record<string, unknown>)[part]
            : undefined,
        texts,
      );
    if (typeof found === 'string') return found;
  }
  return undefined;
}

const rules = new Map<string, Intl.PluralRules>();
function pluralRules(language: string): Intl.PluralRules {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language)));
  return rule;
}

/** `{{name}}` → the value; an absent value leaves the placeholder, null an empty string. */
function interpolate(text: string, values: TranslateOptions): string {
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
    const value = values[name.trim()];
    if (value === undefined) return placeholder;
    return value === null ? '' : String(value);
  });
}
