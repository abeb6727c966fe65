/** Interface texts of the account feature. */
const accountEn = {};

export default accountEn;
