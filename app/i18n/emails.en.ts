/**
 * Every e-mail's words in English (namespace `emails`, read through sent-words.ts): `frame` is
 * what all of them share (the contact block at the foot, the greeting, the questions line, the
 * order reference); then one section per e-mail. Spanish in emails.es.ts, key for key.
 */
const emails = {
  frame: {
    phone: 'Phone',
    email: 'E-mail',
    website: 'Website',
    copyLink: 'If the button does not work, copy this address into your browser:',
    greeting: 'Dear {{name}},',
    questions: 'Questions? Reply to this e-mail or write to {{email}}.',
    anyQuestions: 'Any questions? Reply to this e-mail or write to {{email}}.',
    reference: 'Order reference: {{id}}',
    accountButton: 'Your account',
  },
  confirmation: {
    subject: 'Your registration with {{academy}}',
    preview: 'We received your payment of {{amount}}.',
    thanks: 'Thank you for registering with {{academy}}. We received your payment of {{amount}}.',
    previewCredit: 'Your credit paid your registration of {{amount}}.',
    thanksCredit:
      'Thank you for registering with {{academy}}. Your registration of {{amount}} is paid in full with your credit at the academy: nothing was charged to a card.',
    thanksPart:
      'Thank you for registering with {{academy}}. We received your card payment of {{charged}}, and {{credit}} of your credit paid the rest of the {{amount}}.',
    thanksPlan:
      'Thank you for registering with {{academy}}. We received your first monthly payment of {{first}}. The other {{count}} payments, of {{monthly}} each, are charged to the same card once a month; your account shows their dates and receipts.',
    includes: '{{programs}}, which includes:',
    courses: 'Courses:',
    sessions: 'Your sessions (also attached as a calendar file):',
    session: '{{course}}: {{days}}, {{location}}',
    followUp: 'A confirmation e-mail with your course details follows within 1-2 business days.',
    chooseLater:
      "No session is booked yet for {{courses}}: you choose them in your account. Sign in (or create an account) with this e-mail address, confirm the address, and choose each course's session under My Courses. Seats go to whoever books first, so choose before the session you want fills up; a session can be booked until its first day.",
    account:
      'Your courses and payments are in your account on our website: sign in, or create an account with this e-mail address.',
  },
  latePayment: {
    subject: 'Your registration with {{academy}} could not be completed',
    arrived:
      'Your card payment of {{amount}} for {{items}} arrived after the seat hold of your registration had lapsed.',
    price:
      'The price changed meanwhile, so the registration could not be completed at the price you paid.',
    priceNow:
      'The price changed meanwhile (the early-registration price ended): the registration now costs {{now}}. So it could not be completed at the price you paid.',
    seat: 'Meanwhile your seat was no longer available (the session filled or is no longer open), so the registration could not be completed.',
    refund:
      'The full {{amount}} is being refunded to the card you paid with. Nothing else is charged; your bank may take a few business days to show the refund.',
    again:
      'To register again, choose your course and session on our registration page: it shows the price and the seats of today.',
    button: 'Register again',
  },
  certificate: {
    subject: 'Your CE certificate: {{course}}',
    body: 'Thank you for attending {{course}}. Your verification of participation for {{hours}} CE hours is attached as a PDF. Keep it for your license renewal.',
    verify: 'Anyone can check it at this address, also printed on it as a QR code:',
    verifyLabel: 'Verify the certificate',
    account: 'Your certificates are also in your account.',
  },
  passwordReset: {
    subject: 'Reset your password',
    preview: 'Choose a new password for your student account.',
    asked: 'Someone (hopefully you) asked to reset the password of your student account.',
    action: 'Choose a new password here (the link works once, for one hour):',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  addressVerification: {
    subject: 'Confirm your e-mail address',
    preview: 'One click to confirm your address and see your courses.',
    welcome: 'Welcome! Please confirm that this e-mail address is yours.',
    action: 'Open this link while signed in to your new account (it works once, for seven days):',
    button: 'Confirm my e-mail address',
    after:
      'Once confirmed, your account shows the courses and payments registered with this address.\nIf you did not create an account, ignore this e-mail.',
  },
  cancellation: {
    subject: 'Your registration is cancelled: {{course}}',
    cancelled: 'Your registration for {{course}} is cancelled, as you asked.',
    cancelledSession: 'Your registration for {{course}}, {{session}}, is cancelled, as you asked.',
    byAcademy:
      'We are sorry: the academy has had to cancel {{course}}. Your registration for it is cancelled.',
    byAcademySession:
      'We are sorry: the academy has had to cancel {{course}}, {{session}}. Your registration for it is cancelled.',
    card: '{{amount}} ({{percent}}% of what the course cost) is refunded to the card you paid with. It usually reaches your account within 5 to 10 business days.',
    credit:
      '{{amount}} ({{percent}}% of what the course cost) is added to your credit at the academy, for a later course. Your account shows it.',
    split:
      '{{amount}} ({{percent}}% of what the course cost) comes back to you: {{card}} is refunded to the card you paid with (it usually reaches your account within 5 to 10 business days), and {{credit}}, paid with your credit, is added back to your credit at the academy. Your account shows it.',
    nothing:
      'Under the refund policy, a cancellation within the week before the course is not refunded.',
    calendar: 'The attached calendar file removes the session from your calendar.',
    account: 'Your courses and payments are in your account.',
  },
  cancellationPlan: {
    card: "{{amount}}, the part you have paid so far of the course's share of the program's price ({{share}}), is refunded to the card you paid with. It usually reaches your account within 5 to 10 business days.",
    credit:
      "{{amount}}, the part you have paid so far of the course's share of the program's price ({{share}}), is added to your credit at the academy, for a later course. Your account shows it.",
    nothing: "Nothing of the course's share of the program's price ({{share}}) was paid yet.",
    removed: 'The rest, {{amount}}, is taken off your remaining monthly payments.',
    one: '1 payment is left: {{amount}} on {{day}}.',
    equal: '{{count}} payments are left, of {{amount}} each, the next on {{day}}.',
    uneven: '{{count}} payments are left: {{first}} on {{day}}, then {{others}} of {{each}}.',
    ended: 'Nothing is left to pay: your monthly payments end here.',
    fee: 'The processing fee is not refunded.',
  },
  closureChoice: {
    subject: 'Please choose: {{course}}',
    cancelled: 'We are sorry: the academy has had to cancel {{course}}, {{session}}.',
    postponed: 'We are sorry: the academy has had to postpone {{course}}, {{session}}.',
    choose:
      'Please choose what happens to your registration: a seat in another session of the course, a full refund to your card, or full credit for a later course.',
    button: 'Choose',
    once: 'The link works once. Until you choose, your registration stays as it is.',
  },
  closure: {
    subject: 'Session cancelled: {{course}}',
    subjectPostponed: 'Session postponed: {{course}}',
    cancelled:
      'We are sorry: the academy has had to cancel {{course}}, {{session}}. Its waiting list is closed, and you are no longer on it.',
    postponed:
      'We are sorry: the academy has had to postpone {{course}}, {{session}}. Its waiting list is closed, and you are no longer on it.',
    others: 'The course page shows its other dates, with the seats left.',
    button: 'Course dates',
  },
  planPayment: {
    subject: 'Your monthly payment was declined - {{academy}}',
    declined:
      'Your payment {{n}} of {{months}} for the {{program}}, {{amount}} due on {{due}}, was declined by your bank.',
    notCharged:
      'Your payment {{n}} of {{months}} for the {{program}}, {{amount}} due on {{due}}, could not be charged.',
    authentication: 'Your bank asks you to confirm this payment yourself.',
    unusable: 'The card saved for your payments can no longer be charged.',
    retry: 'We will try the card again on {{at}}.',
    noRetry: 'We will not try the card again: please pay this payment yourself.',
    bookings:
      'If it is still unpaid on {{from}}, new session bookings are paused until it is paid. Courses you have already taken stay valid.',
    action: 'Pay now or change your card from your account:',
    button: 'Pay or change card',
  },
  planCancelled: {
    subject: 'Your {{program}} is cancelled',
    cancelled:
      'As you asked on {{notice}}, your {{program}} is cancelled. The courses taken up to {{last}} (30 days after your notice) are paid at their individual fees, with the processing fee; no monthly payment is charged after today.',
    sums: 'You paid {{paid}}; what you owe is {{owed}}.',
    refund: '{{amount}} is refunded to your card: banks take 5 to 10 days to show it.',
    charge: 'The remaining {{amount}} is charged to your card.',
    even: 'Nothing more is paid or refunded.',
    released: 'Your access to {{courses}} has ended.',
  },
  seatMove: {
    subject: 'Your session has changed: {{course}}',
    moved:
      'Your seat for {{course}} has moved from {{from}} to {{to}}, as you asked in your account.',
    newSession: 'Your new session (also attached as a calendar file):',
    separately:
      'A separate e-mail removes the old dates from your calendar. The session can be changed until 15 days before it starts.',
    account: 'Your courses and sessions are in your account.',
    cancelSubject: 'Cancelled: {{course}}, {{days}}',
    cancelled:
      'This e-mail removes {{course}}, {{from}}, from your calendar: your seat moved to {{to}}.',
  },
  waitingListConfirm: {
    subject: 'Confirm your place on the waiting list: {{course}}, {{days}}',
    greeting: 'Hello,',
    asked:
      'Someone (hopefully you) asked to join the waiting list of {{where}} with this e-mail address.',
    action:
      'To take your place in line, open this link and confirm (it works once, for {{hours}} hours):',
    button: 'Confirm my place on the waiting list',
    ignore:
      'If you did not ask for this, ignore this e-mail: without confirmation the address is not put on the waiting list.',
  },
  waitingListListed: {
    subject: 'You are on the waiting list: {{course}}, {{days}}',
    listed: 'You are on the waiting list of {{where}}.',
    position: 'Right now you are number {{position}} in line.',
    next: 'When a seat frees and it is your turn, we will e-mail you a link that holds it for you for a limited time.',
    leave:
      'If you no longer want a seat, leave the waiting list here; your place goes to the next person:',
    button: 'Leave the waiting list',
  },
  waitingListOffer: {
    subject: 'A seat is yours to take: {{course}}, {{days}}',
    freed: 'A seat has freed in {{where}}, and it is held for you until {{until}}.',
    action: 'To take it, register and pay here:',
    button: 'Register for this session',
    ignore:
      'If you no longer need it, ignore this e-mail: after that time the seat goes to the next person on the waiting list.',
  },
} as const;

export default emails;
export type EmailTexts = Widened<typeof emails>;

/** The same shape with every text a string: the type of the other languages' bundles. */
export type Widened<T> = { [K in keyof T]: T[K] extends string ? string : Widened<T[K]> };
