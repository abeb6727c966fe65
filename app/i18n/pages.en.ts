/** Interface texts of the visitor pages other than /courses. */
const pagesEn = {
  catalog: {
    play: 'Play video: {{title}}',
    videos: 'Videos',
    pages: 'Catalog pages',
    page: 'Page {{page}}',
    pageOf: 'Page {{page}} of {{count}}',
    previous: 'Previous',
    next: 'Next',
    badPage: 'There is no page “{{page}}” of the catalog: pages are numbered from 1.',
    noSuchPage: 'The catalog has no page {{page}}.',
    firstPage: 'Go to the first page of the catalog',
  },
  testimonials: {
    reelFallback: 'Watch on Instagram: {{title}}',
  },
  contact: {
    mapTitle: 'Map of our office at {{address}}',
  },
  thankyou: {
    sent: 'Your request has been sent.',
  },
};

export default pagesEn;
