import type { Feature } from '../../platform/feature';
import { accountRoutes, type AccountDeps } from './routes';

/** account: the signed-in user (get-user-by-userid, is-user-verified), forgot and change password; account creation. */
export const accountFeature: Feature<AccountDeps> = { name: 'account', register: accountRoutes };

export type { AccountDeps } from './routes';
export { checkAccount, createAccount, emailTaken, resetPassword, sendTemporaryPassword } from './service';
export { FORGOT_PASSWORD_ANSWER } from './routes';
export type { AccountInput, CreatedAccount } from './service';
