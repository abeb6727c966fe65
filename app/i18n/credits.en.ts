/** Texts of a student's credit (docs/decisions/0057): why each entry was made, and its expiry. */
const creditsEn = {
  reasonCancellation: 'Credit for a cancelled registration',
  reasonAcademyCancellation: 'Credit for a session the academy cancelled',
  reasonStaffGrant: 'Credit from the academy',
  reasonSpent: 'Used for a registration',
  reasonSpendReturned: 'Given back: the registration was not completed',
  expires: 'Use by {{date}}',
  expired: 'Expired {{date}}',
  noExpiry: 'Does not expire',
};

export default creditsEn;
