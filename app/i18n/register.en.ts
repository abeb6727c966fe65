/** Interface texts of the register feature. */
const registerEn = {};

export default registerEn;
