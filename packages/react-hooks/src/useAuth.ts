import { useEffect } from 'react'
import type { AuthState, AuthStore } from '@foyer/sdk/auth'
import { useStorefrontFor } from './context.js'
import { useStoreWithActions, type Actions, type UseStoreOptions } from './useStore.js'

/**
 * The login and the session (storefront §4 Login flow, Session loss): `[state, actions]`. The
 * login steps (e-mail, password or passcode, …) follow the tenant's login mode; when the session
 * ends (logout, or its cookie gone) the member's data is forgotten. Reads the session when the
 * first component using it mounts (status `unknown`).
 * @example
 * const [user, { logout }] = useAuth((auth) => auth.user)
 * @example
 * const [login, { submitEmail, back }] = useAuth((auth) => auth.login)
 */
export function useAuth(): [AuthState, Actions<AuthStore>]
export function useAuth<Selected>(
  selector: (state: AuthState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<AuthStore>]
export function useAuth<Selected>(
  selector?: (state: AuthState) => Selected,
  options?: UseStoreOptions<Selected>,
): [Selected, Actions<AuthStore>] {
  const { auth } = useStorefrontFor('useAuth')
  useEffect(() => {
    if (auth.getSnapshot().status === 'unknown') void auth.start()
  }, [auth])
  return useStoreWithActions(auth, selector, options)
}
