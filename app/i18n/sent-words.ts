/**
 * The words of what the academy sends (e-mails, receipts) in the reader's language, from the
 * `emails`, `receipts` and `staffEmails` bundles (emails.*.ts, receipts.*.ts,
 * staff-emails.en.ts) through i18next like the pages' texts (resources.ts registers the same
 * bundles), so one tool finds every string and a missing Spanish text fails a test
 * (bundles.test.ts). Synchronous: the e-mails are composed inside the transaction that queues
 * them. No server imports.
 */
import { createInstance, type i18n } from 'i18next';

import { i18nConfig, type Language } from './config';
import emailsEn from './emails.en';
import emailsEs from './emails.es';
import receiptsEn from './receipts.en';
import receiptsEs from './receipts.es';
import staffEmailsEn from './staff-emails.en';

// The staff's notes are English only (staff-emails.en.ts).
export const SENT_RESOURCES = {
  en: { emails: emailsEn, receipts: receiptsEn, staffEmails: staffEmailsEn },
  es: { emails: emailsEs, receipts: receiptsEs },
};

/** The namespaces with no Spanish: read in English whatever the reader's language. */
export const ENGLISH_ONLY = ['staffEmails'] as const;

type Namespaces = (typeof SENT_RESOURCES)['en'];

/** A bundle's keys under a section, dotted: 'greeting', 'status.paid'. */
type Keys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Keys<T[K]>}`;
}[keyof T & string];

/** The text at a dotted key. */
type TextAt<T, K extends string> = K extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? TextAt<T[Head], Rest>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** The `{{names}}` in an English text (the bundles are `as const`). */
type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A value for each placeholder, no more and no fewer; no argument for a text without any. */
type ValuesFor<S> = [Placeholders<S>] extends [never]
  ? []
  : [values: Record<Placeholders<S>, string | number>];

let instance: i18n | undefined;

// Created on first use, so a page that imports a helper from an e-mail module does not start it.
function i18next(): i18n {
  if (!instance) {
    instance = createInstance({
      ...i18nConfig,
      resources: SENT_RESOURCES,
      ns: Object.keys(SENT_RESOURCES.en),
      defaultNS: 'emails',
      // With the texts at hand, init completes before it returns.
      initImmediate: false,
    });
    void instance.init();
  }
  return instance;
}

/**
 * The texts of one section of a namespace in `language`: `words('subject', { academy })`.
 * Values are put in as they are (no HTML escaping: the e-mail renderer escapes).
 */
export function wordsIn<N extends keyof Namespaces, S extends keyof Namespaces[N] & string>(
  language: Language,
  namespace: N,
  section: S,
) {
  const t = i18next().getFixedT(language, namespace, section) as unknown as (
    key: string,
    options?: Record<string, string | number>,
  ) => string;
  return <K extends Keys<Namespaces[N][S]>>(
    key: K,
    ...values: ValuesFor<TextAt<Namespaces[N][S], K>>
  ): string => t(key, values[0]);
}

/** One e-mail's texts (emails.*.ts) in `language`. */
export function emailWords<S extends keyof Namespaces['emails'] & string>(
  language: Language,
  section: S,
) {
  return wordsIn(language, 'emails', section);
}

/** One of the academy's notes to itself (staff-emails.en.ts), in English. */
export function staffWords<S extends keyof Namespaces['staffEmails'] & string>(section: S) {
  return wordsIn('en', 'staffEmails', section);
}
