/**
 * The template pages (/react-templates/edumim/*): where they live, what they are called, and how
 * the template header groups them. Sample pages: every one is `noindex` and none is in the
 * sitemap (docs/decisions/0013-template-pages.md).
 */
export const TEMPLATE_ROOT = '/react-templates/edumim';
/** The breadcrumb's Home link (docs/product.md#template-pages); the same page as the template root. */
export const TEMPLATE_HOME = `${TEMPLATE_ROOT}/home`;

export const TEMPLATE_PAGES = {
  home: {
    label: 'Home One',
    heading: 'Home One',
    description: 'Online courses, categories, instructors and news: the first home page sample.',
  },
  'home-two': {
    label: 'Home Two',
    heading: 'Home Two',
    description: 'The second home page sample: about, modules, pricing and upcoming events.',
  },
  'home-three': {
    label: 'Home Three',
    heading: 'Home Three',
    description:
      'The third home page sample: categories, promo cards, questions and a photo gallery.',
  },
  about: {
    label: 'About',
    heading: 'About Us',
    description: 'Who we are, what we teach and the instructors behind the sample courses.',
  },
  'about-two': {
    label: 'About Two',
    heading: 'About Us',
    description: 'A second about page sample with general questions, pricing and a gallery.',
  },
  instructor: {
    label: 'Instructor',
    heading: 'Instructors',
    description: 'Meet the expert instructors of the sample courses.',
  },
  'instructor-two': {
    label: 'Instructor Two',
    heading: 'Instructors',
    description: 'Become an instructor, get free courses, and meet the team.',
  },
  'instructor-details': {
    label: 'Instructor Details',
    heading: 'Instructor Details',
    description: 'An instructor profile: biography, skills, courses and social links.',
  },
  event: {
    label: 'Event',
    heading: 'Events',
    description: 'Upcoming sample events with dates, places and seats to book.',
  },
  'event-single': {
    label: 'Event Single',
    heading: 'Event Details',
    description: 'An event in detail: countdown, programme, special guests and booking.',
  },
  error: {
    label: 'Error 404',
    heading: 'Page Not Found',
    description: 'The 404 page of the template pages.',
  },
  thanks: {
    label: 'Thanks',
    heading: 'Thank You',
    description: 'Thank you for your e-mail: we will contact you very soon.',
  },
  courses: {
    label: 'Courses',
    heading: 'Courses',
    description: 'Browse the sample courses by category and the four implantology modules.',
  },
  'courses-sidebar': {
    label: 'Courses Sidebar',
    heading: 'Courses',
    description: 'The sample modules with a sidebar of categories.',
  },
  'single-course': {
    label: 'Single Course',
    heading: 'Course Details',
    description: 'A sample module in detail: price, rating, hours, lessons and instructor.',
  },
  'blog-standard': {
    label: 'Blog Standard',
    heading: 'Blog',
    description: 'Sample news and articles for learners.',
  },
  'single-blog': {
    label: 'Single Blog',
    heading: 'Blog Details',
    description: 'A sample article of the template blog.',
  },
  contacts: {
    label: 'Contacts',
    heading: 'Contact Us',
    description: 'Write to us about a course, an event or working together.',
  },
} as const;

export type TemplatePageKey = keyof typeof TEMPLATE_PAGES;

export function templatePath(key: TemplatePageKey): string {
  return key === 'home' ? TEMPLATE_ROOT : `${TEMPLATE_ROOT}/${key}`;
}

export type TemplateNavItem =
  { label: string; key: TemplatePageKey } | { label: string; children: TemplatePageKey[] };

export const TEMPLATE_NAV: TemplateNavItem[] = [
  { label: 'Home', children: ['home', 'home-two', 'home-three'] },
  {
    label: 'Pages',
    children: [
      'about',
      'about-two',
      'instructor',
      'instructor-two',
      'instructor-details',
      'event',
      'event-single',
      'error',
      'thanks',
    ],
  },
  { label: 'Courses', children: ['courses', 'courses-sidebar', 'single-course'] },
  { label: 'Blog', children: ['blog-standard', 'single-blog'] },
  { label: 'Contacts', key: 'contacts' },
];
