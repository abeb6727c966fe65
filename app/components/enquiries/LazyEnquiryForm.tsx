import { hydrateLater } from '~/components/hydrate-later';

/**
 * The enquiry form (the footer's and /contact's), its code (conform and the fields) not part of
 * the page's first load (decisions 0032, 0083): see hydrateLater.
 */
export const LazyEnquiryForm = hydrateLater(() =>
  import('./EnquiryForm').then((module) => module.EnquiryForm),
);
