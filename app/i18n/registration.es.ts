import courses from './courses.es';
import register from './register.es';
import type { RegistrationTranslation } from './registration.en';
import sessionChoice from './session-choice.es';
import waitingList from './waiting-list.es';

/** The seat-selling pages' texts in Spanish (registration.en.ts). */
const registrationEs: RegistrationTranslation = { courses, register, waitingList, sessionChoice };

export default registrationEs;
