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
  required: 'obligatorio',
  send: 'Enviar',
  sending: 'Enviando...',
};

export default enquiryEs;
