/** Site settings, page texts and the enquiry options. */
import { defineQuery } from 'groq';

import type {
  CeProviderQueryResult,
  EnquiryOptionsQueryResult,
  PageQueryResult,
  SiteSettingsQueryResult,
} from '../sanity.types';
import { image, localised, localisedText } from './fragments';

// Result types come from ../sanity.types.ts (`npm run typegen`); these names are what pages use.
export type SiteSettings = NonNullable<SiteSettingsQueryResult>;
export type Seo = SiteSettings['defaultSeo'];
export type Page = NonNullable<PageQueryResult>;
export type PageSection = NonNullable<Page['sections']>[number];
export type Cta = NonNullable<PageSection['ctas']>[number];
export type EnquiryOption = EnquiryOptionsQueryResult[number];
export type CeProviderContent = CeProviderQueryResult;

export const siteSettingsQuery =
  defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  academyName,
  "logo": logo${image},
  phone,
  phoneHref,
  contactEmail,
  registrationEmail,
  officeEmail,
  address,
  "socialLink": socialLink{"label": ${localisedText('label')}, url},
  "mapLocation": mapLocation{lat, lng},
  mapEmbedUrl,
  defaultSeo{"title": ${localisedText('title')}, "description": ${localisedText('description')}}
}`);

/** A page by its key (`home`, `about-us`, ...): SEO texts and its sections in order. */
export const pageQuery = defineQuery(`*[_type == "page" && key.current == $key][0]{
  "key": key.current,
  seo{"title": ${localisedText('title')}, "description": ${localisedText('description')}},
  sections[]{
    _key,
    key,
    "eyebrow": ${localised('eyebrow')},
    "heading": ${localisedText('heading')},
    "body": ${localised('body')},
    "items": ${localised('items')},
    "image": image${image},
    ctas[]{_key, "label": ${localisedText('label')}, href, variant}
  }
}`);

/**
 * The course options an enquiry can tick (docs/product.md#courses-and-prices), in the order staff set. `label` is in the
 * visitor's language; `value` is the English label, what the form sends and staff receive.
 */
export const enquiryOptionsQuery = defineQuery(`*[_type == "enquiryOption"] | order(orderRank asc){
  _id,
  "label": ${localisedText('label')},
  "value": coalesce(label[_key == "en"][0].value, ""),
  "title": ${localised('title')},
  ceHours,
  price,
  "format": ${localised('format')}
}`);

/** The academy as a CE provider, as certificates and transcripts print it (issue 26). */
export const ceProviderQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  academyName,
  "ceProvider": ceProvider{
    name,
    address,
    agdPaceId,
    "agdPaceStatement": ${localisedText('agdPaceStatement')},
    adaCerpId,
    "adaCerpStatement": ${localisedText('adaCerpStatement')},
    signatoryName,
    "signatoryTitle": ${localisedText('signatoryTitle')}
  }
}`);
