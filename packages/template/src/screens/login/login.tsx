import { useMessages, useStorefront } from '@foyer/react-hooks'
import { useConfig } from '../../ConfigContext'
import { appPath } from './app-path'
import { lazy, Suspense, useCallback } from 'react'
import { Loading } from '../../components/Status'
import { useModalStack } from '../../modals'

/** The login dialog's name on the modal stack. */
export const LOGIN_MODAL = 'login'

/** The login-or-guest dialog's name on the modal stack. */
export const LOGIN_OR_GUEST_MODAL = 'login-or-guest'

// The form loads with the dialog: a guest who never logs in never downloads it.
const LoginForm = lazy(() => import('./LoginForm').then((module) => ({ default: module.LoginForm })))
const LoginOrGuest = lazy(() => import('./LoginOrGuest').then((module) => ({ default: module.LoginOrGuest })))

/**
 * Opens the login-or-guest dialog (storefront §2; §6 Gifting: "A guest in gift context is offered
 * login-or-guest unless already logged in or externally logged in").
 */
export function useOpenLoginOrGuest(): () => void {
  const modals = useModalStack()
  const { t } = useMessages()
  return useCallback(
    () =>
      modals.open({
        name: LOGIN_OR_GUEST_MODAL,
        title: t('login.logIn'),
        render: (close) => (
          <Suspense fallback={<Loading />}>
            <LoginOrGuest onGuest={close} onLoggedIn={close} />
          </Suspense>
        ),
      }),
    [modals, t],
  )
}

/**
 * Opens the login dialog (storefront §2 Login) on the modal stack; it closes itself once the
 * member is logged in, then `onLoggedIn` runs (a login that a page asked for goes on there).
 */
export function useOpenLogin(): (options?: { onLoggedIn?: () => void; dialog?: boolean }) => void {
  const modals = useModalStack()
  const { t } = useMessages()
  const storefront = useStorefront()
  const { seller } = useConfig()
  return useCallback(
    (options = {}) => {
      const openDialog = () =>
        modals.open({
          name: LOGIN_MODAL,
          title: t('login.logIn'),
          render: (close) => (
            <Suspense fallback={<Loading />}>
              <LoginForm
                onClose={close}
                onLoggedIn={() => {
                  close()
                  options.onLoggedIn?.()
                }}
              />
            </Suspense>
          ),
        })
      // Single sign-on (sf_ecomm): the identity provider's page, back to this one (calls §7).
      // `dialog` shows the dialog anyway (a failed return from the sign-on says what went wrong).
      const here = window.location.pathname + window.location.search
      const { mode } = storefront.auth.getSnapshot()
      if (mode === 'sf_ecomm' && !options.dialog) return window.location.assign(storefront.auth.singleSignOnUrl(here))
      // auth0_ecomm: Auth0's page; a failure to get there opens the dialog, which says why.
      if (mode === 'auth0_ecomm' && !options.dialog) {
        void storefront.auth.startExternalLogin(appPath(seller)).then(() => {
          if (storefront.auth.getSnapshot().login.error) openDialog()
        })
        return
      }
      openDialog()
    },
    [modals, t, storefront, seller],
  )
}
