import type coursesEn from './courses.en';

const coursesEs: typeof coursesEn = {
  carousel: {
    label: 'Fotos de nuestros cursos',
    slide: 'Diapositiva {{current}} de {{total}}',
    previous: 'Imágenes anteriores',
    next: 'Imágenes siguientes',
    choose: 'Elegir imágenes',
    goTo: 'Mostrar diapositiva {{number}}',
  },
  pathways: {
    requirements: 'Requisitos de {{award}}',
    online: 'En línea',
    clinical: 'Clínico',
  },
  details: {
    empty: 'Haga clic en cualquiera de los cursos o programas de arriba para ver más información.',
    backToTop: 'Volver arriba',
  },
  ceHours: '{{count}} horas de CE',
  ceBreakdown: 'Horas de CE por día',
  ceBreakdownItem: '{{label}}: {{count}} CE',
  individual: 'Individual',
  early: {
    week: 'Inscripción anticipada: {{price}} si se inscribe con más de {{count}} semana de antelación',
    weeks:
      'Inscripción anticipada: {{price}} si se inscribe con más de {{count}} semanas de antelación',
    month:
      'Inscripción anticipada: {{price}} si se inscribe con más de {{count}} mes de antelación',
    months:
      'Inscripción anticipada: {{price}} si se inscribe con más de {{count}} meses de antelación',
    noLeadTime: 'Inscripción anticipada: {{price}}',
  },
  sessionPriceEarly: '{{price}} hasta el {{until}}; después, {{later}}',
  upcomingDates: 'Próximas fechas',
  noDates: 'Pronto anunciaremos nuevas fechas.',
  spot: '{{count}} plaza',
  spots: '{{count}} plazas',
  full: 'Completo',
  pastDates: 'Fechas pasadas',
  cancelled: 'Cancelada',
  pastSession: 'Sesión pasada',
  register: 'Inscribirse',
  registerForDate: 'en {{course}}, {{date}}',
  registerForProgram: 'en el {{program}}',
  syllabus: 'Temario',
  program: {
    price: 'Precio del programa',
    save: 'Ahorre un {{percent}}%',
    processingFee: 'Cargo de gestión',
    coursesIncluded: 'Cursos incluidos',
  },
  residency: {
    duration: 'Duración',
    location: 'Lugar',
    ceHours: 'Horas de CE',
    ceValue: '{{count}} horas de CE clínicas',
    tuition: 'Matrícula',
    tuitionRange: 'De {{min}} a {{max}}',
    apply: 'Contáctenos para postularse',
    byInterview: 'La admisión es por entrevista.',
  },
  tracks: {
    view: 'Ver {{award}}',
  },
  promo: {
    close: 'Cerrar',
  },
};

export default coursesEs;
