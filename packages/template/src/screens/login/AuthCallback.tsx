import { useAuth, useMessages, useStorefront } from '@foyer/react-hooks'
import { isSafeRedirectPath } from '@foyer/sdk/auth'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { container } from '../../theme/global.css'
import * as page from '../page.css'
import { LoginForm } from './LoginForm'

/**
 * The external login callback route (storefront §2 "external login callback path"; auth0_ecomm):
 * the provider's answer in the URL logs the visitor in and takes them back to the page they left.
 * calls §8 Auth: "'Invalid state' on redirect goes history forward" (the visitor came back here
 * with Back after the login was used up); "authentication error query yields a failure message",
 * shown with the login form to try again.
 */
export function AuthCallback() {
  const [, actions] = useAuth((state) => state.status)
  const storefront = useStorefront()
  const { t } = useMessages()
  const [, navigate] = useLocation()
  const [failed, setFailed] = useState(false)
  const started = useRef(false)
  useDocumentTitle(t('login.logIn'))
  useEffect(() => {
    if (started.current) return
    started.current = true
    void actions.finishExternalLogin(window.location.href).then((to) => {
      if (to !== null) return navigate(isSafeRedirectPath(to) ? to : '/', { replace: true })
      const error = storefront.auth.getSnapshot().login.error
      if (error?.code === 'invalid_state') window.history.forward()
      setFailed(true)
    })
  }, [actions, navigate, storefront])
  if (!failed) return <Loading />
  // The form says what went wrong (its alert) and offers the login again.
  return (
    <div className={container} data-state="ready">
      <h1 className={page.pageTitle}>{t('login.logIn')}</h1>
      <LoginForm onClose={() => navigate('/', { replace: true })} onLoggedIn={() => navigate('/', { replace: true })} />
    </div>
  )
}
