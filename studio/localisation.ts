/**
 * The Studio's localisation plugins (docs/decisions/0023-localised-content.md), shared by
 * sanity.config.ts, the type generator (scripts/typegen.ts) and the seed tests, which need the
 * schema types the internationalized-array plugin registers.
 */
import { languageFilter } from '@sanity/language-filter';
import { isKeySegment, type SchemaTypeDefinition } from 'sanity';
import { internationalizedArray } from 'sanity-plugin-internationalized-array';

import { CONTENT_LANGUAGES, LOCALISED_VALUE_TYPES } from './schemaTypes/localised';

const languages = CONTENT_LANGUAGES.map(({ id, title }) => ({ id, title }));

/** English and Spanish fields side by side; new documents start with an English entry. */
export const localisationPlugin = internationalizedArray({
  languages,
  defaultLanguages: ['en'],
  fieldTypes: LOCALISED_VALUE_TYPES,
  buttonLocations: ['field', 'document'],
  languageDisplay: 'titleAndCode',
});

/** The types the plugin registers: `internationalizedArrayString`, `...StringValue`, ... */
export const localisedSchemaTypes = (localisationPlugin.schema?.types ??
  []) as SchemaTypeDefinition[];

/** A language menu on every document: staff can hide the languages they are not writing in. */
export const languageFilterPlugin = languageFilter({
  supportedLanguages: languages,
  defaultLanguages: ['en'],
  filterField: (enclosingType, member, selectedLanguageIds) => {
    if (
      enclosingType.jsonType === 'object' &&
      enclosingType.name.startsWith('internationalizedArray') &&
      'kind' in member
    ) {
      const pathEnd = member.field.path.slice(-2);
      const language =
        pathEnd[1] === 'value' && pathEnd[0] !== undefined && isKeySegment(pathEnd[0])
          ? pathEnd[0]._key
          : null;
      return language ? selectedLanguageIds.includes(language) : false;
    }
    return true;
  },
});
