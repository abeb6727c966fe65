import auth from './auth.es';
import enquiry from './enquiry.es';
import forms from './forms.es';
import pages from './pages.es';
import type { PublicTranslation } from './public.en';

const publicEs: PublicTranslation = {
  skipToContent: 'Saltar al contenido principal',
  nav: {
    label: 'Principal',
    home: 'Inicio',
    aboutUs: 'Nosotros',
    faculty: 'Profesorado',
    courses: 'Cursos',
    resources: 'Recursos',
    catalog: 'catálogo',
    testimonials: 'Testimonios',
    faqs: 'Preguntas frecuentes',
    contactUs: 'Contáctenos',
    middleEastAfrica: 'Medio Oriente y África',
    register: 'Inscribirse',
    login: 'Iniciar sesión',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    callUs: 'Llámenos al {{phone}}',
  },
  language: {
    label: 'Idioma',
    en: 'English',
    es: 'Español',
  },
  footer: {
    contact: 'Contacto',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    follow: 'Síganos',
    copyright: '© {{year}} {{name}}. Todos los derechos reservados.',
  },
  preview: {
    banner: 'Modo de vista previa: está viendo borradores sin publicar.',
    exit: 'Salir de la vista previa',
  },
  notFound: {
    title: 'Página no encontrada',
    backHome: 'Volver al inicio',
  },
  error: {
    title: '¡Error inesperado de la aplicación!',
  },
  pages,
  forms,
  enquiry,
  auth,
};

export default publicEs;
