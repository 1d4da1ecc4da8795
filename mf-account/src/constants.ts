// The account screens' numbers, named once (docs/product/account.md).

/** Verify e-mail: the home page follows a successful verification after this countdown. */
export const VERIFIED_REDIRECT_SECONDS = 5;
/**
 * docs/product/account.md#login-and-sign-up: where a login takes an admin; a customer goes to /.
 */
export const ADMIN_HOME_PATH = '/admin/dashboard';
