/**
 * Texts shared by every form: the required marker and the messages of the shared fields
 * (app/forms/fields.ts). Schemas carry these keys; pages translate them, APIs send the English.
 */
const formsEn = {
  required: 'required',
  errors: {
    nameRequired: 'Please enter your name.',
    nameTooLong: 'Please enter at most 200 characters.',
    practiceNameTooLong: 'Please enter at most 120 characters.',
    taxIdTooLong: 'Please enter at most 40 characters.',
    taxIdInvalid: 'Please use letters, digits, spaces and - . / only.',
    notText: 'Please enter text.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    phoneRequired: 'Please enter your phone number.',
    phoneInvalid: 'Please enter a valid phone number.',
  },
};

export default formsEn;
