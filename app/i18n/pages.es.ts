import type pagesEn from './pages.en';

const pagesEs: typeof pagesEn = {
  catalog: {
    play: 'Reproducir video: {{title}}',
    videos: 'Videos',
    pages: 'Páginas del catálogo',
    page: 'Página {{page}}',
    pageOf: 'Página {{page}} de {{count}}',
    previous: 'Anterior',
    next: 'Siguiente',
    badPage: 'No existe la página «{{page}}» del catálogo: las páginas se numeran desde 1.',
    noSuchPage: 'El catálogo no tiene página {{page}}.',
    firstPage: 'Ir a la primera página del catálogo',
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
