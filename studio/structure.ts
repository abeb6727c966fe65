import type { StructureBuilder, StructureResolver } from 'sanity/structure';

import { SINGLETON_TYPES, type SingletonType } from './schemaTypes';
import {
  TEMPLATE_DOCUMENT_TYPES,
  TEMPLATE_SINGLETON_TITLES,
  TEMPLATE_SINGLETON_TYPES,
} from './schemaTypes/templateTypes';

const SINGLETON_TITLES: Record<SingletonType, string> = {
  siteSettings: 'Site settings',
  refundPolicy: 'Refund policy',
  promoPopup: 'Promo popup',
  whyChooseUs: 'Why choose us',
  coursesCarousel: 'Courses carousel',
  ...TEMPLATE_SINGLETON_TITLES,
};

const isTemplateSingleton = (typeName: string) =>
  (TEMPLATE_SINGLETON_TYPES as readonly string[]).includes(typeName);

const byOrderRank = [{ field: 'orderRank', direction: 'asc' as const }];

/**
 * The desk: singletons first (each opens its one document, `_id` = type name), then the
 * collections, each sorted the way the site shows them.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETON_TYPES.filter((typeName) => !isTemplateSingleton(typeName)).map((typeName) =>
        singletonItem(S, typeName),
      ),
      S.divider(),
      S.documentTypeListItem('page')
        .title('Pages')
        .child(
          S.documentTypeList('page')
            .title('Pages')
            .defaultOrdering([{ field: 'key.current', direction: 'asc' }]),
        ),
      S.documentTypeListItem('course')
        .title('Courses')
        .child(S.documentTypeList('course').title('Courses').defaultOrdering(byOrderRank)),
      S.documentTypeListItem('program')
        .title('Programs')
        .child(S.documentTypeList('program').title('Programs').defaultOrdering(byOrderRank)),
      S.documentTypeListItem('enquiryOption')
        .title('Enquiry course options')
        .child(
          S.documentTypeList('enquiryOption')
            .title('Enquiry course options')
            .defaultOrdering(byOrderRank),
        ),
      S.divider(),
      S.documentTypeListItem('faculty')
        .title('Faculty')
        .child(S.documentTypeList('faculty').title('Faculty').defaultOrdering(byOrderRank)),
      S.documentTypeListItem('testimonial')
        .title('Testimonials')
        .child(
          S.documentTypeList('testimonial').title('Testimonials').defaultOrdering(byOrderRank),
        ),
      S.documentTypeListItem('socialReel')
        .title('Social reels')
        .child(S.documentTypeList('socialReel').title('Social reels').defaultOrdering(byOrderRank)),
      S.documentTypeListItem('catalogItem')
        .title('Catalog')
        .child(S.documentTypeList('catalogItem').title('Catalog').defaultOrdering(byOrderRank)),
      S.divider(),
      // Sample content of /react-templates/edumim/* (docs/decisions/0013-template-pages.md).
      S.listItem()
        .title('Template pages')
        .id('templatePages')
        .child(
          S.list()
            .title('Template pages')
            .items([
              ...TEMPLATE_SINGLETON_TYPES.map((typeName) => singletonItem(S, typeName)),
              S.divider(),
              ...TEMPLATE_DOCUMENT_TYPES.map(([typeName, title]) =>
                S.documentTypeListItem(typeName)
                  .title(title)
                  .child(S.documentTypeList(typeName).title(title).defaultOrdering(byOrderRank)),
              ),
            ]),
        ),
    ]);

/** A singleton opens its one document (`_id` = type name). */
function singletonItem(S: StructureBuilder, typeName: SingletonType) {
  return S.listItem()
    .title(SINGLETON_TITLES[typeName])
    .id(typeName)
    .schemaType(typeName)
    .child(
      S.document().schemaType(typeName).documentId(typeName).title(SINGLETON_TITLES[typeName]),
    );
}
