/** Interface texts of the visitor pages other than /courses. */
const pagesEn = {
  catalog: {
    play: 'Play video: {{title}}',
    videos: 'Videos',
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
