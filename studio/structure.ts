import type { StructureResolver } from 'sanity/structure';
import { SINGLETON_TYPES, type SingletonType } from './schemaTypes';

const SINGLETON_TITLES: Record<SingletonType, string> = {
  siteSettings: 'Site settings',
  refundPolicy: 'Refund policy',
  promoPopup: 'Promo popup',
  whyChooseUs: 'Why choose us',
  coursesCarousel: 'Courses carousel',
};

const byOrderRank = [{ field: 'orderRank', direction: 'asc' as const }];

/**
 * The desk: singletons first (each opens its one document, `_id` = type name), then the
 * collections, each sorted the way the site shows them.
 */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...SINGLETON_TYPES.map((typeName) =>
        S.listItem()
          .title(SINGLETON_TITLES[typeName])
          .id(typeName)
          .schemaType(typeName)
          .child(
            S.document()
              .schemaType(typeName)
              .documentId(typeName)
              .title(SINGLETON_TITLES[typeName]),
          ),
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
    ]);
