/** Spec section 9: passwords have 6 to 32 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
/** Spec section 5: the generic default maximum e-mail length. */
export const EMAIL_MAX = 255;
/** A mainland mobile number, or a landline with an optional area code and extension. */
export const PHONE_PATTERN = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/;
