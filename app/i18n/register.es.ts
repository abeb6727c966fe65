import type registerEn from './register.en';

const registerEs: typeof registerEn = {
  testMode: 'Modo de prueba',
  testModeNote:
    'No se cobra ningún pago real. Pague con la tarjeta de prueba 4242 4242 4242 4242, cualquier fecha futura y cualquier código de seguridad.',
  emailInstead: 'Para inscribirse, escriba a {{email}}',
  choice: 'Elija su inscripción',
  individual: 'Cursos individuales',
  programPrice: '{{name}} ({{price}})',
  programIncludes: 'Incluye {{courses}}',
  courses: 'Cursos',
  coursePrice: '{{name}}: {{price}}',
  chosenDate: 'Fecha: {{date}}',
  yourDetails: 'Sus datos',
  accountant: {
    legend: 'Para su recibo (opcional)',
    hint: 'Sus recibos se le envían por correo electrónico y quedan en su cuenta. Añada su consultorio e identificación fiscal si su contador los necesita en el recibo.',
    practiceName: 'Consultorio o clínica',
    taxId: 'Identificación fiscal',
    taxIdHint: 'Por ejemplo su EIN, RFC o NIF.',
    summaryPractice: 'Consultorio',
    summaryTaxId: 'Identificación fiscal',
  },
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  locked: 'Estos datos provienen de su cuenta.',
  chooseLater:
    'Las fechas de {{courses}} se eligen después del pago: inicie sesión en su cuenta con esta dirección de correo electrónico (o cree una con ella), confirme la dirección y elija la fecha de cada curso en Mis cursos. Las plazas son para quien reserva primero: elija antes de que se llene la fecha que desea; una fecha puede reservarse hasta su primer día.',
  sessionFor: 'Fecha de {{course}}',
  seatsLeft_one: 'Queda {{count}} plaza',
  seatsLeft_other: 'Quedan {{count}} plazas',
  full: 'Completo',
  cancelled: 'Cancelada',
  chooseSession: 'Elija una fecha para {{course}} para continuar.',
  continue: 'Continuar al pago ({{total}})',
  chooseFirst: 'Elija un programa o al menos un curso para continuar.',
  summary: 'Revisar y pagar',
  items: 'Inscripción',
  total: 'Total',
  edit: 'Editar información',
  cardPayment: 'Pago con tarjeta',
  loading: 'Cargando el formulario de pago...',
  loadFailed: 'No se pudo cargar el formulario de pago. Inténtelo de nuevo.',
  pay: 'Pagar {{total}}',
  processing: 'Procesando...',
  needsJavaScript:
    'El pago con tarjeta necesita JavaScript. Actívelo y vuelva a cargar la página, o escriba a {{email}} para inscribirse.',
  success: '¡Pago realizado!',
  successNote:
    'Recibirá un correo de confirmación en un plazo de 1 a 2 días hábiles después del pago.',
  failed: 'Pago fallido',
  tryAgain: 'Inténtelo de nuevo.',
  declinedAdvice:
    'Pruebe con otra tarjeta, o llame a su banco: quizá deba autorizar este pago antes de volver a intentarlo.',
  priceChanged:
    'El precio ha cambiado desde que se cargó esta página: el total a pagar es ahora {{total}}.',
  repriced:
    'Su reserva de plaza caducó después del plazo de inscripción anticipada, así que el precio ha cambiado: el total es ahora {{total}}. No se ha cobrado nada.',
  holdEnded:
    'Su reserva de plaza caducó, así que este pago se canceló: no se ha cobrado nada. Continúe para inscribirse de nuevo; el total es {{total}}.',
  payNewPrice: 'Continuar con el nuevo precio',
  retry: 'Reintentar',
  complete: 'Inscripción completada',
  toAccount: 'Ir a su cuenta',
  accountNote: 'Sus cursos y pagos están en su cuenta.',
  signInNote: 'Inicie sesión o cree una cuenta con {{email}} para ver sus cursos y pagos.',
  signIn: 'Iniciar sesión',
  createAccount: 'Crear una cuenta',
  confirmRepeat: 'Sí, pagar una segunda plaza',
  useCredit: 'Usar mi crédito ({{amount}} disponibles)',
  creditExpires: '{{amount}} de ese crédito debe usarse antes del {{date}}.',
  creditHeld:
    '{{amount}} de ese crédito está reservado para una inscripción que empezó y no pagó: si lo usa aquí, ese pago se cancela.',
  price: 'Precio',
  creditUsed: 'Crédito usado',
  toPay: 'A pagar',
  creditPayment: 'Pago con su crédito',
  creditCovers: 'Su crédito cubre todo el precio: no necesita tarjeta.',
  payWithCredit: 'Completar la inscripción con mi crédito',
  successCredit: '¡Pagado con su crédito!',
  creditHeldElsewhere:
    'Su crédito está reservado para una inscripción que empezó antes y no pagó. ¿Quiere usarlo en esta inscripción? Ese pago anterior se cancelará.',
  takeOverCredit: 'Usar mi crédito aquí',
  plan: {
    legend: '¿Cómo desea pagar?',
    full: 'Pago único: {{total}}',
    monthly: 'Pago mensual: {{count}} pagos',
    summary:
      '{{first}} hoy, incluido el cargo de gestión de {{fee}}, y después {{monthly}} al mes. {{total}} en total.',
    caption: 'Sus pagos mensuales',
    number: 'Pago',
    date: 'Fecha',
    amount: 'Importe',
    today: 'Hoy',
    consent:
      'Autorizo a la academia a guardar esta tarjeta y a cargar en ella los otros {{rest}} pagos en las fechas indicadas. Puedo cambiar la tarjeta, o cancelar el programa con 30 días de aviso, desde mi cuenta.',
    consentFirst: 'Marque la casilla de arriba para continuar con la tarjeta.',
    payFirst: 'Pagar {{first}} ahora',
    toPayToday: 'A pagar hoy',
    paidToday: 'Pagado hoy',
    inAll_one: 'Total de {{count}} pago',
    inAll_other: 'Total de {{count}} pagos',
  },
  errors: {
    empty: 'Elija un programa o al menos un curso.',
    mixed: 'Elija un programa o cursos individuales, no ambos.',
    unknownItem: 'Curso o programa desconocido: {{item}}',
    notForPrograms: 'Los programas se compran sin fecha: reserve cada curso desde su cuenta.',
    unknownSession: 'Fecha desconocida para {{course}}.',
    past: '{{course}}, {{date}}, ya ha comenzado.',
    unscheduled: '{{course}} aún no tiene fecha: resérvelo más adelante desde su cuenta.',
    choose: 'Elija una fecha para {{course}}.',
    full: '{{course}}, {{date}}, está completo.',
    rateLimited: 'Demasiados intentos de pago. Inténtelo de nuevo en unos minutos.',
    tooManyHolds:
      'Hay demasiadas plazas reservadas para pago desde su conexión. Termine o abandone uno de esos pagos, o inténtelo de nuevo en {{minutes}} min.',
    alreadyRegistered:
      'Ya está inscrito en {{course}} con esta dirección de correo: lo encontrará en su cuenta, donde puede cambiar la fecha hasta 15 días antes de que empiece (después, escriba a la academia).',
    creditUnavailable:
      'Su crédito ya no está disponible para esta inscripción: se usó en otra inscripción o ha caducado. Vuelva con Editar información y continúe de nuevo para ver el crédito que tiene ahora.',
    creditNotAllowed:
      'Solo su titular puede usar el crédito: antes, inicie sesión con la dirección de correo de la inscripción y confírmela.',
    creditAmount:
      'El crédito que se usa debe ser mayor que cero y no superar el precio, y dejar por pagar con tarjeta nada o al menos USD 0.50.',
    notMonthly:
      'El pago mensual se ofrece para un programa comprado por sí solo: elija solo el programa, o pague en un único pago.',
    creditMonthly:
      'El crédito se usa en inscripciones de pago único: elija Pago único para usarlo, o pague mensualmente sin él.',
    repeatSession:
      'Ya está inscrito en {{course}} ({{held}}) con esta dirección de correo. Para pagar una segunda plaza, el {{date}}, confírmelo abajo.',
  },
};

export default registerEs;
