// The account screens' numbers, named once (spec §2, §4 and §9).

/** Verify e-mail: the home page follows a successful verification after this countdown. */
export const VERIFIED_REDIRECT_SECONDS = 5;
/** Where a successful login takes an admin (admin spec §2); a customer goes to /. */
export const ADMIN_HOME_PATH = '/admin/dashboard';
