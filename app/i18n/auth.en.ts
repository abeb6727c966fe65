/** Interface texts of the auth feature. */
const authEn = {};

export default authEn;
