import { shallow, useAuth, useMemberships, useMessages, type FoyerError, type MessageKey } from '@foyer/react-hooks'
import {
  autoRenewStatus,
  canRenew,
  currentMembership,
  membershipRenewal,
  isMembershipValid,
  renewalOpensAt,
  type AutoRenewStatus,
  type Membership,
} from '@foyer/sdk/membership'
import { buildPath } from '@foyer/sdk/routing'
import { useState } from 'react'
import { Button, ButtonLink } from '../../components/Button'
import { ErrorNotice, Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useConfig } from '../../ConfigContext'
import { container } from '../../theme/global.css'
import { useOpenLogin } from '../login/login'
import * as page from '../page.css'
import { canLink } from '../screen-routes'
import * as css from '../my/my.css'

/** storefront §4 Auto-renew: "shown as Enrolled (scheduled), Cancelled or Not enrolled". */
export const AUTO_RENEW_LABEL: Record<AutoRenewStatus, MessageKey> = {
  enrolled: 'membership.autoRenewEnrolled',
  cancelled: 'membership.autoRenewCancelled',
  not_enrolled: 'membership.autoRenewNotEnrolled',
}

/**
 * The membership details dialog (storefront §6: "The modal offers renew (if renewal is allowed,
 * else it shows a 'renew from' date) and cancel auto-renew (only when the state is scheduled)").
 */
export default function MembershipDetails({ onLeave }: { onLeave: () => void }) {
  const { t, formatDate } = useMessages()
  const config = useConfig()
  const [memberships] = useMemberships((state) => state.memberships)
  const now = Date.now()
  const membership = currentMembership(memberships, now)
  if (!membership) return <p>{t('my.noMembership')}</p>
  // A membership renewed ahead of its end: the renewal's end, auto-renew and renewal window.
  const renewal = membershipRenewal(memberships, membership)
  const latest = renewal ?? membership
  const renewable = canRenew(latest, now, config.membershipRenewalDays)
  return (
    <div className={css.section} data-membership-details="">
      <p>
        <strong>{membership.level.name}</strong> · {t('my.validUntil')} {formatDate(membership.validTo)}
        {renewal ? ` · ${t('my.renewedUntil')} ${formatDate(renewal.validTo)}` : null}
      </p>
      {isMembershipValid(membership, now) ? null : <p role="status">{t('membership.expired')}</p>}
      <div className={css.actions}>
        {renewable ? (
          <ButtonLink href={buildPath('membership', { action: 'renew' })} onClick={onLeave}>
            {t('membership.renew')}
          </ButtonLink>
        ) : (
          <p className={css.muted}>
            {t('membership.renewFromDate', {
              date: formatDate(new Date(renewalOpensAt(latest, config.membershipRenewalDays))),
            })}
          </p>
        )}
        {canLink('myMembership', config) ? (
          <ButtonLink href={buildPath('myMembership')} variant="secondary" onClick={onLeave}>
            {t('header.myAccount')}
          </ButtonLink>
        ) : null}
      </div>
      <AutoRenewControl membership={latest} />
    </div>
  )
}

/** Auto-renew's state, and 'Cancel auto-renew' while it is scheduled (storefront §4 Auto-renew). */
function AutoRenewControl({ membership }: { membership: Membership }) {
  const { t } = useMessages()
  const [, actions] = useMemberships((state) => state.status)
  const [state, setState] = useState<{ status: 'idle' | 'cancelling' } | { status: 'error'; error: FoyerError }>({
    status: 'idle',
  })
  const status = autoRenewStatus(membership.autoRenewState)
  return (
    <div className={css.actions}>
      <p role="status">
        {t('my.autoRenew')}: {t(AUTO_RENEW_LABEL[status])}
      </p>
      {status === 'enrolled' && membership.ticketOrderId ? (
        <Button
          variant="secondary"
          disabled={state.status === 'cancelling'}
          onClick={() => {
            setState({ status: 'cancelling' })
            void actions.cancelAutoRenew(membership.ticketOrderId!).then((result) => {
              setState(result.error ? { status: 'error', error: result.error } : { status: 'idle' })
            })
          }}
        >
          {t('membership.cancelAutoRenew')}
        </Button>
      ) : null}
      {state.status === 'error' ? <ErrorNotice error={state.error} /> : null}
    </div>
  )
}

/**
 * /manage/{ticketOrderId}/cancel-auto-renew (storefront §2 "Cancel auto-renew for an order"; §4
 * Auto-renew: "Any other state shows a not-enrolled or not-authenticated warning").
 */
export function CancelAutoRenewPage({ ticketOrderId }: { ticketOrderId: string }) {
  const { t } = useMessages()
  const [status] = useAuth((state) => state.status)
  const [memberships] = useMemberships((state) => ({ status: state.status, list: state.memberships }), {
    isEqual: shallow,
  })
  const openLogin = useOpenLogin()
  useDocumentTitle(t('membership.cancelAutoRenew'))
  const membership = memberships.list.find((m) => m.ticketOrderId === ticketOrderId) ?? null
  const body =
    status === 'unknown' || status === 'checking' || (status === 'logged_in' && memberships.status === 'loading') ? (
      <Loading />
    ) : status !== 'logged_in' ? (
      <div className={css.actions}>
        <p role="alert">{t('membership.autoRenewNotAuthenticatedWarning')}</p>
        <Button onClick={() => openLogin()}>{t('login.logIn')}</Button>
      </div>
    ) : membership && membership.autoRenewState !== 'none' ? (
      <AutoRenewControl membership={membership} />
    ) : (
      <p role="alert">{t('membership.autoRenewNotEnrolledWarning')}</p>
    )
  return (
    <div className={`${container} ${css.page}`}>
      <h1 className={page.pageTitle}>{t('membership.cancelAutoRenew')}</h1>
      {body}
    </div>
  )
}
