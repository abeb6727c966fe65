import type waitingListEn from './waiting-list.en';

/** Textos de /waiting-list y de las ofertas de la lista de espera en /register. */
const waitingListEs: typeof waitingListEn = {
  title: 'Unirse a la lista de espera',
  full: '{{course}}, {{date}}, {{location}} está completo.',
  explain_one:
    'Déjenos sus datos. Cuando se libere una plaza, la primera persona en espera recibirá un enlace que se la reserva durante {{count}} hora.',
  explain_other:
    'Déjenos sus datos. Cuando se libere una plaza, la primera persona en espera recibirá un enlace que se la reserva durante {{count}} horas.',
  submit: 'Unirse a la lista de espera',
  pending: 'Enviando…',
  joined:
    'Está en la lista de espera de {{course}}, {{date}}. Si se libera una plaza, escribiremos a {{email}}.',
  already: '{{email}} ya está en la lista de espera de {{course}}, {{date}}.',
  seatsFree: 'Esta fecha tiene plazas libres ahora.',
  register: 'Inscribirse en {{course}}, {{date}}',
  closed: 'Esta fecha no está abierta a inscripciones.',
  allCourses: 'Ver todos los cursos',
  join: 'Lista de espera',
  joinFor: 'Unirse a la lista de espera de {{course}}, {{date}}',
  offerHeld: 'Tiene reservada una plaza en {{course}}, {{date}} hasta el {{until}}.',
  offerGone:
    'Esta oferta de la lista de espera ha caducado o ya se usó. Si la fecha está completa, puede volver a unirse a su lista de espera.',
  errors: {
    unknownSession: 'Esta fecha no está abierta a inscripciones.',
    tooMany: 'Demasiadas solicitudes. Inténtelo de nuevo en unos minutos.',
    failed: 'No pudimos añadirle a la lista de espera. Inténtelo de nuevo.',
  },
};

export default waitingListEs;
