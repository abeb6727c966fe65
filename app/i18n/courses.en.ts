/** Interface texts of /courses (the course and program details come from the content). */
const coursesEn = {};

export default coursesEn;
