/**
 * The auth domain's types (storefront §3 User / identity, Login flow data; §4 Login flow).
 */
import type { FoyerError, Result } from '../errors/foyer-error.js'
import type { ReadableStore } from '../store/store.js'
import type { RecoveryCalls } from './recovery.js'

/** calls §6 Login modes, chosen by the tenant (storefront §6 Login methods by tenant). */
export type LoginMode =
  | 'password'
  | 'scan_code'
  | 'scan_code_password'
  | 'scan_code_last_name'
  | 'otp'
  | 'otp_or_password'
  | 'auth0_ecomm'
  | 'sf_ecomm'

/**
 * A step of the login form (storefront §2 Login; §4 "Steps: email, then password, otp_form or
 * otp_unavailable"); `member` is the member-ID step of the scan-code modes.
 */
export type LoginStep = 'email' | 'password' | 'otp_form' | 'otp_unavailable' | 'member'

/** storefront §3 Login flow data, kept for the magic link. */
export interface LoginFlowData {
  email: string
  token: string
  redirectPath: string
}

/** The member fields of the scan-code modes (calls §6). */
export interface MemberLogin {
  scanCode: string
  zipCode?: string
  lastName?: string
  password?: string
}

/** The logged-in user (storefront §3 User / identity, as GET my/user answers it). */
export interface AuthUser {
  id: string
  identityId: string
  email: string | null
  firstName: string | null
  lastName: string | null
}

/**
 * Where the session is (a named status):
 * - `unknown`: not checked yet; `checking`: reading GET my/user;
 * - `anonymous`: nobody is logged in; `logged_in`: `user` is.
 */
export type AuthStatus = 'unknown' | 'checking' | 'anonymous' | 'logged_in'

/** The login form's state. */
export interface LoginState {
  step: LoginStep
  email: string
  /** True while a call of the form is out (the buttons wait). */
  submitting: boolean
  /** The passcode token of the code request (storefront §3 Login flow data). */
  token: string | null
  /** The code of a magic link opened where no login was started (otp_unavailable shows it). */
  unavailableCode: string | null
  /** Tries left for this code (storefront §4 Passcode), after a wrong code. */
  attemptsLeft: number | null
  /** Whether to show the hint that the passcode may not have arrived: 30 s after it was requested (storefront §4 Passcode). */
  hintShown: boolean
  /** What went wrong last, as the error catalogue (calls §8 Account) words it. */
  error: FoyerError | null
}

export interface AuthState {
  status: AuthStatus
  user: AuthUser | null
  mode: LoginMode | null
  login: LoginState
}

/** Why a session ended: the visitor logged out, or the session_expires cookie went (storefront §4 Session loss). */
export type SessionEndReason = 'logout' | 'session_lost'

/** The storefront's login and session (`storefront.auth`), and account recovery (recovery.ts). */
export interface AuthStore extends ReadableStore<AuthState>, RecoveryCalls {
  /** Reads the session (GET my/user) when the session cookie says there is one, and watches it. */
  start(): Promise<void>
  /** The e-mail step: checks it, then the password step, or asks for a passcode (otp). */
  submitEmail(email: string): Promise<void>
  /** The password step: POST login. */
  submitPassword(password: string): Promise<void>
  /** Asks for a (new) passcode for the e-mail of the form (POST login/request_otp). */
  requestCode(): Promise<void>
  /** The passcode step: POST login with the token and the code (the form calls it once 6 are typed). */
  submitCode(code: string): Promise<void>
  /** The member step of the scan-code modes: logs in once every field is there (storefront §4). */
  submitMember(fields: MemberLogin): Promise<void>
  /** Goes back to the login's e-mail step (storefront §4 "Back returns to email."). */
  back(): void
  /**
   * storefront §2 "The otp query parameter": a magic link's code. With the stored login flow it
   * logs in and answers the redirect path; else the code-unavailable step shows the code.
   */
  openMagicLink(code: string): Promise<string | null>
  /**
   * /user/set-email-address: the logged-in member's e-mail (PATCH my/user/{id}); storefront §5
   * Set e-mail rules first; 409 'Another account already uses that e-mail address.'.
   */
  setEmail(email: string, confirm: string): Promise<Result<AuthUser>>
  /**
   * Single sign-on (the sf_ecomm mode; calls §7): where to send the browser to log in, coming back
   * to `returnPath` with the visitor's cart.
   */
  singleSignOnUrl(returnPath: string): string
  /**
   * auth0_ecomm (storefront §6 "Auth method resolves to auth0"): sends the browser to the identity
   * provider, coming back to the callback route and then `returnPath`. A failure shows on the form.
   */
  startExternalLogin(returnPath: string): Promise<void>
  /**
   * On the callback route (storefront §2 "external login callback path"): reads the provider's
   * answer from `url` and logs in with its token. Answers the path to go back to, or null (the
   * form's error says why; `invalid_state` means no login was under way: go history forward).
   */
  finishExternalLogin(url: string): Promise<string | null>
  /** The return from an external login (storefront §2 callback; calls §7 "login … sends jwt"). */
  completeExternalLogin(token: string): Promise<void>
  /** Logs out (POST logout) and clears all state (storefront §4 "Logout clears all state"). */
  logout(): Promise<void>
  /** Stops the session watch and the passcode timers. */
  dispose(): void
}
