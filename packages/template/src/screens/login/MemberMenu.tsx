import { shallow, useAuth, useMessages } from '@foyer/react-hooks'
import { buildPath } from '@foyer/sdk/routing'
import { Link } from 'wouter'
import { hasScreen } from '../screen-routes'
import * as css from './login.css'
import { useOpenLogin } from './login'

/**
 * The header's member menu (storefront §2 Header: "greeting, my account or membership details,
 * log out, or register and login links"): a logged-in member is greeted and can log out (and
 * reach My Account once it is built); anyone else gets 'Log in'. Links to screens not built yet
 * are left out (issue 18.5).
 */
export function MemberMenu({ linkClassName }: { linkClassName: string }) {
  const [auth, actions] = useAuth((state) => ({ status: state.status, user: state.user, mode: state.mode }), {
    isEqual: shallow,
  })
  const { t } = useMessages()
  const openLogin = useOpenLogin()
  if (auth.status === 'logged_in' && auth.user) {
    const name = auth.user.firstName ?? auth.user.email ?? ''
    return (
      <div className={css.memberMenu} data-member-menu="">
        <span className={css.greeting}>{t('header.greeting', { name })}</span>
        {hasScreen('my') ? (
          <Link href={buildPath('my')} className={linkClassName}>
            {t('header.myAccount')}
          </Link>
        ) : null}
        <button type="button" className={linkClassName} onClick={() => void actions.logout()}>
          {t('header.logOut')}
        </button>
      </div>
    )
  }
  // No login method: nothing to offer (the login dialog would say 'Login is disabled').
  if (!auth.mode || auth.status === 'unknown' || auth.status === 'checking') return null
  return (
    <button type="button" className={linkClassName} onClick={() => openLogin()}>
      {t('header.logIn')}
    </button>
  )
}
