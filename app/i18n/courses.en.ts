/** Interface texts of /courses (the course and program details come from the content). */
const coursesEn = {
  carousel: {
    label: 'Photos from our courses',
    slide: 'Slide {{current}} of {{total}}',
    previous: 'Previous images',
    next: 'Next images',
    choose: 'Choose images',
    goTo: 'Show slide {{number}}',
  },
  pathways: {
    requirements: '{{award}} requirements',
    online: 'Online',
    clinical: 'Clinical',
  },
  details: {
    empty: 'Click on any of the courses or programs above to view more information.',
    backToTop: 'Back to top',
  },
  ceHours: '{{count}} CE hours',
  ceBreakdown: 'CE hours by day',
  ceBreakdownItem: '{{label}}: {{count}} CE',
  individual: 'Individual',
  early: {
    week: 'Early registration: {{price}} if registered more than {{count}} week before class',
    weeks: 'Early registration: {{price}} if registered more than {{count}} weeks before class',
    month: 'Early registration: {{price}} if registered more than {{count}} month before class',
    months: 'Early registration: {{price}} if registered more than {{count}} months before class',
    noLeadTime: 'Early registration: {{price}}',
  },
  sessionPriceEarly: '{{price}} until {{until}}, then {{later}}',
  upcomingDates: 'Upcoming dates',
  noDates: 'New dates will be announced soon.',
  spot: '{{count}} spot',
  spots: '{{count}} spots',
  full: 'Full',
  pastDates: 'Past dates',
  cancelled: 'Cancelled',
  pastSession: 'Past session',
  register: 'Register',
  registerForDate: 'for {{course}}, {{date}}',
  registerForProgram: 'for the {{program}}',
  syllabus: 'Syllabus',
  program: {
    price: 'Program price',
    save: 'Save {{percent}}%',
    processingFee: 'Processing fee',
    coursesIncluded: 'Courses included',
  },
  residency: {
    duration: 'Duration',
    location: 'Location',
    ceHours: 'CE hours',
    ceValue: '{{count}} clinical CE hours',
    tuition: 'Tuition',
    tuitionRange: '{{min}} to {{max}}',
    apply: 'Contact us to apply',
    byInterview: 'Admission is by interview.',
  },
  tracks: {
    view: 'View the {{award}}',
  },
  promo: {
    close: 'Close',
  },
};

export default coursesEn;
