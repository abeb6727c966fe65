/** Interface texts of /register (SPEC §2, §4, §8); page texts come from the content. */
const registerEn = {
  testMode: 'Test mode',
  testModeNote:
    'No real payment is taken. Pay with the test card 4242 4242 4242 4242, any future date and any security code.',
  emailInstead: 'To register, please email {{email}}',
  choice: 'Choose your registration',
  individual: 'Individual courses',
  programPrice: '{{name}} ({{price}})',
  programIncludes: 'Includes {{courses}}',
  courses: 'Courses',
  coursePrice: '{{name}}: {{price}}',
  chosenDate: 'Date: {{date}}',
  yourDetails: 'Your details',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  locked: 'These details come from your account.',
  continue: 'Continue to Payment ({{total}})',
  chooseFirst: 'Choose a program or at least one course to continue.',
  summary: 'Review and pay',
  items: 'Registration',
  total: 'Total',
  edit: 'Edit Information',
  cardPayment: 'Card payment',
  loading: 'Loading payment form...',
  loadFailed: 'Unable to load payment form. Please try again.',
  pay: 'Pay {{total}}',
  processing: 'Processing...',
  needsJavaScript:
    'Card payment needs JavaScript. Please turn it on and reload this page, or email {{email}} to register.',
  success: 'Payment Successful!',
  successNote: 'Expect a confirmation e-mail within 1-2 business days after payment.',
  failed: 'Payment Failed',
  tryAgain: 'Please try again.',
};

export default registerEn;
