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
    completed: 'Cursos completados o vencidos',
    noCompleted: 'No se encontraron cursos completados',
  },
  info: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    memberSince: 'Miembro desde',
    notAvailable: 'N/D',
  },
  payments: {
    methods: 'Métodos de pago',
    noMethods: 'No se encontraron métodos de pago',
    history: 'Historial de pagos',
    date: 'Fecha',
    items: 'Artículos',
    amount: 'Importe',
    status: 'Estado',
    noTransactions: 'No se encontraron transacciones',
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
    },
  },
};

export default accountEs;
