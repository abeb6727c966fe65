import type enquiryEn from './enquiry.en';

const enquiryEs: typeof enquiryEn = {
  getInTouch: 'Contáctenos',
  name: 'Nombre',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  questions: 'Preguntas',
  message: 'Mensaje',
  courses: 'Cursos de interés',
  areaOfInterest: 'Área de interés',
  chooseArea: 'Elija un curso o programa',
  company: 'Empresa (déjelo vacío)',
  send: 'Enviar',
  sending: 'Enviando...',
  failed: 'Hubo un problema al enviar su solicitud. Inténtelo de nuevo.',
  tooMany: 'Demasiadas solicitudes. Inténtelo de nuevo en unos minutos.',
  errors: {
    questionsNotText: 'Escriba sus preguntas como texto.',
    questionsTooLong: 'Sus preguntas deben tener menos de 5.000 caracteres.',
    coursesInvalid: 'Elija los cursos de la lista.',
    pageInvalid: 'La dirección de la página no es válida.',
  },
};

export default enquiryEs;
