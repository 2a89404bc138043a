import { useMessages } from '@foyer/react-hooks'
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
export function useOpenLogin(): (options?: { onLoggedIn?: () => void }) => void {
  const modals = useModalStack()
  const { t } = useMessages()
  return useCallback(
    (options = {}) => {
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
    [modals, t],
  )
}
