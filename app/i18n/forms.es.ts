import type formsEn from './forms.en';

const formsEs: typeof formsEn = {
  required: 'obligatorio',
  errors: {
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
