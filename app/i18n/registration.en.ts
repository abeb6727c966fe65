import courses from './courses.en';
import register from './register.en';
import sessionChoice from './session-choice.en';
import waitingList from './waiting-list.en';

/**
 * The interface texts of the pages that sell seats (/courses, /register, the waiting list, the
 * session choice, the account), loaded by the browser only for those pages (decision 0075).
 */
const registrationEn = { courses, register, waitingList, sessionChoice };

export default registrationEn;
export type RegistrationTranslation = typeof registrationEn;
