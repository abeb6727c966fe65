import type pagesEn from './pages.en';

const pagesEs: typeof pagesEn = {
  catalog: {
    play: 'Reproducir video: {{title}}',
    videos: 'Videos',
  },
  testimonials: {
    reelFallback: 'Ver en Instagram: {{title}}',
  },
  contact: {
    mapTitle: 'Mapa de nuestra oficina en {{address}}',
  },
  thankyou: {
    sent: 'Su solicitud ha sido enviada.',
  },
};

export default pagesEs;
