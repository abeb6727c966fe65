import type { EmailTexts } from './emails.en';

/** Every e-mail's words in Spanish (emails.en.ts). */
const emails: EmailTexts = {
  frame: {
    phone: 'Teléfono',
    email: 'Correo electrónico',
    website: 'Sitio web',
    copyLink: 'Si el botón no funciona, copie esta dirección en su navegador:',
    greeting: 'Estimado/a {{name}}:',
    questions: '¿Tiene alguna pregunta? Responda a este correo o escriba a {{email}}.',
    anyQuestions: '¿Tiene alguna pregunta? Responda a este correo o escriba a {{email}}.',
    reference: 'Referencia del pedido: {{id}}',
    accountButton: 'Ir a su cuenta',
  },
  confirmation: {
    subject: 'Su inscripción en {{academy}}',
    preview: 'Hemos recibido su pago de {{amount}}.',
    thanks: 'Gracias por inscribirse en {{academy}}. Hemos recibido su pago de {{amount}}.',
    previewCredit: 'Su crédito ha pagado su inscripción de {{amount}}.',
    thanksCredit:
      'Gracias por inscribirse en {{academy}}. Su inscripción de {{amount}} queda pagada en su totalidad con su crédito en la academia: no se ha cobrado nada en ninguna tarjeta.',
    thanksPart:
      'Gracias por inscribirse en {{academy}}. Hemos recibido su pago con tarjeta de {{charged}}, y {{credit}} de su crédito pagó el resto de los {{amount}}.',
    thanksPlan:
      'Gracias por inscribirse en {{academy}}. Hemos recibido su primer pago mensual de {{first}}. Los otros {{count}} pagos, de {{monthly}} cada uno, se cargan en la misma tarjeta una vez al mes; su cuenta muestra sus fechas y recibos.',
    includes: '{{programs}}, que incluye:',
    courses: 'Cursos:',
    sessions: 'Sus sesiones (también adjuntas como archivo de calendario):',
    session: '{{course}}: {{days}}, {{location}}',
    followUp:
      'En un plazo de 1 a 2 días hábiles recibirá un correo de confirmación con los detalles de su curso.',
    chooseLater:
      'Aún no hay fecha reservada para {{courses}}: las elige usted en su cuenta. Inicie sesión (o cree una cuenta) con esta dirección de correo electrónico, confirme la dirección y elija la fecha de cada curso en Mis cursos. Las plazas son para quien reserva primero: elija antes de que se llene la fecha que desea; una fecha puede reservarse hasta su primer día.',
    account:
      'Sus cursos y pagos figuran en su cuenta de nuestro sitio web: inicie sesión o cree una cuenta con esta dirección de correo electrónico.',
  },
  latePayment: {
    subject: 'No se ha podido completar su inscripción en {{academy}}',
    arrived:
      'Su pago con tarjeta de {{amount}} por {{items}} llegó después de que caducara la reserva de plaza de su inscripción.',
    price:
      'Mientras tanto el precio cambió, por eso no se ha podido completar la inscripción al precio que usted pagó.',
    priceNow:
      'Mientras tanto el precio cambió (terminó el precio de inscripción anticipada): la inscripción cuesta ahora {{now}}. Por eso no se ha podido completar al precio que usted pagó.',
    seat: 'Mientras tanto su plaza dejó de estar disponible (la fecha se llenó o ya no está abierta), por eso no se ha podido completar la inscripción.',
    refund:
      'Le devolvemos el importe completo de {{amount}} a la tarjeta con la que pagó. No se le cobra nada más; su banco puede tardar unos días hábiles en mostrar el reembolso.',
    again:
      'Para inscribirse de nuevo, elija su curso y su fecha en nuestra página de inscripción: muestra el precio y las plazas de hoy.',
    button: 'Inscribirse de nuevo',
  },
  certificate: {
    subject: 'Su certificado de CE: {{course}}',
    body: 'Gracias por asistir a {{course}}. Adjuntamos en PDF su verificación de participación por {{hours}} horas de CE. Consérvela para renovar su licencia.',
    verify: 'Cualquiera puede comprobarlo en esta dirección, impresa también en él como código QR:',
    verifyLabel: 'Verificar el certificado',
    account: 'Sus certificados también están en su cuenta.',
  },
  passwordReset: {
    subject: 'Restablezca su contraseña',
    preview: 'Elija una contraseña nueva para su cuenta de estudiante.',
    asked:
      'Alguien (esperamos que usted) ha pedido restablecer la contraseña de su cuenta de estudiante.',
    action: 'Elija una contraseña nueva aquí (el enlace funciona una sola vez, durante una hora):',
    button: 'Elegir una contraseña nueva',
    ignore: 'Si no lo ha pedido usted, ignore este correo: su contraseña no cambiará.',
  },
  addressVerification: {
    subject: 'Confirme su dirección de correo electrónico',
    preview: 'Un clic para confirmar su dirección y ver sus cursos.',
    welcome: '¡Le damos la bienvenida! Confirme que esta dirección de correo electrónico es suya.',
    action:
      'Abra este enlace con la sesión iniciada en su nueva cuenta (funciona una sola vez, durante siete días):',
    button: 'Confirmar mi correo electrónico',
    after:
      'Una vez confirmada, su cuenta mostrará los cursos y pagos registrados con esta dirección.\nSi no ha creado ninguna cuenta, ignore este correo.',
  },
  cancellation: {
    subject: 'Su inscripción está cancelada: {{course}}',
    cancelled: 'Su inscripción en {{course}} está cancelada, como pidió.',
    cancelledSession: 'Su inscripción en {{course}}, {{session}}, está cancelada, como pidió.',
    byAcademy:
      'Lo sentimos: la academia ha tenido que cancelar {{course}}. Su inscripción queda cancelada.',
    byAcademySession:
      'Lo sentimos: la academia ha tenido que cancelar {{course}}, {{session}}. Su inscripción queda cancelada.',
    card: 'Le reembolsamos {{amount}} (el {{percent}}% de lo que costó el curso) en la tarjeta con la que pagó. Suele llegar a su cuenta en un plazo de 5 a 10 días hábiles.',
    credit:
      'Añadimos {{amount}} (el {{percent}}% de lo que costó el curso) a su crédito en la academia, para un curso posterior. Su cuenta lo muestra.',
    split:
      'Le devolvemos {{amount}} (el {{percent}}% de lo que costó el curso): reembolsamos {{card}} en la tarjeta con la que pagó (suele llegar a su cuenta en un plazo de 5 a 10 días hábiles) y añadimos de nuevo a su crédito en la academia {{credit}}, que pagó con su crédito. Su cuenta lo muestra.',
    nothing:
      'Según la política de reembolsos, una cancelación en la semana anterior al curso no se reembolsa.',
    calendar: 'El archivo de calendario adjunto elimina la fecha de su calendario.',
    account: 'Sus cursos y pagos figuran en su cuenta.',
  },
  cancellationPlan: {
    card: 'Le reembolsamos {{amount}}, la parte que ya ha pagado de lo que corresponde al curso en el precio del programa ({{share}}), en la tarjeta con la que pagó. Suele llegar a su cuenta en un plazo de 5 a 10 días hábiles.',
    credit:
      'Añadimos {{amount}}, la parte que ya ha pagado de lo que corresponde al curso en el precio del programa ({{share}}), a su crédito en la academia, para un curso posterior. Su cuenta lo muestra.',
    nothing:
      'Aún no había pagado nada de lo que corresponde al curso en el precio del programa ({{share}}).',
    removed: 'El resto, {{amount}}, se descuenta de sus pagos mensuales pendientes.',
    one: 'Queda 1 pago: {{amount}} el {{day}}.',
    equal: 'Quedan {{count}} pagos de {{amount}} cada uno; el próximo, el {{day}}.',
    uneven: 'Quedan {{count}} pagos: {{first}} el {{day}} y después {{others}} de {{each}}.',
    ended: 'No queda nada por pagar: sus pagos mensuales terminan aquí.',
    fee: 'La tarifa de gestión no se reembolsa.',
  },
  closureChoice: {
    subject: 'Elija, por favor: {{course}}',
    cancelled: 'Lo sentimos: la academia ha tenido que cancelar {{course}}, {{session}}.',
    postponed: 'Lo sentimos: la academia ha tenido que aplazar {{course}}, {{session}}.',
    choose:
      'Elija qué ocurre con su inscripción: una plaza en otra fecha del curso, el reembolso total en su tarjeta o crédito total para un curso posterior.',
    button: 'Elegir',
    once: 'El enlace funciona una sola vez. Mientras no elija, su inscripción sigue como está.',
  },
  closure: {
    subject: 'Fecha cancelada: {{course}}',
    subjectPostponed: 'Fecha aplazada: {{course}}',
    cancelled:
      'Lo sentimos: la academia ha tenido que cancelar {{course}}, {{session}}. Su lista de espera se ha cerrado y usted ya no figura en ella.',
    postponed:
      'Lo sentimos: la academia ha tenido que aplazar {{course}}, {{session}}. Su lista de espera se ha cerrado y usted ya no figura en ella.',
    others: 'La página del curso muestra sus otras fechas, con las plazas disponibles.',
    button: 'Fechas del curso',
  },
  planPayment: {
    subject: 'Su pago mensual fue rechazado - {{academy}}',
    declined:
      'Su banco rechazó el pago {{n}} de {{months}} del {{program}}, de {{amount}}, con vencimiento el {{due}}.',
    notCharged:
      'No se pudo cobrar el pago {{n}} de {{months}} del {{program}}, de {{amount}}, con vencimiento el {{due}}.',
    authentication: 'Su banco le pide que confirme este pago usted mismo.',
    unusable: 'La tarjeta guardada para sus pagos ya no se puede cobrar.',
    retry: 'Volveremos a intentar el cobro en la tarjeta el {{at}}.',
    noRetry:
      'No volveremos a intentar el cobro en la tarjeta: por favor, realice este pago usted mismo.',
    bookings:
      'Si sigue sin pagarse el {{from}}, las nuevas reservas de sesiones quedan en pausa hasta que se pague. Los cursos que ya realizó siguen siendo válidos.',
    action: 'Pague ahora o cambie su tarjeta desde su cuenta:',
    button: 'Pagar o cambiar tarjeta',
  },
  planCancelled: {
    subject: 'Su {{program}} está cancelado',
    cancelled:
      'Tal como lo solicitó el {{notice}}, su {{program}} queda cancelado. Los cursos realizados hasta el {{last}} (30 días después de su aviso) se pagan a su precio individual, con el cargo de gestión; no se cobrará ningún pago mensual después de hoy.',
    sums: 'Usted pagó {{paid}}; lo que debe es {{owed}}.',
    refund:
      'Se reembolsan {{amount}} a su tarjeta: los bancos tardan de 5 a 10 días en reflejarlo.',
    charge: 'Se cargan en su tarjeta los {{amount}} restantes.',
    even: 'No se cobra ni se reembolsa nada más.',
    released: 'Su acceso a {{courses}} ha terminado.',
  },
  seatMove: {
    subject: 'Su fecha ha cambiado: {{course}}',
    moved: 'Su plaza en {{course}} ha pasado de {{from}} a {{to}}, como pidió en su cuenta.',
    newSession: 'Su nueva fecha (también adjunta como archivo de calendario):',
    separately:
      'Otro correo elimina las fechas anteriores de su calendario. Puede cambiar de fecha hasta 15 días antes del inicio.',
    account: 'Sus cursos y fechas figuran en su cuenta.',
    cancelSubject: 'Cancelado: {{course}}, {{days}}',
    cancelled:
      'Este correo elimina {{course}}, {{from}}, de su calendario: su plaza pasó a {{to}}.',
  },
  waitingListConfirm: {
    subject: 'Confirme su lugar en la lista de espera: {{course}}, {{days}}',
    greeting: 'Hola:',
    asked:
      'Alguien (esperamos que usted) ha pedido unirse a la lista de espera de {{where}} con esta dirección de correo electrónico.',
    action:
      'Para ocupar su lugar en la lista, abra este enlace y confirme (funciona una sola vez, durante {{hours}} horas):',
    button: 'Confirmar mi lugar en la lista de espera',
    ignore:
      'Si no lo ha pedido usted, ignore este correo: sin confirmación, la dirección no se añade a la lista de espera.',
  },
  waitingListListed: {
    subject: 'Está en la lista de espera: {{course}}, {{days}}',
    listed: 'Está en la lista de espera de {{where}}.',
    position: 'En este momento ocupa el puesto {{position}} de la lista.',
    next: 'Cuando se libere una plaza y sea su turno, le enviaremos un enlace que se la reserva durante un tiempo limitado.',
    leave:
      'Si ya no desea una plaza, salga de la lista de espera aquí; su lugar pasará a la siguiente persona:',
    button: 'Salir de la lista de espera',
  },
  waitingListOffer: {
    subject: 'Plaza disponible: {{course}}, {{days}}',
    freed: 'Se ha liberado una plaza en {{where}}, y la reservamos para usted hasta el {{until}}.',
    action: 'Para ocuparla, inscríbase y pague aquí:',
    button: 'Inscribirme en esta sesión',
    ignore:
      'Si ya no la necesita, ignore este mensaje: pasado ese plazo, la plaza se ofrecerá a la siguiente persona en la lista de espera.',
  },
};

export default emails;
