/** CE certificates: the PDF, /verify/<id> and the e-mail (app/certificates). */
const certificates = {
  title: 'Verification of Participation',
  certifies: 'This certifies that',
  attended: 'participated in the continuing dental education course',
  license: 'License {{number}}',
  licenseIn: 'License {{number}} ({{state}})',
  agdId: 'AGD ID {{id}}',
  dates: 'Dates',
  location: 'Location',
  instructors: 'Instructors',
  daysAttended: 'Days attended',
  hours: 'CE hours attended',
  lecture: 'Lecture',
  participation: 'Participation',
  subjectCodes: 'AGD subject codes',
  subjectCode: '{{code}}: {{hours}} h',
  delivery: 'Delivery',
  deliveryClinical: 'In person, with hands-on participation',
  deliveryOnline: 'Live lecture',
  issuedOn: 'Issued {{date}}',
  id: 'Certificate {{id}}',
  verifyAt: 'Verify at {{url}}',
  agdPace: 'AGD PACE provider {{id}}',
  adaCerp: 'ADA CERP provider {{id}}',
  verify: {
    heading: 'Certificate {{id}}',
    valid: 'Valid certificate.',
    revoked: 'This certificate was revoked by the academy.',
    reissued: 'This certificate was replaced by a corrected one.',
    replacement: 'See the certificate that replaces it',
    participant: 'Participant',
    course: 'Course',
    provider: 'Provider',
    signatory: 'Signed by',
    issued: 'Issued',
    notFound: 'Certificate not found',
    notFoundText:
      'No certificate has this id. Check it against the certificate, or write to the academy.',
    /** The same with the academy's address from site settings, written as a mailto link. */
    notFoundWrite:
      'No certificate has this id. Check it against the certificate, or write to the academy at {{email}}.',
    status: 'Status',
  },
};

export default certificates;
