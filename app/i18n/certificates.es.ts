import type en from './certificates.en';

/** Certificados de CE: el PDF, /verify/<id> y el correo (app/certificates). */
const certificates: typeof en = {
  title: 'Verificación de participación',
  certifies: 'Se certifica que',
  attended: 'participó en el curso de formación odontológica continua',
  license: 'Licencia {{number}}',
  licenseIn: 'Licencia {{number}} ({{state}})',
  agdId: 'ID AGD {{id}}',
  dates: 'Fechas',
  location: 'Lugar',
  instructors: 'Instructores',
  daysAttended: 'Días asistidos',
  hours: 'Horas de CE asistidas',
  lecture: 'Teoría',
  participation: 'Participación',
  subjectCodes: 'Códigos de materia AGD',
  subjectCode: '{{code}}: {{hours}} h',
  delivery: 'Modalidad',
  deliveryClinical: 'Presencial, con participación práctica',
  deliveryOnline: 'Clase en directo',
  issuedOn: 'Emitido el {{date}}',
  id: 'Certificado {{id}}',
  verifyAt: 'Verifíquelo en {{url}}',
  agdPace: 'Proveedor AGD PACE {{id}}',
  adaCerp: 'Proveedor ADA CERP {{id}}',
  verify: {
    heading: 'Certificado {{id}}',
    valid: 'Certificado válido.',
    revoked: 'La academia revocó este certificado.',
    reissued: 'Este certificado fue sustituido por uno corregido.',
    replacement: 'Ver el certificado que lo sustituye',
    participant: 'Participante',
    course: 'Curso',
    provider: 'Proveedor',
    signatory: 'Firmado por',
    issued: 'Emitido',
    notFound: 'Certificado no encontrado',
    notFoundText:
      'Ningún certificado tiene este identificador. Compárelo con el certificado o escriba a la academia.',
    notFoundWrite:
      'Ningún certificado tiene este identificador. Compárelo con el certificado o escriba a la academia a {{email}}.',
    status: 'Estado',
  },
};

export default certificates;
