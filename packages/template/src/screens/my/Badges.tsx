import { useMessages, type MessageKey } from '@foyer/react-hooks'
import type { SessionBadge } from '@foyer/sdk/orders'
import * as css from './my.css'

/** storefront §4 Orders: "Session badges: Redeemed, Cancelled, Past Event". */
const BADGES: Record<SessionBadge, MessageKey> = {
  redeemed: 'orders.badgeRedeemed',
  cancelled: 'orders.badgeCancelled',
  past_event: 'orders.badgePastEvent',
}

/** A visit's session badges (My Account's visits and the manage page's). */
export function Badges({ badges }: { badges: readonly SessionBadge[] }) {
  const { t } = useMessages()
  if (badges.length === 0) return null
  return (
    <span className={css.badges}>
      {badges.map((badge) => (
        <span key={badge} className={css.badge}>
          {t(BADGES[badge])}
        </span>
      ))}
    </span>
  )
}
