import { useMessages } from '@foyer/react-hooks'
import { useModalStack } from '../../modals'
import { lazyRoute } from '../lazyRoute'

/**
 * The dialog's content (AutoRenew.tsx) loads when the dialog first opens, not with every page
 * (issue 16): the header's member menu opens it from anywhere.
 */
const MembershipDetails = lazyRoute(() => import('./AutoRenew'))

/** The membership details dialog's name on the modal stack. */
export const MEMBERSHIP_MODAL = 'membership-details'

/** Opens the membership details dialog (storefront §2 Modals "membership details"; §6 Logged-in member). */
export function useOpenMembershipDetails(): () => void {
  const modals = useModalStack()
  const { t } = useMessages()
  return () =>
    modals.open({
      name: MEMBERSHIP_MODAL,
      title: t('header.membershipDetails'),
      render: (close) => <MembershipDetails onLeave={close} />,
    })
}
