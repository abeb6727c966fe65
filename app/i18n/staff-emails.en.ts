/**
 * The words of the academy's notes to its own registration address (namespace `staffEmails`,
 * read through sent-words.ts `staffWords`). English only: staff read them in English whatever
 * language the student used, so they have no Spanish bundle (bundles.test.ts knows).
 */
const staffEmails = {
  /** The label/value rows the notes share. */
  rows: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    language: 'Language',
    order: 'Order',
    orderAmount: '{{order}} ({{amount}})',
    stripeIntent: 'Stripe PaymentIntent',
    noIntent: 'none (paid in full with credit)',
    amount: 'Amount',
    planPaid: 'Paid {{first}} of {{total}} · next {{monthly}} on {{day}}',
    stillDue: 'Still due',
    planDue: '{{due}} in {{payments}} monthly payments of {{monthly}}',
    paidWithCredit: 'Paid with credit',
    chargedToCard: 'Charged to the card',
    chosen: 'Chosen',
    course: 'Course',
    session: 'Session',
    from: 'From',
    to: 'To',
    stripeRefund: 'Stripe refund',
    stripeDispute: 'Stripe dispute',
  },
  languages: { en: 'English', es: 'Spanish' },
  attention: {
    subject: 'Paid registration needs attention: {{name}}',
    body: 'A registration was paid after its seat was given back (an earlier card attempt failed), and these sessions filled meanwhile.\nNo seat was taken for them; please offer the student another session or a refund.',
    seat: '{{course}}, session {{session}}',
  },
  paid: {
    subject: 'New paid registration: {{name}}',
    byCredit: "A registration was paid on the website with the student's credit (no card payment).",
    byCard: 'A registration was paid on the website.',
    courses: 'Courses granted:',
    sessions: 'Sessions:',
    session: '{{course}}: {{days}}, {{location}}',
    noSession: '{{course}}: no session chosen yet (the student chooses it in the account)',
    followUp: 'Please send the course confirmation within 1-2 business days.',
  },
  mismatch: {
    subject: 'Payment does not match its registration: {{name}}',
    body: 'A card payment succeeded but does not match its registration: {{problem}}.\nThe registration was not completed and no course was granted. Please check the payment in the Stripe Dashboard, then refund it or complete the registration by hand.',
  },
  dispute: {
    subject: 'Payment disputed: {{name}}',
    body: 'The card holder disputed the payment of a registration (reason: {{reason}}, amount: {{amount}}).\nStripe has taken the disputed amount back until the dispute is decided. Please respond in the Stripe Dashboard before its deadline. The courses stay granted until you decide otherwise.',
  },
  partialRefund: {
    subject: 'Partial refund recorded: {{name}}',
    body: '{{refunded}} of {{amount}} has now been refunded for this registration.\nThe registration stays paid: its courses and session seats are kept. To take a course back, refund the payment in full.',
  },
  refundFailed: {
    subject: 'Refund failed: {{name}}',
    failed:
      'A refund of {{amount}} failed ({{reason}}): the money did not go back to the card.\nPlease contact the student and return the amount another way (a bank transfer or a credit). The order page on /staff shows its log.',
    canceled:
      'A refund of {{amount}} was canceled ({{reason}}): the money did not go back to the card.\nPlease contact the student and return the amount another way (a bank transfer or a credit). The order page on /staff shows its log.',
    noReason: 'no reason given',
  },
  refundPending: {
    subject: 'Refund still pending: {{name}}',
    body: 'A refund of {{amount}} is still pending a day after it was made.\nPlease check it in the Stripe Dashboard; the site records its outcome when Stripe reports it.',
  },
  lateRefund: {
    subject: 'Late payment refunded: {{name}}',
    body: "A card payment of {{amount}} arrived after the registration's seat hold lapsed, and {{why}}.\nThe registration was not completed and nothing was granted; the payment is being refunded in full and the student was e-mailed how to register again. Nothing to do unless they write.",
    price: 'its price changed meanwhile',
    priceNow: 'its price changed meanwhile (now {{now}})',
    seat: 'its session has no seat for it any more (full or closed)',
  },
  seatMoved: {
    subject: 'Session moved: {{name}}, {{course}}',
    body: 'A student moved their seat to another session in their account. The roster shows the move.',
  },
  courseCancelled: {
    subject: 'Course cancelled: {{name}}, {{course}}',
    body: 'A course was cancelled {{channel}}. Its seat is free again and its waiting list has been offered it.',
    channels: {
      account: 'by the student in their account',
      email: 'by e-mail, entered by staff',
      academy: 'by the academy',
    },
    noSession: 'none chosen',
    countedFrom: 'Counted from',
    enteredBy: 'Entered by',
    returned: 'Returned',
    returnedPlan:
      "{{amount}} {{to}}: the part paid so far of the course's share of the program's price ({{share}}); the processing fee is kept",
    returnedNothing: 'nothing (within the week before)',
    returnedPart: '{{amount}} ({{percent}}%) {{to}}',
    toCredit: 'as credit',
    toCard: 'to the card',
    split: 'split: {{card}} to the card, {{credit}} as credit (paid with credit)',
    monthlyPayments: 'Monthly payments',
    monthly: '{{removed}} taken off. {{left}}',
  },
  enquiry: {
    subject: 'New enquiry from {{name}}',
    body: 'A new enquiry came in through the website.',
    courses: 'Courses',
    noCourses: 'none selected',
    page: 'Page',
    noPage: 'not given',
    questions: 'Questions:',
    noQuestions: '(none)',
  },
  planCancelled: {
    subject: 'Program cancelled: {{name}} ({{order}})',
    body: '{{name}} ({{email}}) cancelled their monthly {{program}} from their account.',
  },
} as const;

export default staffEmails;
