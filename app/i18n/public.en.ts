import auth from './auth.en';
import enquiry from './enquiry.en';
import forms from './forms.en';
import pages from './pages.en';

/**
 * The interface texts every page may show, the browser's first load (decision 0075); the
 * signed-in pages' own are in signed-in.en.ts. Page content comes from Sanity; these are the
 * words of the site's frame.
 */
const publicEn = {
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main',
    home: 'Home',
    aboutUs: 'About Us',
    faculty: 'Faculty',
    courses: 'Courses & Awards',
    resources: 'Resources',
    catalog: 'catalog',
    testimonials: 'Testimonials',
    faqs: 'FAQs',
    contactUs: 'Contact Us',
    middleEastAfrica: 'Middle East & Africa',
    register: 'Register',
    login: 'Login',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    callUs: 'Call us at {{phone}}',
  },
  language: {
    label: 'Language',
    en: 'English',
    es: 'Español',
  },
  footer: {
    contact: 'Contact',
    address: 'Address',
    phone: 'Phone',
    email: 'Email',
    follow: 'Follow us',
    copyright: '© {{year}} {{name}}. All rights reserved.',
  },
  preview: {
    banner: 'Preview mode: you are seeing unpublished drafts.',
    exit: 'Exit preview',
  },
  notFound: {
    title: 'Page not found',
    backHome: 'Back To Home',
  },
  error: {
    title: 'Unexpected Application Error!',
  },
  pages,
  forms,
  enquiry,
  auth,
};

export default publicEn;
export type PublicTranslation = typeof publicEn;
