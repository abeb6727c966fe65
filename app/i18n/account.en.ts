/** Interface texts of the account feature (docs/product.md#accounts /account, #messages). */
const accountEn = {
  sections: 'Account sections',
  tabs: {
    courses: 'My Courses',
    info: 'Account Info',
    payments: 'Manage Payments',
  },
  courses: {
    active: 'Active Courses',
    noActive: 'No active courses found',
    unconfirmed:
      'Your e-mail address is not confirmed yet: courses paid with it show here once you open the link we e-mailed you (it can be sent again above).',
    completed: 'Completed/Expired Courses',
    noCompleted: 'No completed courses found',
    sessions: {
      session: 'Session: {{date}}, {{location}}',
      choose: 'Choose a session',
      chooseFor: 'Session for {{course}}',
      book: 'Book this session',
      move: 'Move to another session',
      moveTo: 'Move to this session',
      noSession: 'No session chosen yet.',
      chooseBy:
        'Choose your session below. Seats go to whoever books first, so book before the session you want fills up; a session can be booked until its first day, and changed until 15 days before it starts.',
      confirmMove:
        'Move {{course}} from {{from}} to {{to}}? Your seat in the first session is given up. You will get an e-mail with the new dates for your calendar.',
      confirmMoveButton: 'Confirm the move',
      keepSession: 'Keep my session',
      noDates: 'Dates to be announced.',
      seatsLeft_one: '{{count}} seat left',
      seatsLeft_other: '{{count}} seats left',
      moveDeadline: 'Sessions can be changed until 15 days before they start.',
    },
    cancel: {
      quoteFullUntil: 'Full refund if you cancel by {{date}}.',
      quotePartUntil: '{{percent}}% refund if you cancel by {{date}}.',
      /** After a dated quote: what the next days return (decision 0095). */
      afterPart: 'After that, {{percent}}% refund.',
      afterNone: 'After that, no refund.',
      quoteFull: 'Full refund if you cancel.',
      quotePart: '{{percent}}% refund if you cancel.',
      quoteNone:
        'No refund if you cancel now: the session starts within a week. Cancelling still frees your seat for someone waiting.',
      byEmail: 'To cancel this course, please e-mail the registrar.',
      open: 'Cancel this course',
      returns: 'Cancelling {{course}} today returns {{amount}} ({{percent}}% of what it cost).',
      returnsNothing: 'Cancelling {{course}} today returns nothing.',
      where: 'Where should the money go?',
      toCard: 'Refund {{amount}} to the card I paid with (5 to 10 business days)',
      toCredit: 'Keep {{amount}} as credit for a later course at the academy',
      toCardAndCredit:
        'Refund {{card}} to the card I paid with (5 to 10 business days) and {{credit}} as credit, the part I paid with credit',
      seatGoes:
        'Your seat is given up and offered to the next person waiting. This cannot be undone.',
      confirm: 'Confirm the cancellation',
      changed:
        'The refund has changed since the page was shown (a deadline passed). Please check the amount and confirm again.',
    },
  },
  ce: {
    title: 'Continuing education',
    hint: 'What your CE certificates print besides your name. Each is optional; enter them before the course ends.',
    licenseNumber: 'License number',
    licenseState: 'License state or country',
    agdId: 'AGD ID',
    save: 'Save CE details',
  },
  certificates: {
    title: 'CE certificates',
    none: 'Your CE certificates will be here after each course you attend.',
    hours: '{{hours}} CE hours',
    download: 'Download certificate {{id}} (PDF)',
    verify: 'Public verification page',
  },
  info: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    memberSince: 'Member Since',
    notAvailable: 'N/A',
    edit: 'Your name and phone',
    save: 'Save',
    saving: 'Saving...',
  },
  /** A program paid monthly (docs/decisions/0070). */
  plan: {
    title: '{{program}}: monthly payments',
    caption: 'Monthly payments for {{program}}',
    summary: '{{months}} payments, {{total}} in all; {{paid}} paid so far.',
    closedCard:
      'The academy cancelled {{course}}: of its share of the price ({{share}}), {{returned}} already paid is refunded to your card and {{removed}} is taken off your remaining payments. The processing fee is not refunded.',
    closedCredit:
      'The academy cancelled {{course}}: of its share of the price ({{share}}), {{returned}} already paid is added to your credit and {{removed}} is taken off your remaining payments. The processing fee is not refunded.',
    status: {
      active: 'On schedule.',
      past_due: 'Past due.',
      completed: 'Paid in full.',
      cancelled: 'Cancelled.',
    },
    pastDue:
      'A payment failed. The card is tried again on the date shown; you can also pay it now, with this card or another one. While it stays unpaid, new session bookings may have to wait.',
    number: 'Payment',
    due: 'Date',
    payment: { paid: 'Paid', due: 'Due', failed: 'Failed', cancelled: 'Cancelled' },
    retry: 'Next try: {{date}}',
    payNow: 'Pay now or change the card',
  },
  /** /account/plans/<order>/cancel (SPEC §9, docs/decisions/0074). */
  planCancel: {
    title: 'Cancel the program',
    link: 'Cancel the program',
    intro:
      'You can cancel the {{program}} at any time with 30 days’ notice. Before your last monthly payment, you pay only for the courses you take up to 30 days after your notice, at their individual prices, with the processing fee. If you cancel today:',
    noticeDay: 'Notice given',
    lastDay: 'Courses counted if taken by',
    counted: 'Courses taken by then, at their individual prices',
    noneCounted: 'No course is taken by then.',
    fee: 'Processing fee (kept)',
    owed: 'You owe',
    paid: 'You have paid',
    refund: '{{amount}} is refunded to your card.',
    charge: '{{amount}} is charged to your card.',
    even: 'Nothing more is paid or refunded.',
    released:
      'Your access to these courses ends, and any session booked for them is released: {{courses}}.',
    stops: 'No further monthly payment is charged.',
    confirm: 'Cancel the program',
    changed:
      'What cancelling means changed since the page was shown (a payment or a session changed). Please read it again before confirming.',
    completed:
      'Every monthly payment is made: the program is paid, and cancelling would change nothing.',
    cancelled: 'This program is cancelled.',
  },
  /** /account/plans/<order>/card (docs/decisions/0094). */
  planCard: {
    title: 'Change the card',
    link: 'Change card',
    card: '{{brand}} ending in {{last4}}, expires {{month}}/{{year}}',
    unknown: 'The card saved when you registered',
    current: 'Card used now: {{card}}.',
    intro:
      'The later monthly payments for the {{program}} are charged to this card. Enter another card to use it from now on: nothing is charged today.',
    start: 'Continue to the card',
    save: 'Save this card',
    saving: 'Saving...',
    changed: 'Your card is changed: your next monthly payments are charged to {{card}}.',
    pending: 'Your bank is still checking the card. Look at this page again in a few minutes.',
    failed:
      'The card could not be saved, and your payments stay on the card you had. Try another card, or ask your bank.',
    none: 'This program has no monthly payment left to charge, so no card is kept for it.',
  },
  /** /account/plans/<order>/pay (docs/decisions/0073). */
  planPay: {
    title: 'Pay a monthly payment',
    failed:
      'Payment {{number}} of {{months}} for the {{program}}, {{amount}} due on {{date}}, could not be charged to your card.',
    card: 'Pay it now with a card. The card you pay with here is the one your later monthly payments are charged to.',
    start: 'Continue to the card',
    pay: 'Pay {{amount}}',
    paid: 'Thank you: your payment was received. It appears in your account, with its receipt, within a minute.',
    nothing: 'There is no failed payment to pay: your monthly payments are up to date.',
    processing: 'Your payment is being processed. Check your account again in a few minutes.',
    back: 'Back to your payments',
  },
  payments: {
    methods: 'Payment Methods',
    noMethods: 'No payment methods found',
    noMethodsWhy:
      'No card is kept on your account: you enter one each time you pay on the registration page, and Stripe processes it. Only a program paid monthly keeps a card, to charge its later payments, and it is shown here.',
    /** The card of each program paid monthly (docs/decisions/0094). */
    forPlan: 'For the monthly payments of the {{program}}',
    history: 'Payment History',
    date: 'Date',
    items: 'Items',
    amount: 'Amount',
    status: 'Status',
    noTransactions: 'No transactions found',
    partlyRefunded: '{{amount}} refunded',
    credit: 'Credit',
    creditAvailable: 'Available to use on a registration: {{amount}}',
    receipts: {
      title: 'Receipts',
      none: 'No receipts yet: each payment and refund gets one.',
      number: 'Receipt',
      kind: 'For',
      payment: 'Payment',
      paidWithCredit: 'Paid with credit',
      refund: 'Refund',
      download: 'download PDF',
      hint: 'Select a receipt number to download it as a PDF. Each receipt was also e-mailed to you.',
    },
  },
  status: {
    completed: 'completed',
    pending: 'pending',
    failed: 'failed',
    refunded: 'refunded',
  },
  loadFailed: 'Failed to load account information',
  verify: {
    notice:
      'Please confirm your e-mail address: we sent a link to {{email}}. Your courses and payments appear here once it is confirmed.',
    resend: 'Send the link again',
    prompt: 'Confirm that {{email}} is your e-mail address.',
    confirm: 'Confirm my e-mail',
    notices: {
      verified: 'Thank you: your e-mail address is confirmed.',
      invalid:
        'This confirmation link is invalid, has expired, was already used, or belongs to another account.',
      resent: 'We sent a new link. Please check your email.',
      limited: 'Too many attempts. Please try again later.',
      failed: 'That did not work. Please try again in a moment.',
      sessionBooked: 'Your seat is booked.',
      sessionMoved:
        'Your seat has moved. We e-mailed you the new dates for your calendar, and the registrar knows.',
      sessionFull: 'That session is full. Please choose another.',
      sessionTooLate: 'Your session starts in less than 15 days: it can no longer be changed.',
      sessionUnknown: 'That session cannot be booked.',
      sessionPlanPastDue:
        'A monthly payment of your program is past due: new sessions can be booked once it is paid. Courses you have already taken stay valid.',
      detailsSaved: 'Your name and phone are saved.',
      ceDetailsSaved:
        'Your license and AGD details are saved: certificates issued from now on print them.',
      courseCancelled:
        'The course is cancelled. We e-mailed you what is returned and when, and the registrar knows.',
      cancelUnavailable:
        'This course can no longer be cancelled here. Please e-mail the registrar.',
    },
  },
};

export default accountEn;
