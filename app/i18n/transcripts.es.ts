import type en from './transcripts.en';

/** El expediente de CE: la sección de /account y el PDF imprimible (app/transcripts). */
const transcripts: typeof en = {
  title: 'Expediente de CE',
  intro:
    'Cada curso al que asistió en la academia, con las horas que indica su certificado. Los totales cuentan solo las horas certificadas.',
  none: 'Su expediente empieza con el primer curso al que asista.',
  download: 'Descargar el expediente (PDF)',
  caption: 'Cursos asistidos',
  scrollHint: 'Desplace la tabla hacia los lados para ver todas las columnas.',
  course: 'Curso',
  dates: 'Fechas',
  lecture: 'Teoría',
  participation: 'Participación',
  total: 'Total',
  hoursUnit: '{{hours}} h',
  subjects: 'Códigos de materia de la AGD',
  certificate: 'Certificado',
  daysAttended: '{{attended}} de {{days}} días',
  pending: 'Certificado pendiente',
  pendingNote: 'No se cuenta hasta que se emita su certificado.',
  totals: 'Total certificado',
  subjectCode: '{{code}}: {{hours}} h',
  awards: {
    title: 'Hacia los títulos de la academia',
    progress: '{{name}}: {{completed}} de {{required}} cursos requeridos completados',
    note: 'Un curso cuenta cuando su certificado muestra asistencia a todos los días de una sesión. Cada título exige además su examen y sus casos, que la academia confirma.',
    status: {
      completed: 'Completado',
      partial: 'Asistencia parcial',
      pending: 'Asistido, certificado pendiente',
      remaining: 'Pendiente de cursar',
    },
  },
  agd: {
    title: 'Hacia el Fellowship y el Mastership de la AGD',
    note: 'Solo las horas obtenidas en esta academia: la Academy of General Dentistry cuenta también las horas obtenidas con otros proveedores aprobados.',
    fellowship: 'Fellowship de la AGD: {{hours}} de {{needed}} horas',
    mastership: 'Mastership de la AGD: {{hours}} de {{needed}} horas',
    participation: 'Horas de participación del Mastership: {{hours}} de {{needed}}',
    reached: 'alcanzado',
  },
  pdf: {
    title: 'Expediente de formación continua',
    student: 'Participante',
    email: 'Correo electrónico',
    generated: 'Generado el {{date}}',
    earnedAt: 'Horas obtenidas en {{provider}}',
    verify: 'Cada certificado puede verificarse en {{url}}',
    pendingTitle: 'Asistido, certificado pendiente (no se cuenta)',
    page: 'Página {{page}} de {{pages}}',
    signatory: 'Emitido por la academia por',
  },
};

export default transcripts;
