import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list';
import type { ConfigContext } from 'sanity';
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

/**
 * The desk: singletons first (each opens its one document, `_id` = type name), then the
 * collections. A collection the site shows in the staff's order is a drag-and-drop list
 * (@sanity/orderable-document-list): dragging sets the documents' `orderRank`, which the site's
 * queries sort by.
 */
export const structure: StructureResolver = (S, context) =>
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
      orderable(S, context, 'course', 'Courses'),
      orderable(S, context, 'program', 'Programs'),
      orderable(S, context, 'enquiryOption', 'Enquiry course options'),
      S.divider(),
      orderable(S, context, 'faculty', 'Faculty'),
      orderable(S, context, 'testimonial', 'Testimonials'),
      orderable(S, context, 'socialReel', 'Social reels'),
      orderable(S, context, 'catalogItem', 'Catalog'),
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
                orderable(S, context, typeName, title),
              ),
            ]),
        ),
    ]);

/**
 * A list staff order by dragging. Its id is the type name, as a plain type list's is, so desk
 * URLs stay as they were.
 */
function orderable(S: StructureBuilder, context: ConfigContext, type: string, title: string) {
  return orderableDocumentListDeskItem({ type, title, id: type, S, context });
}

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
