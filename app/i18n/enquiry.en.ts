/** Texts of the enquiry forms (the footer's Get In Touch and /contact's More Information). */
const enquiryEn = {
  getInTouch: 'Get In Touch',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  questions: 'Questions',
  message: 'Message',
  courses: 'Courses of interest',
  areaOfInterest: 'Area of interest',
  chooseArea: 'Choose a course or program',
  company: 'Company (leave empty)',
  required: 'required',
  send: 'Send',
  sending: 'Sending...',
};

export default enquiryEn;
