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
  confirmSent:
    'Casi listo: hemos enviado un enlace a {{email}}. Ábralo en el plazo de un día y confirme para ocupar su lugar en la lista de espera de {{course}}, {{date}}.',
  confirmPending:
    'Ya enviamos a {{email}} un enlace para confirmar su lugar en la lista de espera de {{course}}, {{date}}. Ábralo para confirmar.',
  confirmTitle: 'Confirme su lugar en la lista de espera',
  confirmAsk:
    'Confirme que {{email}} se une a la lista de espera de {{course}}, {{date}}, {{location}}. Su lugar en la lista cuenta desde ahora.',
  confirmButton: 'Confirmar mi lugar',
  confirmPendingLabel: 'Confirmando…',
  confirmGone:
    'Este enlace ha caducado o ya se usó. Si la fecha sigue completa, puede volver a unirse a su lista de espera.',
  position: 'Ocupa el puesto {{position}} de la lista.',
  leaveTitle: 'Salir de la lista de espera',
  leaveAsk:
    '¿Quitar {{email}} de la lista de espera de {{course}}, {{date}}, {{location}}? Su lugar en la lista pasará a la siguiente persona.',
  leaveAskOffered:
    '¿Quitar {{email}} de la lista de espera de {{course}}, {{date}}, {{location}}? La plaza reservada para usted pasará a la siguiente persona.',
  leaveButton: 'Salir de la lista de espera',
  leavePendingLabel: 'Saliendo…',
  left: '{{email}} ya no está en la lista de espera de {{course}}, {{date}}.',
  leaveGone: 'Este enlace ya no funciona: el lugar ya se dejó, se ocupó o ha caducado.',
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
    seatsFree:
      'Esta fecha tiene plazas libres ahora, así que no tiene lista de espera: inscríbase directamente.',
    tooManyFromClient:
      'Se han pedido demasiados lugares en listas de espera desde esta conexión. Inténtelo de nuevo mañana o contáctenos.',
    tooManyForEmail:
      'Esta dirección de correo electrónico ya está en tantas listas de espera como permitimos a la vez. Contáctenos si necesita otra.',
    failed: 'No pudimos añadirle a la lista de espera. Inténtelo de nuevo.',
  },
};

export default waitingListEs;
