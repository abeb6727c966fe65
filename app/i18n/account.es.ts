import type accountEn from './account.en';

const accountEs: typeof accountEn = {};

export default accountEs;
