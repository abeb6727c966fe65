import type staffFindEn from './staff-find.en';

/** Textos para encontrar un pedido desde /staff: parte del espacio `staff` (staff.es.ts). */
const staffFindEs: typeof staffFindEn = {
  planStanding: 'Pagado {{collected}} de {{total}}',
  planStandingNext: 'próximo pago {{amount}} el {{date}}',
  planStandingPastDue: 'atrasado',
  planStandingCancelled: 'plan cancelado',
  planCollected: 'Cobrado',
  lineShare: 'Parte del precio',
  ordersLink: 'Buscar un pedido',
  ordersTitle: 'Personal: pedidos',
  ordersIntro:
    'Todos los pedidos, del más reciente al más antiguo, sea cual sea su estado. Busque por el nombre o el correo electrónico del comprador o por la referencia del pedido.',
  ordersSearchLabel: 'Nombre, correo electrónico o referencia',
  ordersSearch: 'Buscar',
  ordersShowAll: 'Ver todos los pedidos',
  ordersCaption: 'Pedidos, del más reciente al más antiguo: página {{page}} de {{pages}}',
  ordersFound: '{{count}} pedidos coinciden con «{{query}}».',
  ordersFoundOne: '1 pedido coincide con «{{query}}».',
  ordersNone: 'Ningún pedido coincide con «{{query}}».',
  ordersEmpty: 'Todavía no hay pedidos.',
  ordersNewer: 'Pedidos más recientes',
  ordersOlder: 'Pedidos más antiguos',
  ordersPages: 'Páginas de la lista de pedidos',
  ordersPageOf: 'Página {{page}} de {{pages}}',
  ordersDate: 'Hecho el',
  ordersBuyer: 'Comprador',
  ordersItems: 'Artículos',
  ordersCollected: 'Cobrado',
  ordersDue: 'Pendiente',
  ordersCancelledCourses: '{{count}} curso(s) cancelado(s)',
  ordersRefunded: '{{amount}} reembolsado',
  ordersErrors: {
    pageInvalid: 'La página debe ser un número entero a partir de 1.',
    queryTooLong: 'Busque como máximo 254 caracteres.',
  },
  referenceTitle: 'Pedidos cuya referencia empieza por {{reference}}',
  referenceIntro: 'Más de un pedido tiene esta referencia. Elija el que busca.',
  referenceUnknownTitle: 'No existe el pedido {{reference}}',
  referenceUnknownIntro:
    'Ningún pedido tiene esta referencia. Revísela o busque los pedidos por nombre, correo electrónico o referencia.',
  pastSessions: 'Sesiones pasadas',
  pastSessionsIntro:
    'Sesiones ya terminadas, de la más reciente a la más antigua: su asistencia (para corregirla) y su lista.',
  pastSessionsCaption: 'Sesiones pasadas con su asistencia y su lista',
};

export default staffFindEs;
