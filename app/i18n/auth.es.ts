import type authEn from './auth.en';

const authEs: typeof authEn = {};

export default authEs;
