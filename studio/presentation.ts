/**
 * Where each document shows on the site, for the Presentation tool (sanity.config.ts): a
 * document's "Used on" links ("Open preview") come from `locations`, and the document the Studio
 * opens beside a page from `mainDocuments`. Only types here (no runtime import of `sanity`), so
 * the resolvers are unit-tested in plain Node (presentation.test.ts).
 */
import type {
  DocumentLocation,
  DocumentLocationResolvers,
  DocumentLocationsState,
  DocumentResolver,
} from 'sanity/presentation';

/** The site the Studio previews; a developer's site by default. */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000';

/** The site's route that turns preview mode on (app/routes/api/api.preview.ts). */
export const previewEnablePath = '/api/preview';

/** A `page` document's path: `home` is `/`; `not-found` shows at any unknown path. */
export function pagePath(key: string | null | undefined): string | null {
  if (!key) return null;
  if (key === 'home') return '/';
  return `/${key}`;
}

type Localised = Array<{ _key?: string; value?: string }> | null | undefined;

/** The English text of a localised field (decision 0023), for a location's title. */
function english(value: Localised, fallback: string): string {
  return value?.find((entry) => entry._key === 'en')?.value ?? value?.[0]?.value ?? fallback;
}

const at = (title: string, href: string): DocumentLocation => ({ title, href });

const TEMPLATE = '/react-templates/edumim';

/** A course or a program: on the courses page, and chosen on the registration page. */
function offeredAt(nameField: 'title' | 'name') {
  return {
    select: { name: nameField },
    resolve: (offer: { name?: Localised } | null) => ({
      locations: [
        at(
          `Courses: ${english(offer?.name, nameField === 'title' ? 'course' : 'program')}`,
          '/courses',
        ),
        at('Register', '/register'),
      ],
    }),
  };
}

/** Documents shown at fixed pages. */
const FIXED: Record<string, DocumentLocationsState> = {
  siteSettings: {
    message: 'Shown on every page (header, footer, contact details)',
    tone: 'caution',
    locations: [at('Home', '/'), at('Contact', '/contact')],
  },
  enquiryOption: {
    message: 'Offered in the enquiry form of every page',
    locations: [at('Contact', '/contact')],
  },
  coursesCarousel: { locations: [at('Courses', '/courses')] },
  whyChooseUs: { locations: [at('Courses', '/courses')] },
  refundPolicy: { locations: [at('Courses', '/courses'), at('Register', '/register')] },
  promoPopup: { locations: [at('Courses', '/courses')] },
  faculty: { locations: [at('About us', '/about-us')] },
  testimonial: { locations: [at('Testimonials', '/testimonials')] },
  socialReel: { locations: [at('Testimonials', '/testimonials')] },
  templateSite: {
    message: 'Shown on every template page',
    locations: [at('Template home', TEMPLATE)],
  },
  templateLanding: { locations: [at('Template home', TEMPLATE)] },
  templateGallery: { locations: [at('Template home', TEMPLATE)] },
  templateModule: { locations: [at('Template home', TEMPLATE)] },
  templateTestimonial: { locations: [at('Template home', TEMPLATE)] },
  templateCourse: { locations: [at('Template courses', `${TEMPLATE}/courses`)] },
  templateBlogPost: { locations: [at('Template blog', `${TEMPLATE}/blog-standard`)] },
  templateInstructor: { locations: [at('Template instructors', `${TEMPLATE}/instructor`)] },
  templateEventSingle: { locations: [at('Template event', `${TEMPLATE}/event-single`)] },
};

export const locations = {
  ...FIXED,
  page: {
    select: { key: 'key.current', title: 'seo.title' },
    resolve: (page: { key?: string; title?: Localised } | null) => {
      const path = pagePath(page?.key);
      if (!path) return null;
      return { locations: [at(english(page?.title, path), path)] };
    },
  },
  course: offeredAt('title'),
  program: offeredAt('name'),
  catalogItem: {
    select: { title: 'title', slug: 'slug.current', kind: 'kind' },
    resolve: (item: { title?: Localised; slug?: string; kind?: string } | null) => {
      const list = at('Catalog', '/catalog');
      if (item?.kind !== 'article' || !item.slug) return { locations: [list] };
      return {
        locations: [at(english(item.title, item.slug), `/catalog/${item.slug}`), list],
      };
    },
  },
  templateEvent: {
    select: { title: 'title', slug: 'slug.current' },
    resolve: (event: { title?: Localised | string; slug?: string } | null) => {
      const list = at('Template events', `${TEMPLATE}/event`);
      if (!event?.slug) return { locations: [list] };
      const title =
        typeof event.title === 'string' ? event.title : english(event.title, event.slug);
      return { locations: [at(title, `${TEMPLATE}/event-single/${event.slug}`), list] };
    },
  },
} satisfies DocumentLocationResolvers;

/** The document a page is about, opened beside it when the preview navigates there. */
export const mainDocuments: DocumentResolver[] = [
  { route: '/', filter: `_type == "page" && key.current == "home"` },
  { route: '/catalog/:slug', filter: `_type == "catalogItem" && slug.current == $slug` },
  {
    route: `${TEMPLATE}/event-single/:slug`,
    filter: `_type == "templateEvent" && slug.current == $slug`,
  },
  { route: TEMPLATE, type: 'templateLanding' },
  { route: '/:key', filter: `_type == "page" && key.current == $key` },
];
