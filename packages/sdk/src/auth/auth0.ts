/**
 * The auth0_ecomm login (calls §6 Login modes; storefront §6 "Auth method resolves to auth0")
 * through the official `@auth0/auth0-spa-js`, behind the `ExternalLogin` adapter that
 * `createAuth` takes. Like the Stripe provider, nothing is imported from the library at module
 * load: its client is made on the first call, and tests hand in a fake of it.
 *
 * The visitor goes to Auth0 (`loginWithRedirect`, carrying where to come back to and the cart),
 * returns to the callback route (`AUTH_CALLBACK_PATH`), where `handleRedirectCallback` and
 * `getTokenSilently` give the access token that `POST login { jwt }` exchanges for the storefront
 * session (calls §7 "login with an external identity token sends jwt").
 *
 * calls §8 Auth: an Auth0 failure is 'Auth0 …' (`auth.auth0Failed`), an error in the callback's
 * query is a failed login (`auth.failed`), a callback with no login under way is 'Invalid state'
 * (`invalid_state`: the page goes history forward). calls §9: a call that has not answered after
 * `AUTH0_ERROR_TIMEOUT_MS` fails, so no promise hangs.
 */
import type { Auth0Client, Auth0ClientOptions } from '@auth0/auth0-spa-js'
import { FoyerError, err, ok, type Result } from '../errors/foyer-error.js'
import { systemClock, type Clock } from '../store/clock.js'
import { AUTH0_ERROR_TIMEOUT_MS, isSafeRedirectPath } from './rules.js'

/** What an external login carries through the provider and back (calls §7: the cart goes along). */
export interface ExternalLoginState {
  /** The page of this site to come back to. */
  returnPath: string
  cartId: string | null
}

/** The return from the provider: the token for `POST login { jwt }` and where to go next. */
export interface ExternalLoginReturn extends ExternalLoginState {
  token: string
}

/** An external identity provider (the auth0_ecomm mode), as `createAuth` uses it. */
export interface ExternalLogin {
  /** Sends the browser to the provider's login; it comes back to the callback route. */
  login(state: ExternalLoginState): Promise<Result<void>>
  /** On the callback route: reads the provider's answer from the URL. */
  handleCallback(url: string): Promise<Result<ExternalLoginReturn>>
  /** Ends the provider's session too, coming back to `returnTo` (an absolute URL of this site). */
  logout(returnTo: string): Promise<Result<void>>
}

/** The part of auth0-spa-js's `Auth0Client` the adapter uses (a test's fake implements it). */
export type Auth0ClientLike = Pick<
  Auth0Client,
  'loginWithRedirect' | 'handleRedirectCallback' | 'getTokenSilently' | 'logout'
>

export interface Auth0LoginOptions {
  /** The tenant's Auth0 domain (`tenant.eu.auth0.com`, or an `http(s)://` base). */
  domain: string
  clientId: string
  /** The API audience whose access token the storefront's `POST login` takes. */
  audience?: string
  /** The callback route's absolute URL (`origin + AUTH_CALLBACK_PATH`). */
  redirectUri: string
  /** @default the system clock */
  clock?: Clock
  /**
   * Makes the client. Inject a fake in tests.
   * @default `new Auth0Client(options)` of `@auth0/auth0-spa-js`, imported on the first call
   */
  createClient?: (options: Auth0ClientOptions) => Auth0ClientLike | Promise<Auth0ClientLike>
}

const defaultCreateClient = async (options: Auth0ClientOptions): Promise<Auth0ClientLike> => {
  const { Auth0Client } = await import('@auth0/auth0-spa-js')
  return new Auth0Client(options)
}

/** An auth0-spa-js error (`GenericError`: `error` and `error_description`). */
function auth0Error(cause: unknown): FoyerError {
  const { error, error_description: description } = (cause ?? {}) as { error?: unknown; error_description?: unknown }
  const text = typeof description === 'string' ? description : cause instanceof Error ? cause.message : undefined
  if (error === 'missing_transaction' || error === 'state_mismatch')
    return new FoyerError({ code: 'invalid_state', messageKey: 'auth.invalidState', cause })
  // The provider said no (the callback's `error` query, e.g. access_denied).
  if (typeof error === 'string' && cause instanceof Error && 'state' in cause)
    return new FoyerError({ code: error, messageKey: 'auth.failed', ...(text ? { description: text } : {}), cause })
  return new FoyerError({
    code: typeof error === 'string' ? error : 'auth0_failed',
    messageKey: 'auth.auth0Failed',
    ...(text ? { description: text } : {}),
    cause,
  })
}

/** The appState the adapter sends through Auth0, read back defensively (it is just JSON). */
function readState(appState: unknown): ExternalLoginState {
  const value = (appState ?? {}) as { returnPath?: unknown; cartId?: unknown }
  const returnPath =
    typeof value.returnPath === 'string' && isSafeRedirectPath(value.returnPath) ? value.returnPath : '/'
  return { returnPath, cartId: typeof value.cartId === 'string' ? value.cartId : null }
}

/**
 * Creates the auth0_ecomm adapter.
 * @example
 * const external = createAuth0Login({ domain, clientId, redirectUri: location.origin + AUTH_CALLBACK_PATH })
 * createStorefront({ apiBase, seller, login: { mode: 'auth0_ecomm', external } })
 */
export function createAuth0Login(options: Auth0LoginOptions): ExternalLogin {
  const clock = options.clock ?? systemClock
  const create = options.createClient ?? defaultCreateClient
  let client: Promise<Auth0ClientLike> | null = null

  /** Runs one provider call; a failure or no answer within the timeout is an error, never a hang. */
  async function call<T>(run: (client: Auth0ClientLike) => Promise<T>): Promise<Result<T>> {
    let timer: unknown = null
    const timeout = new Promise<Result<T>>((resolve) => {
      timer = clock.setTimeout(
        () => resolve(err(new FoyerError({ code: 'timeout', messageKey: 'auth.auth0Failed' }))),
        AUTH0_ERROR_TIMEOUT_MS,
      )
    })
    const attempt = (async (): Promise<Result<T>> => {
      try {
        client ??= Promise.resolve(
          create({
            domain: options.domain,
            clientId: options.clientId,
            authorizationParams: {
              redirect_uri: options.redirectUri,
              ...(options.audience ? { audience: options.audience } : {}),
            },
          }),
        )
        return ok(await run(await client))
      } catch (cause) {
        // A client that failed to load is tried again next time.
        if (!(cause as { error?: unknown } | null)?.error) client = null
        return err(auth0Error(cause))
      }
    })()
    try {
      return await Promise.race([attempt, timeout])
    } finally {
      clock.clearTimeout(timer)
    }
  }

  return {
    login: (state) =>
      call((auth0) =>
        auth0.loginWithRedirect({
          appState: { returnPath: isSafeRedirectPath(state.returnPath) ? state.returnPath : '/', cartId: state.cartId },
        }),
      ),
    handleCallback: (url) =>
      call(async (auth0) => {
        const { appState } = await auth0.handleRedirectCallback(url)
        const token = await auth0.getTokenSilently()
        if (!token) throw new Error('Auth0 gave no access token.')
        return { ...readState(appState), token }
      }),
    logout: (returnTo) => call((auth0) => auth0.logout({ logoutParams: { returnTo } })),
  }
}
