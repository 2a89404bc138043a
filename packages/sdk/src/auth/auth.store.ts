/**
 * The login and the session (storefront §2 Login, §4 Login flow and Session loss, §6 Login
 * methods by tenant; calls §7 Account, §8 Account, §9 Login limits). `storefront.auth`.
 *
 * No password or code is ever stored; the login flow data of storefront §3 (email, token,
 * redirectPath) is kept for a magic link opened in another tab, and dropped once used.
 */
import type { CartStore } from '../cart/types.js'
import type { ErrorFlow } from '../errors/catalogue.js'
import { FoyerError, catalogueEntryFor, errorForFlow } from '../errors/foyer-error.js'
import type { Http } from '../http/client.js'
import type { Clock, TimerHandle } from '../store/clock.js'
import type { StorefrontEmitter } from '../store/events.js'
import type { KeyValueStorage } from '../store/storage.js'
import { createStore } from '../store/store.js'
import { PASSCODE_MAX_FAILURES, PASSCODE_NOT_AVAILABLE_RETRY_MS } from '../errors/catalogue.js'
import {
  PASSCODE_HINT_MS,
  SESSION_CHECK_MS,
  firstAuthState,
  firstLoginState,
  isCompletePasscode,
  isSafeRedirectPath,
  loginEmailProblem,
  loginFlowStorageKey,
  memberLoginBody,
  readLoginFlow,
  sessionMayBeOpen,
  singleSignOnUrl,
  stepAfterEmail,
} from './rules.js'
import type { ExternalLogin } from './auth0.js'
import type { AuthState, AuthStore, AuthUser, LoginMode, LoginState, MemberLogin, SessionEndReason } from './types.js'
import { recoveryCalls, setEmailProblem } from './recovery.js'
import { readSessionCall, type EarlySessionRead } from './session-read.js'

export interface AuthOptions {
  http: Http
  clock: Clock
  events: StorefrontEmitter
  /** Where the login flow data waits for a magic link (localStorage in a browser). */
  storage: KeyValueStorage
  seller: string
  /** The API base, for the single sign-on start path. */
  apiBase: string
  /** The tenant's login mode (storefront §6); null: 'Login is disabled'. */
  mode: LoginMode | null
  /** The cart, forgotten at logout (it stays the member's on the server). */
  cart: CartStore
  /** What else logout clears (checkout, the upsell chain). */
  clearState: () => void
  /** The page's cookies (`document.cookie`); null where there are none (Node). */
  readCookies: () => string | null
  /** The path a magic link returns to (the page the login started on). */
  currentPath?: () => string
  /** The external identity provider of the auth0_ecomm mode (`createAuth0Login`); null without one. */
  external?: ExternalLogin | null
  /** Where the provider's logout comes back to (the site's home, absolute). */
  logoutReturnUrl?: () => string
}

const unknownMethod = () => new FoyerError({ code: 'unknown_auth_method', messageKey: 'auth.unknownMethod' })

function readUser(body: unknown): AuthUser | null {
  const row = (body as { user?: { _data?: Record<string, unknown>[] } } | null)?.user?._data?.[0]
  if (!row || typeof row.id !== 'string') return null
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return {
    id: row.id,
    identityId: String(row.identity_id ?? ''),
    email: text(row.email),
    firstName: text(row.first_name),
    lastName: text(row.last_name),
  }
}

export function createAuth(options: AuthOptions, earlyRead: EarlySessionRead | null = null): AuthStore {
  const { http, clock, events, storage, cart, mode } = options
  const flowKey = loginFlowStorageKey(options.seller)
  const store = createStore<AuthState>(firstAuthState(mode))
  const recovery = recoveryCalls(http)
  let watch: TimerHandle | null = null
  let hintTimer: TimerHandle | null = null
  let retryTimer: TimerHandle | null = null

  const setLogin = (patch: Partial<LoginState>) =>
    store.setState((draft) => {
      Object.assign(draft.login, patch)
    })
  const fail = (error: FoyerError, flow: ErrorFlow, patch: Partial<LoginState> = {}) =>
    setLogin({ submitting: false, error: errorForFlow(error, flow), ...patch })
  const invalid = (messageKey: FoyerError['messageKey']) =>
    setLogin({ error: new FoyerError({ code: 'validation_failed', messageKey }) })
  // storefront §6 Login methods by tenant: without one, every step says so (a script is told, not ignored).
  const disabled = () =>
    setLogin({ error: new FoyerError({ code: 'login_disabled', messageKey: 'auth.loginDisabled' }) })

  function stopTimers() {
    if (hintTimer) clock.clearTimeout(hintTimer)
    if (retryTimer) clock.clearTimeout(retryTimer)
    hintTimer = retryTimer = null
  }

  function loggedIn(user: AuthUser) {
    stopTimers()
    storage.removeItem(flowKey)
    store.setState((draft) => {
      draft.status = 'logged_in'
      draft.user = user
      draft.login = firstLoginState(mode)
    })
    watchSession()
    events.emit('auth:logged_in', { user })
  }

  /** Ends the session here: all state cleared (storefront §4), the event tells the page. */
  function ended(reason: SessionEndReason) {
    stopWatch()
    stopTimers()
    cart.release()
    options.clearState()
    storage.removeItem(flowKey)
    store.setState((draft) => {
      draft.status = 'anonymous'
      draft.user = null
      draft.login = firstLoginState(mode)
    })
    events.emit('auth:session_ended', { reason })
  }

  function stopWatch() {
    if (watch) clock.clearInterval(watch)
    watch = null
  }

  /** storefront §4 Session loss: the session_expires cookie, checked every second. */
  function watchSession() {
    stopWatch()
    if (options.readCookies() === null) return
    watch = clock.setInterval(() => {
      const cookies = options.readCookies()
      if (store.getSnapshot().status === 'logged_in' && !sessionMayBeOpen(cookies)) ended('session_lost')
    }, SESSION_CHECK_MS)
  }

  async function login(body: Record<string, unknown>, flow: ErrorFlow): Promise<boolean> {
    setLogin({ submitting: true, error: null })
    const cartId = cart.getSnapshot().cartId
    const result = await http.post('/login', { body: { ...body, ...(cartId ? { cart_id: cartId } : {}) } as never })
    if (result.error) {
      // calls §8 Account: guest_account "requests a password-reset e-mail and tells the user no
      // password was set". When that request fails, its error is what the visitor reads instead.
      if (catalogueEntryFor(flow, result.error).handling === 'requestPasswordReset' && typeof body.email === 'string') {
        const reset = await recovery.requestPasswordReset(body.email)
        if (reset.error) {
          fail(reset.error, 'forgotPassword')
          return false
        }
      }
      handleLoginError(result.error, flow)
      return false
    }
    const user = readUser(result.data)
    if (!user) {
      fail(new FoyerError({ code: 'unexpected' }), flow)
      return false
    }
    loggedIn(user)
    return true
  }

  function handleLoginError(error: FoyerError, flow: ErrorFlow) {
    if (flow !== 'passcode') return fail(error, flow)
    if (error.code === 'otp_incorrect') {
      const remaining = Number(error.extra?.remaining_attempts)
      const attemptsLeft = Number.isFinite(remaining)
        ? remaining
        : Math.max(0, (store.getSnapshot().login.attemptsLeft ?? PASSCODE_MAX_FAILURES) - 1)
      return fail(error, flow, { attemptsLeft })
    }
    // A new code must be requested: the token is spent.
    if (error.code === 'not_authorized' || error.code === 'otp_token_expired')
      return fail(error, flow, { token: null, attemptsLeft: 0 })
    fail(error, flow)
  }

  async function requestCode() {
    const { email } = store.getSnapshot().login
    stopTimers()
    setLogin({ submitting: true, error: null, token: null, attemptsLeft: null, hintShown: false })
    const redirectPath = options.currentPath?.() ?? '/'
    const result = await http.post('/login/request_otp', {
      body: { email, provider: 'tix', redirect: isSafeRedirectPath(redirectPath) ? redirectPath : '/' },
    })
    if (result.error) return fail(result.error, 'login')
    const token = result.data.login._data[0]?.token ?? null
    if (!token) return fail(new FoyerError({ code: 'unexpected' }), 'login')
    storage.setItem(flowKey, JSON.stringify({ email, token, redirectPath }))
    setLogin({ submitting: false, step: 'otp_form', token })
    hintTimer = clock.setTimeout(() => setLogin({ hintShown: true }), PASSCODE_HINT_MS)
  }

  async function submitCode(code: string) {
    const { token } = store.getSnapshot().login
    if (!isCompletePasscode(code) || !token) return
    if (retryTimer) clock.clearTimeout(retryTimer)
    retryTimer = null
    const done = await login({ method: 'otp', token, otp: code.trim() }, 'passcode')
    // storefront §4 Passcode: "'not_available_yet' retries automatically after 5 seconds."
    if (!done && store.getSnapshot().login.error?.code === 'not_available_yet') {
      retryTimer = clock.setTimeout(() => void submitCode(code), PASSCODE_NOT_AVAILABLE_RETRY_MS)
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    ...recovery,
    async start() {
      // The read `storefront.auth` started before this store was made, for its first start only.
      const early = earlyRead
      earlyRead = null
      // Without the session cookie nobody is logged in: no call (Node scripts log in explicitly).
      if (!sessionMayBeOpen(options.readCookies())) {
        store.setState((draft) => void (draft.status = 'anonymous'))
        return
      }
      store.setState((draft) => void (draft.status = 'checking'))
      const result = await (early ?? readSessionCall(http))
      const user = result.error ? null : readUser(result.data)
      if (user) {
        store.setState((draft) => {
          draft.status = 'logged_in'
          draft.user = user
        })
        watchSession()
      } else store.setState((draft) => void (draft.status = 'anonymous'))
    },
    async submitEmail(input) {
      if (!mode) return disabled()
      if (typeof input !== 'string') return invalid('checkout.fieldRequired')
      const problem = loginEmailProblem(input)
      if (problem) return invalid(problem)
      setLogin({ email: input.trim(), error: null })
      if (stepAfterEmail(mode) === 'otp_form') return requestCode()
      setLogin({ step: 'password' })
    },
    async submitPassword(password) {
      if (!mode) return disabled()
      // The e-mail step comes first: no login is sent without an e-mail.
      if (typeof password !== 'string' || password === '' || !store.getSnapshot().login.email)
        return invalid('checkout.fieldRequired')
      await login({ method: 'password', email: store.getSnapshot().login.email, password }, 'login')
    },
    requestCode,
    submitCode,
    async submitMember(fields: MemberLogin) {
      if (!mode) return disabled()
      const body = memberLoginBody(mode, fields)
      if (body) await login(body, 'login')
    },
    back() {
      stopTimers()
      setLogin(firstLoginState(mode, store.getSnapshot().login.email))
    },
    async openMagicLink(code) {
      const flow = readLoginFlow(storage.getItem(flowKey))
      if (!flow) {
        setLogin({ step: 'otp_unavailable', unavailableCode: code.trim() })
        return null
      }
      setLogin({ step: 'otp_form', email: flow.email, token: flow.token })
      await submitCode(code)
      return store.getSnapshot().status === 'logged_in' ? flow.redirectPath : null
    },
    async setEmail(email, confirm) {
      const problem = setEmailProblem(email, confirm)
      if (problem) return { error: new FoyerError({ code: 'validation_failed', messageKey: problem }) }
      const user = store.getSnapshot().user
      if (!user) return { error: new FoyerError({ code: 'not_authenticated', status: 401, messageKey: 'auth.failed' }) }
      const result = await http.patch('/my/user/{userId}', {
        params: { path: { userId: user.id } },
        body: { email: email.trim() },
      })
      if (result.error) return { error: errorForFlow(result.error, 'setEmailAddress') }
      const updated = readUser(result.data) ?? { ...user, email: email.trim() }
      store.setState((draft) => void (draft.user = updated))
      return { data: updated }
    },
    async startExternalLogin(returnPath) {
      // storefront §6: "Auth method resolves to auth0 …"; without its adapter the method is unknown.
      if (mode !== 'auth0_ecomm' || !options.external) return setLogin({ error: unknownMethod() })
      setLogin({ submitting: true, error: null })
      const result = await options.external.login({ returnPath, cartId: cart.getSnapshot().cartId })
      // On success the browser is leaving for the provider; a page restored by Back can try again.
      setLogin({ submitting: false, error: result.error ?? null })
    },
    async finishExternalLogin(url) {
      if (!options.external) {
        setLogin({ error: unknownMethod() })
        return null
      }
      setLogin({ submitting: true, error: null })
      const back = await options.external.handleCallback(url)
      // The adapter's errors are already the catalogue's (calls §8 Auth).
      if (back.error) {
        setLogin({ submitting: false, error: back.error })
        return null
      }
      // The cart went along in the provider's state; this tab's own cart id (login adds it) is the same one.
      const done = await login({ jwt: back.data.token }, 'login')
      return done ? back.data.returnPath : null
    },
    singleSignOnUrl(returnPath) {
      return singleSignOnUrl(options.apiBase, options.seller, returnPath, cart.getSnapshot().cartId)
    },
    async completeExternalLogin(token) {
      if (token !== '') await login({ jwt: token }, 'login')
    },
    async logout() {
      await http.post('/logout', { body: undefined } as never)
      ended('logout')
      // The provider's session ends too, or its next login would be silent (auth0_ecomm).
      if (mode === 'auth0_ecomm' && options.external && options.logoutReturnUrl)
        await options.external.logout(options.logoutReturnUrl())
    },
    dispose() {
      stopWatch()
      stopTimers()
    },
  }
}
