/**
 * The auth domain (storefront §2 Login, §3 User and Login flow data, §4 Login flow and Session
 * loss, §5 login rules, §6 Login methods by tenant; calls §6, §7 Account, §8 Account, §9 Login
 * limits): the rules and the login store.
 */
export { createAuth, type AuthOptions } from './auth.store.js'
export {
  createAuth0Login,
  type Auth0ClientLike,
  type Auth0LoginOptions,
  type ExternalLogin,
  type ExternalLoginReturn,
  type ExternalLoginState,
} from './auth0.js'
export {
  PROFILE_FIELD_NAMES,
  loadProfile,
  profileBody,
  profileFields,
  profileProblems,
  updateProfile,
  readProfile,
  type Profile,
  type ProfileFieldName,
} from './profile.js'
// My Account's part of the English catalogue (accounts, recovery, the profile).
export { accountMessages } from '../i18n/messages/account.en.js'
export {
  PASSWORD_MAX,
  PASSWORD_MIN,
  RECOVERY_EMAIL_MAX,
  passwordProblem,
  recoveryEmailProblem,
  setEmailProblem,
  type RecoveryCalls,
} from './recovery.js'
export {
  AUTH0_ERROR_TIMEOUT_MS,
  LOGIN_EMAIL_MAX,
  LOGIN_MODES,
  LOGIN_TEXT_MAX,
  LOGIN_ZIP_MAX,
  PASSCODE_HINT_MS,
  PASSCODE_LENGTH,
  SESSION_CHECK_MS,
  SESSION_EXPIRES_COOKIE,
  firstLoginStep,
  hasSessionCookie,
  isCompletePasscode,
  isLoginMode,
  isSafeRedirectPath,
  loginEmailProblem,
  loginErrorMessage,
  memberLoginBody,
  memberLoginFromQuery,
  memberSecondField,
  showsForgotPassword,
  singleSignOnUrl,
  stepAfterEmail,
} from './rules.js'
export type {
  AuthState,
  AuthStatus,
  AuthStore,
  AuthUser,
  LoginFlowData,
  LoginMode,
  LoginState,
  LoginStep,
  MemberLogin,
  SessionEndReason,
} from './types.js'
