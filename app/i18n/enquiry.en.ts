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
  send: 'Send',
  sending: 'Sending...',
  /** docs/product.md#messages 'Enquiry failure'. */
  failed: 'There was a problem submitting your request. Please try again.',
  tooMany: 'Too many requests. Please try again in a few minutes.',
  errors: {
    questionsNotText: 'Please enter your questions as text.',
    questionsTooLong: 'Please keep your questions under 5,000 characters.',
    coursesInvalid: 'Please choose courses from the list.',
    pageInvalid: 'The page address is not valid.',
  },
};

export default enquiryEn;
