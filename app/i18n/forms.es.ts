import type formsEn from './forms.en';

const formsEs: typeof formsEn = {
  required: 'obligatorio',
  errors: {
    licenseNumber:
      'Escriba el número de licencia tal como figura en ella (letras, dígitos, espacios, - . / #), como máximo 40 caracteres.',
    licenseState: 'Escriba el estado o país que emitió la licencia, como máximo 60 caracteres.',
    agdId: 'Escriba el ID de la AGD solo con dígitos, como máximo 12.',
    nameRequired: 'Introduzca su nombre.',
    nameTooLong: 'Introduzca como máximo 200 caracteres.',
    practiceNameTooLong: 'Introduzca como máximo 120 caracteres.',
    taxIdTooLong: 'Introduzca como máximo 40 caracteres.',
    taxIdInvalid: 'Use solo letras, dígitos, espacios y - . /',
    notText: 'Introduzca un texto.',
    emailRequired: 'Introduzca su correo electrónico.',
    emailInvalid: 'Introduzca un correo electrónico válido.',
    phoneRequired: 'Introduzca su número de teléfono.',
    phoneInvalid: 'Introduzca un número de teléfono válido.',
  },
};

export default formsEs;
