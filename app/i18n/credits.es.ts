import type creditsEn from './credits.en';

/**
 * Textos del crédito de un estudiante (decisión 0057): por qué se hizo cada movimiento y cuándo
 * vence.
 */
const creditsEs: typeof creditsEn = {
  reasonCancellation: 'Crédito por una inscripción cancelada',
  reasonAcademyCancellation: 'Crédito por una sesión que la academia canceló',
  reasonStaffGrant: 'Crédito otorgado por la academia',
  reasonSpent: 'Usado en una inscripción',
  reasonSpendReturned: 'Devuelto: la inscripción no se completó',
  expires: 'Úselo antes del {{date}}',
  expired: 'Venció el {{date}}',
  noExpiry: 'No vence',
};

export default creditsEs;
