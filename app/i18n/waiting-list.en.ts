/** Interface texts of /waiting-list and of waiting-list offers on /register (decision 0019). */
const waitingListEn = {
  title: 'Join the waiting list',
  full: '{{course}}, {{date}}, {{location}} is full.',
  explain_one:
    'Leave your details. When a seat frees, the first person waiting is e-mailed a link that holds it for them for {{count}} hour.',
  explain_other:
    'Leave your details. When a seat frees, the first person waiting is e-mailed a link that holds it for them for {{count}} hours.',
  submit: 'Join the waiting list',
  pending: 'Joining…',
  joined:
    'You are on the waiting list for {{course}}, {{date}}. If a seat frees, we will e-mail {{email}}.',
  already: '{{email}} is already on the waiting list for {{course}}, {{date}}.',
  confirmSent:
    'Almost done: we have e-mailed a link to {{email}}. Open it within a day and confirm to take your place on the waiting list for {{course}}, {{date}}.',
  confirmPending:
    'A link to confirm a place on the waiting list for {{course}}, {{date}} was already e-mailed to {{email}}. Open it to confirm.',
  confirmTitle: 'Confirm your place on the waiting list',
  confirmAsk:
    'Confirm that {{email}} joins the waiting list for {{course}}, {{date}}, {{location}}. Your place in line counts from now.',
  confirmButton: 'Confirm my place',
  confirmPendingLabel: 'Confirming…',
  confirmGone:
    'This link has lapsed or was already used. If the session is still full, you can join its waiting list again.',
  position: 'You are number {{position}} in line.',
  leaveTitle: 'Leave the waiting list',
  leaveAsk:
    'Take {{email}} off the waiting list for {{course}}, {{date}}, {{location}}? Your place in line goes to the next person.',
  leaveAskOffered:
    'Take {{email}} off the waiting list for {{course}}, {{date}}, {{location}}? The seat held for you goes to the next person.',
  leaveButton: 'Leave the waiting list',
  leavePendingLabel: 'Leaving…',
  left: '{{email}} is no longer on the waiting list for {{course}}, {{date}}.',
  leaveGone: 'This link no longer works: the place was already given up, taken up or has lapsed.',
  seatsFree: 'This session has seats free now.',
  register: 'Register for {{course}}, {{date}}',
  closed: 'This session is not open for booking.',
  allCourses: 'See all courses',
  join: 'Join the waiting list',
  joinFor: 'Join the waiting list for {{course}}, {{date}}',
  offerHeld: 'A seat in {{course}}, {{date}} is held for you until {{until}}.',
  offerGone:
    'This waiting-list offer has lapsed or was used. If the session is full, you can join its waiting list again.',
  errors: {
    unknownSession: 'This session is not open for booking.',
    tooMany: 'Too many requests. Please try again in a few minutes.',
    seatsFree:
      'This session has seats free now, so it has no waiting list: register for it instead.',
    tooManyFromClient:
      'Too many waiting-list places have been asked for from this connection. Please try again tomorrow, or contact us.',
    tooManyForEmail:
      'This e-mail address is already on as many waiting lists as we allow at once. Please contact us if you need another.',
    failed: 'We could not add you to the waiting list. Please try again.',
  },
};

export default waitingListEn;
