/**
 * Texts shared by every form: the required marker and the messages of the shared fields
 * (app/forms/fields.ts). Schemas carry these keys; pages translate them, APIs send the English.
 */
const formsEn = {
  required: 'required',
  errors: {
    licenseNumber:
      'Enter the license number as printed on the license (letters, digits, spaces, - . / #), at most 40 characters.',
    licenseState: 'Enter the state or country that issued the license, at most 60 characters.',
    agdId: 'Enter the AGD ID as digits only, at most 12.',
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
