/** Interface texts of /register (docs/product.md#registration-and-payment); page texts come from the content. */
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
  accountant: {
    legend: 'For your receipt (optional)',
    hint: 'Your receipts are e-mailed to you and kept in your account. Add your practice and tax ID if your accountant needs them on the receipt.',
    practiceName: 'Practice or clinic',
    taxId: 'Tax ID',
    taxIdHint: 'For example your EIN, RFC or NIF.',
    summaryPractice: 'Practice',
    summaryTaxId: 'Tax ID',
  },
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  locked: 'These details come from your account.',
  chooseLater:
    'Sessions for {{courses}} are chosen after payment: sign in to your account with this e-mail address (or create one with it), confirm the address, and choose each course’s session under My Courses. Seats go to whoever books first, so choose before the session you want fills up; a session can be booked until its first day.',
  sessionFor: 'Session for {{course}}',
  seatsLeft_one: '{{count}} seat left',
  seatsLeft_other: '{{count}} seats left',
  full: 'Full',
  cancelled: 'Cancelled',
  chooseSession: 'Choose a session for {{course}} to continue.',
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
  /** Under a card's decline (decision 0095). */
  declinedAdvice:
    'Try another card, or call your bank: it may need to allow this payment before you try again.',
  priceChanged:
    'The price has changed since this page was loaded: the total to pay is now {{total}}.',
  repriced:
    'Your seat hold lapsed after the early-registration deadline, so the price has changed: the total is now {{total}}. Nothing was charged.',
  holdEnded:
    'Your seat hold lapsed, so this payment was canceled: nothing was charged. Continue to register again; the total is {{total}}.',
  payNewPrice: 'Continue at the new price',
  retry: 'Try again',
  complete: 'Registration complete',
  toAccount: 'Go to your account',
  accountNote: 'Your courses and payments are in your account.',
  signInNote: 'Sign in or create an account with {{email}} to see your courses and payments.',
  signIn: 'Sign in',
  createAccount: 'Create an account',
  confirmRepeat: 'Yes, pay for a second seat',
  /** Spending credit (docs/decisions/0061). */
  useCredit: 'Use my credit ({{amount}} available)',
  creditExpires: '{{amount}} of it must be used by {{date}}.',
  creditHeld:
    '{{amount}} of it is held by a registration you started and did not pay: using it here cancels that payment.',
  price: 'Price',
  creditUsed: 'Credit used',
  toPay: 'To pay',
  creditPayment: 'Payment with your credit',
  creditCovers: 'Your credit pays the whole price: no card is needed.',
  payWithCredit: 'Complete registration with my credit',
  successCredit: 'Paid with your credit!',
  creditHeldElsewhere:
    'Your credit is held by a registration you started earlier and did not pay. Use it for this registration instead? That earlier payment will be canceled.',
  takeOverCredit: 'Use my credit here',
  /** A program paid monthly (docs/decisions/0070). */
  plan: {
    legend: 'How would you like to pay?',
    full: 'Pay in full: {{total}}',
    monthly: 'Pay monthly: {{count}} payments',
    summary:
      '{{first}} today, including the {{fee}} processing fee, then {{monthly}} a month. {{total}} in all.',
    caption: 'Your monthly payments',
    number: 'Payment',
    date: 'Date',
    amount: 'Amount',
    today: 'Today',
    consent:
      'I authorize the academy to save this card and charge it for the other {{rest}} payments on the dates above. I can change the card, or cancel the program with 30 days’ notice, from my account.',
    consentFirst: 'Tick the box above to go on to the card.',
    payFirst: 'Pay {{first}} now',
    /** The summary's rows with a plan: what today's card payment is, not the program's price. */
    toPayToday: 'To pay today',
    paidToday: 'Paid today',
    inAll_one: 'Total of {{count}} payment',
    inAll_other: 'Total of {{count}} payments',
  },
  /** Why the server refused a registration (also the API's English `error`). */
  errors: {
    empty: 'Please choose a program or at least one course.',
    mixed: 'Please choose either one program or individual courses, not both.',
    unknownItem: 'Unknown course or program: {{item}}',
    notForPrograms: 'A program is bought without sessions: book each course from your account.',
    unknownSession: 'Unknown session for {{course}}.',
    past: '{{course}}, {{date}}, has already started.',
    unscheduled: '{{course}} has no date yet: book it later from your account.',
    choose: 'Please choose a session for {{course}}.',
    full: '{{course}}, {{date}}, is full.',
    rateLimited: 'Too many payment attempts. Please try again in a few minutes.',
    tooManyHolds:
      'Too many seats are being held for payment from your connection. Finish or leave one of those payments, or try again in {{minutes}} min.',
    alreadyRegistered:
      'You are already registered for {{course}} with this e-mail address: it is in your account, where you can change its session until 15 days before it starts (after that, please write to the academy).',
    creditUnavailable:
      'Your credit is no longer available for this registration: it was used for another registration, or it expired. Go back with Edit Information and continue again to see the credit you have now.',
    creditNotAllowed:
      'Credit can be used only by its owner: sign in with the registration’s e-mail address, and confirm that address, first.',
    creditAmount:
      'The credit to use must be more than nothing and at most the price, and leave either nothing or at least $0.50 to pay by card.',
    notMonthly:
      'Monthly payments are offered for a program bought on its own: choose the program alone, or pay in full.',
    creditMonthly:
      'Credit is spent on registrations paid in full: choose Pay in full to use it, or pay monthly without it.',
    repeatSession:
      'You are already registered for {{course}} ({{held}}) with this e-mail address. To pay for a second seat, on {{date}}, confirm below.',
  },
};

export default registerEn;
