import type coursesEn from './courses.en';

const coursesEs: typeof coursesEn = {};

export default coursesEs;
