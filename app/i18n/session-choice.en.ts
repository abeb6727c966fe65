/** Texts of /session-choice: a registrant of a session the academy closed chooses what next. */
const sessionChoiceEn = {
  title: 'Your registration',
  cancelled:
    'Dear {{name}}, we are sorry: the academy has had to cancel {{course}}, {{session}}. Please choose what happens to your registration.',
  postponed:
    'Dear {{name}}, we are sorry: the academy has had to postpone {{course}}, {{session}}. Please choose what happens to your registration.',
  legend: 'Your choice',
  move: 'A seat in {{session}}',
  refund: 'A full refund of {{amount}} to the card you paid with',
  credit: 'Full credit of {{amount}} for a later course at the academy',
  confirm: 'Confirm my choice',
  full: 'That session has just filled up. Please choose again.',
  unknown: 'This link is not valid. Please write to the registrar.',
  done: {
    moved: 'Your seat has moved. We e-mailed you the new dates for your calendar.',
    refunded:
      'Your registration is cancelled and refunded in full. We e-mailed you the details; the refund usually reaches your account within 5 to 10 business days.',
    credited:
      'Your registration is cancelled and its full price is credit for a later course. We e-mailed you the details.',
    used: 'You have already chosen. Your account shows your courses and payments.',
  },
};

export default sessionChoiceEn;
