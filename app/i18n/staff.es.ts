import type staffEn from './staff.en';

/** Textos de /staff (issue 10: listas de asistentes para el personal). */
const staffEs: typeof staffEn = {
  title: 'Personal: listas de asistentes',
  intro: 'Todas las próximas sesiones con sus plazas y asistentes. Las cifras son en tiempo real.',
  sessions: 'Próximas sesiones',
  noSessions: 'No hay próximas sesiones en el contenido.',
  unlisted: 'Plazas en fechas que no están en el contenido',
  unlistedIntro:
    'Plazas tomadas en los últimos {{days}} días para una fecha que ya no figura entre las del curso (eliminada o renombrada en el Studio). Revise a estos estudiantes.',
  underWay: 'en curso',
  notInContent: 'no está en el contenido',
  counts: 'Plazas de {{session}}',
  session: 'Sesión',
  location: 'Lugar',
  capacity: 'Capacidad',
  booked: 'Reservadas',
  held: 'Retenidas',
  left: 'Libres',
  waiting: 'En espera',
  attendees: 'Asistentes de {{session}}',
  noAttendees: 'Nadie ha reservado esta sesión todavía.',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  order: 'Pedido',
  paid: 'Pagado',
  bookedAt: 'Reservado el',
  paidUsd: 'Pagado (USD)',
  bookedAtUtc: 'Reservado el (UTC)',
  csv: 'Descargar CSV',
  csvLabel: 'Descargar los asistentes de {{session}} en CSV',
  attention: 'Pedidos que requieren atención',
  noAttention: 'Ningún pedido requiere atención.',
  attentionCaption: 'Pedidos marcados para atención, los más recientes primero',
  date: 'Fecha',
  amount: 'Importe',
  status: 'Estado',
  courses: 'Cursos',
  reason: 'Motivo',
};

export default staffEs;
