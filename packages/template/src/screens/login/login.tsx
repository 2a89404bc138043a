import { useMessages, useStorefront } from '@foyer/react-hooks'
import { lazy, Suspense, useCallback } from 'react'
import { Loading } from '../../components/Status'
import { useModalStack } from '../../modals'

/** The login dialog's name on the modal stack. */
export const LOGIN_MODAL = 'login'

// The form loads with the dialog: a guest who never logs in never downloads it.
const LoginForm = lazy(() => import('./LoginForm').then((module) => ({ default: module.LoginForm })))

/**
 * Opens the login dialog (storefront §2 Login) on the modal stack; it closes itself once the
 * member is logged in, then `onLoggedIn` runs (a login that a page asked for goes on there).
 */
export function useOpenLogin(): (options?: { onLoggedIn?: () => void; dialog?: boolean }) => void {
  const modals = useModalStack()
  const { t } = useMessages()
  const storefront = useStorefront()
  return useCallback(
    (options = {}) => {
      // Single sign-on (sf_ecomm): the identity provider's page, back to this one (calls §7).
      // `dialog` shows the dialog anyway (a failed return from the sign-on says what went wrong).
      if (storefront.auth.getSnapshot().mode === 'sf_ecomm' && !options.dialog) {
        window.location.assign(storefront.auth.singleSignOnUrl(window.location.pathname + window.location.search))
        return
      }
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
    },
    [modals, t, storefront],
  )
}
