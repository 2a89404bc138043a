import { shallow, useAuth, useMemberships, useMessages } from '@foyer/react-hooks'
import { buildPath } from '@foyer/sdk/routing'
import { Link } from 'wouter'
import { canLink } from '../screen-routes'
import { useConfig } from '../../ConfigContext'
import * as css from './login.css'
import { useOpenLogin } from './login'
import { useOpenMembershipDetails } from '../membership/membership-details'

/**
 * The header's member menu (storefront §2 Header: "greeting, my account or membership details,
 * log out, or register and login links"; §6 Anonymous "Sees register and login links"): a
 * logged-in visitor is greeted, reaches their membership's details (a holder of one) or My Account,
 * and can log out; anyone else gets 'Register' (the membership page) and 'Log in'. Links to
 * screens not built are left out (issue 18.5).
 */
export function MemberMenu({ linkClassName }: { linkClassName: string }) {
  const [auth, actions] = useAuth((state) => ({ status: state.status, user: state.user, mode: state.mode }), {
    isEqual: shallow,
  })
  const [holder] = useMemberships((state) => state.memberships.length > 0)
  const { t } = useMessages()
  const config = useConfig()
  const openLogin = useOpenLogin()
  const openMembershipDetails = useOpenMembershipDetails()
  if (auth.status === 'logged_in' && auth.user) {
    const name = auth.user.firstName ?? auth.user.email ?? ''
    return (
      <div className={css.memberMenu} data-member-menu="">
        <span className={css.greeting}>{t('header.greeting', { name })}</span>
        {holder ? (
          // storefront §6 Logged-in member: "the member menu, and the membership modal".
          <button type="button" className={linkClassName} onClick={openMembershipDetails} aria-haspopup="dialog">
            {t('header.membershipDetails')}
          </button>
        ) : canLink('my', config) ? (
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
    <div className={css.memberMenu} data-member-menu="">
      <Link href={buildPath('membership', {})} className={linkClassName}>
        {t('header.register')}
      </Link>
      <button type="button" className={linkClassName} onClick={() => openLogin()}>
        {t('header.logIn')}
      </button>
    </div>
  )
}
