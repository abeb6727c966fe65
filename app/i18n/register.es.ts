import type registerEn from './register.en';

const registerEs: typeof registerEn = {};

export default registerEs;
