import { useMemberships, useMessages } from '@foyer/react-hooks'
import { currentMembership, isMembershipValid } from '@foyer/sdk/membership'
import { buildPath } from '@foyer/sdk/routing'
import { Link } from 'wouter'
import { container } from '../../theme/global.css'
import { canLink } from '../screen-routes'
import { useConfig } from '../../ConfigContext'
import * as css from './login.css'

/**
 * The members banner (storefront §2 Header: "There is also a members banner."): for a logged-in
 * holder of a membership, its level and how long it is valid, or that it has expired (storefront
 * §6 "Expired memberships show an expired-membership message"), with the way to its details.
 */
export function MembersBanner() {
  const [memberships] = useMemberships((state) => state.memberships)
  const { t, formatDate } = useMessages()
  const config = useConfig()
  const now = Date.now()
  const membership = currentMembership(memberships, now)
  if (!membership) return null
  const valid = isMembershipValid(membership, now)
  return (
    <aside className={css.membersBanner} aria-label={t('header.membersBanner')} data-members-banner="">
      <div className={`${container} ${css.membersBannerInner}`}>
        <span className={css.membersBannerTitle}>{t('header.membersBanner')}</span>
        <span>
          {valid
            ? t('header.membersBannerValid', { level: membership.level.name, date: formatDate(membership.validTo) })
            : t('membership.expired')}
        </span>
        {canLink('myMembership', config) ? (
          <Link href={buildPath('myMembership')} className={css.membersBannerLink}>
            {t('header.membershipDetails')}
          </Link>
        ) : null}
      </div>
    </aside>
  )
}
