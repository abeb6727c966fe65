import type accountEn from './account.en';

const accountEs: typeof accountEn = {
  sections: 'Secciones de la cuenta',
  tabs: {
    courses: 'Mis cursos',
    info: 'Datos de la cuenta',
    payments: 'Pagos',
  },
  courses: {
    active: 'Cursos activos',
    noActive: 'No se encontraron cursos activos',
    unconfirmed:
      'Su dirección de correo electrónico aún no está confirmada: los cursos pagados con ella aparecerán aquí cuando abra el enlace que le enviamos (puede pedirlo de nuevo arriba).',
    completed: 'Cursos completados o vencidos',
    noCompleted: 'No se encontraron cursos completados',
    sessions: {
      session: 'Fecha: {{date}}, {{location}}',
      choose: 'Elija una fecha',
      chooseFor: 'Fecha de {{course}}',
      book: 'Reservar esta fecha',
      move: 'Cambiar de fecha',
      moveTo: 'Cambiar a esta fecha',
      noSession: 'Aún no ha elegido fecha.',
      chooseBy:
        'Elija su fecha a continuación. Las plazas son para quien reserva primero: reserve antes de que se llene la fecha que desea; una fecha puede reservarse hasta su primer día y cambiarse hasta 15 días antes del inicio.',
      confirmMove:
        '¿Cambiar {{course}} de {{from}} a {{to}}? Dejará su plaza en la primera fecha. Recibirá un correo con las nuevas fechas para su calendario.',
      confirmMoveButton: 'Confirmar el cambio',
      keepSession: 'Mantener mi fecha',
      noDates: 'Fechas por anunciar.',
      seatsLeft_one: 'Queda {{count}} plaza',
      seatsLeft_other: 'Quedan {{count}} plazas',
      moveDeadline: 'Puede cambiar de fecha hasta 15 días antes del inicio.',
    },
    cancel: {
      quoteFullUntil: 'Reembolso total si cancela hasta el {{date}}.',
      quotePartUntil: 'Reembolso del {{percent}}% si cancela hasta el {{date}}.',
      afterPart: 'Después, reembolso del {{percent}}%.',
      afterNone: 'Después, sin reembolso.',
      quoteFull: 'Reembolso total si cancela.',
      quotePart: 'Reembolso del {{percent}}% si cancela.',
      quoteNone:
        'Sin reembolso si cancela ahora: la sesión empieza en menos de una semana. Cancelar libera igualmente su plaza para quien espera.',
      byEmail: 'Para cancelar este curso, escriba por correo a la secretaría.',
      open: 'Cancelar este curso',
      returns:
        'Si cancela {{course}} hoy, se le devuelven {{amount}} (el {{percent}}% de lo que costó).',
      returnsNothing: 'Si cancela {{course}} hoy, no se le devuelve nada.',
      where: '¿Dónde quiere recibir el dinero?',
      toCard: 'Reembolsar {{amount}} en la tarjeta con la que pagué (de 5 a 10 días hábiles)',
      toCredit: 'Guardar {{amount}} como crédito para un curso posterior en la academia',
      toCardAndCredit:
        'Reembolsar {{card}} en la tarjeta con la que pagué (de 5 a 10 días hábiles) y {{credit}} como crédito, la parte que pagué con crédito',
      seatGoes:
        'Su plaza se libera y se ofrece a la siguiente persona en espera. No se puede deshacer.',
      confirm: 'Confirmar la cancelación',
      changed:
        'El reembolso ha cambiado desde que se mostró la página (ha pasado un plazo). Revise el importe y confirme de nuevo.',
    },
  },
  ce: {
    title: 'Formación continua',
    hint: 'Lo que sus certificados de CE incluyen además de su nombre. Cada dato es opcional; indíquelos antes de que termine el curso.',
    licenseNumber: 'Número de licencia',
    licenseState: 'Estado o país de la licencia',
    agdId: 'ID de la AGD',
    save: 'Guardar los datos de CE',
  },
  certificates: {
    title: 'Certificados de CE',
    none: 'Sus certificados de CE aparecerán aquí después de cada curso al que asista.',
    hours: '{{hours}} horas de CE',
    download: 'Descargar el certificado {{id}} (PDF)',
    verify: 'Página pública de verificación',
  },
  info: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    memberSince: 'Miembro desde',
    notAvailable: 'N/D',
    edit: 'Su nombre y teléfono',
    save: 'Guardar',
    saving: 'Guardando...',
  },
  plan: {
    title: '{{program}}: pagos mensuales',
    caption: 'Pagos mensuales de {{program}}',
    closedCard:
      'La academia canceló {{course}}: de lo que le corresponde en el precio ({{share}}), le reembolsamos en su tarjeta {{returned}} ya pagados y descontamos {{removed}} de sus pagos pendientes. La tarifa de gestión no se reembolsa.',
    closedCredit:
      'La academia canceló {{course}}: de lo que le corresponde en el precio ({{share}}), añadimos a su crédito {{returned}} ya pagados y descontamos {{removed}} de sus pagos pendientes. La tarifa de gestión no se reembolsa.',
    summary: '{{months}} pagos, {{total}} en total; {{paid}} pagados hasta ahora.',
    status: {
      active: 'Al día.',
      past_due: 'Con pagos atrasados.',
      completed: 'Pagado en su totalidad.',
      cancelled: 'Cancelado.',
    },
    pastDue:
      'Un pago no se pudo cobrar. La tarjeta se intentará de nuevo en la fecha indicada; también puede pagarlo ahora, con esta tarjeta o con otra. Mientras siga sin pagarse, las nuevas reservas de fechas pueden tener que esperar.',
    number: 'Pago',
    due: 'Fecha',
    payment: { paid: 'Pagado', due: 'Pendiente', failed: 'No cobrado', cancelled: 'Cancelado' },
    retry: 'Próximo intento: {{date}}',
    payNow: 'Pagar ahora o cambiar la tarjeta',
  },
  planCancel: {
    title: 'Cancelar el programa',
    link: 'Cancelar el programa',
    intro:
      'Puede cancelar el {{program}} en cualquier momento con 30 días de aviso. Antes de su último pago mensual, solo paga los cursos que realice hasta 30 días después de su aviso, a su precio individual, con el cargo de gestión. Si cancela hoy:',
    noticeDay: 'Aviso dado',
    lastDay: 'Cursos que cuentan si se realizan hasta',
    counted: 'Cursos realizados hasta entonces, a su precio individual',
    noneCounted: 'Ningún curso se realiza hasta entonces.',
    fee: 'Cargo de gestión (se conserva)',
    owed: 'Usted debe',
    paid: 'Usted ha pagado',
    refund: 'Se reembolsan {{amount}} a su tarjeta.',
    charge: 'Se cargan {{amount}} en su tarjeta.',
    even: 'No se cobra ni se reembolsa nada más.',
    released:
      'Termina su acceso a estos cursos, y se liberan las fechas reservadas para ellos: {{courses}}.',
    stops: 'No se cobra ningún pago mensual más.',
    confirm: 'Cancelar el programa',
    changed:
      'Lo que significa cancelar ha cambiado desde que se mostró la página (cambió un pago o una fecha). Léalo de nuevo antes de confirmar.',
    completed:
      'Todos los pagos mensuales están hechos: el programa está pagado y cancelar no cambiaría nada.',
    cancelled: 'Este programa está cancelado.',
  },
  planCard: {
    title: 'Cambiar la tarjeta',
    link: 'Cambiar la tarjeta',
    card: '{{brand}} terminada en {{last4}}, vence el {{month}}/{{year}}',
    unknown: 'La tarjeta guardada al inscribirse',
    current: 'Tarjeta en uso: {{card}}.',
    intro:
      'Los próximos pagos mensuales del {{program}} se cargan en esta tarjeta. Introduzca otra tarjeta para usarla desde ahora: hoy no se cobra nada.',
    start: 'Continuar con la tarjeta',
    save: 'Guardar esta tarjeta',
    saving: 'Guardando...',
    changed: 'Su tarjeta ha cambiado: sus próximos pagos mensuales se cargan en {{card}}.',
    pending:
      'Su banco todavía está comprobando la tarjeta. Vuelva a mirar esta página en unos minutos.',
    failed:
      'No se pudo guardar la tarjeta, y sus pagos siguen en la tarjeta que tenía. Pruebe con otra tarjeta o consulte a su banco.',
    none: 'Este programa ya no tiene pagos mensuales por cobrar, así que no se guarda ninguna tarjeta para él.',
  },
  planPay: {
    title: 'Pagar un pago mensual',
    failed:
      'No se pudo cobrar en su tarjeta el pago {{number}} de {{months}} del {{program}}, de {{amount}}, con vencimiento el {{date}}.',
    card: 'Páguelo ahora con una tarjeta. La tarjeta con la que pague aquí es la que se usará para sus próximos pagos mensuales.',
    start: 'Continuar con la tarjeta',
    pay: 'Pagar {{amount}}',
    paid: 'Gracias: hemos recibido su pago. Aparecerá en su cuenta, con su recibo, en un minuto.',
    nothing: 'No hay ningún pago fallido que pagar: sus pagos mensuales están al día.',
    processing: 'Su pago se está procesando. Vuelva a consultar su cuenta en unos minutos.',
    back: 'Volver a sus pagos',
  },
  payments: {
    methods: 'Métodos de pago',
    noMethods: 'No se encontraron métodos de pago',
    noMethodsWhy:
      'Su cuenta no guarda ninguna tarjeta: la introduce cada vez que paga en la página de inscripción, y Stripe la procesa. Solo un programa pagado mensualmente guarda una tarjeta, para cobrar sus pagos siguientes, y se muestra aquí.',
    forPlan: 'Para los pagos mensuales del {{program}}',
    history: 'Historial de pagos',
    date: 'Fecha',
    items: 'Artículos',
    amount: 'Importe',
    status: 'Estado',
    noTransactions: 'No se encontraron transacciones',
    credit: 'Crédito',
    creditAvailable: 'Disponible para una inscripción: {{amount}}',
    partlyRefunded: '{{amount}} reembolsado',
    receipts: {
      title: 'Recibos',
      none: 'Aún no hay recibos: cada pago y cada reembolso tiene el suyo.',
      number: 'Recibo',
      kind: 'Concepto',
      payment: 'Pago',
      paidWithCredit: 'Pagado con crédito',
      refund: 'Reembolso',
      download: 'descargar PDF',
      hint: 'Seleccione un número de recibo para descargarlo en PDF. Cada recibo también se le envió por correo electrónico.',
    },
  },
  status: {
    completed: 'completado',
    pending: 'pendiente',
    failed: 'fallido',
    refunded: 'reembolsado',
  },
  loadFailed: 'No se pudo cargar la información de la cuenta',
  verify: {
    notice:
      'Confirme su correo electrónico: enviamos un enlace a {{email}}. Sus cursos y pagos aparecerán aquí una vez confirmado.',
    resend: 'Enviar el enlace de nuevo',
    prompt: 'Confirme que {{email}} es su correo electrónico.',
    confirm: 'Confirmar mi correo',
    notices: {
      verified: 'Gracias: su correo electrónico está confirmado.',
      invalid:
        'Este enlace de confirmación no es válido, ha caducado, ya se utilizó o pertenece a otra cuenta.',
      resent: 'Enviamos un enlace nuevo. Revise su correo electrónico.',
      limited: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
      failed: 'No funcionó. Inténtelo de nuevo en un momento.',
      sessionBooked: 'Su plaza está reservada.',
      sessionMoved:
        'Su plaza ha cambiado de fecha. Le enviamos por correo las nuevas fechas para su calendario, y la secretaría está informada.',
      sessionFull: 'Esa fecha está completa. Elija otra.',
      sessionTooLate: 'Su fecha empieza en menos de 15 días: ya no se puede cambiar.',
      sessionUnknown: 'Esa fecha no se puede reservar.',
      sessionPlanPastDue:
        'Un pago mensual de su programa está vencido: podrá reservar nuevas fechas cuando se pague. Los cursos que ya realizó siguen siendo válidos.',
      detailsSaved: 'Su nombre y teléfono están guardados.',
      ceDetailsSaved:
        'Sus datos de licencia y de la AGD están guardados: los certificados que se emitan a partir de ahora los incluirán.',
      courseCancelled:
        'El curso está cancelado. Le hemos enviado por correo lo que se le devuelve y cuándo, y la secretaría está informada.',
      cancelUnavailable:
        'Este curso ya no se puede cancelar aquí. Escriba por correo a la secretaría.',
    },
  },
};

export default accountEs;
