import { useMessages } from '@foyer/react-hooks'
import { Button } from '../../components/Button'
import * as css from './login.css'
import { LoginForm } from './LoginForm'

/**
 * The login-or-guest dialog's body (storefront §2: "a guest panel ('You can shop as a guest
 * without having to register.', button 'Shop as a Guest') beside a login form"). 'Shop as a
 * Guest' closes it; so does a login (storefront §4 "Login success closes the login-or-guest dialog").
 */
export function LoginOrGuest({ onGuest, onLoggedIn }: { onGuest: () => void; onLoggedIn: () => void }) {
  const { t } = useMessages()
  return (
    <div className={css.loginOrGuest} data-login-or-guest="">
      <section className={css.guestPanel} aria-labelledby="login-or-guest-guest">
        <h3 id="login-or-guest-guest" className={css.panelTitle}>
          {t('home.guestTitle')}
        </h3>
        <p>{t('login.shopAsGuestBody')}</p>
        <Button variant="secondary" onClick={onGuest}>
          {t('login.shopAsGuest')}
        </Button>
      </section>
      <section aria-labelledby="login-or-guest-login">
        <h3 id="login-or-guest-login" className={css.panelTitle}>
          {t('login.logIn')}
        </h3>
        <LoginForm onClose={onGuest} onLoggedIn={onLoggedIn} />
      </section>
    </div>
  )
}
