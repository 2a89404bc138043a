import { useMemberships, useMessages, type MessageKey } from '@foyer/react-hooks'
import { autoRenewStatus, currentMembership, isMembershipValid, type AutoRenewStatus } from '@foyer/sdk/membership'
import { buildPath } from '@foyer/sdk/routing'
import { ButtonLink } from '../../components/Button'
import { ErrorNotice, Loading } from '../../components/Status'
import * as css from './my.css'

/** storefront §4 Auto-renew: "shown as Enrolled (scheduled), Cancelled or Not enrolled". */
const AUTO_RENEW: Record<AutoRenewStatus, MessageKey> = {
  enrolled: 'membership.autoRenewEnrolled',
  cancelled: 'membership.autoRenewCancelled',
  not_enrolled: 'membership.autoRenewNotEnrolled',
}

/**
 * My Account's Membership (storefront §2 /my/membership; issue 12): the level, the members, the
 * validity, the card's QR code (calls §7 membership/{id}/qrcode, margin 2), auto-renew, the
 * physical card note (calls §9: 3 to 5 weeks), an expired membership's message (storefront §6),
 * and the way to renew.
 */
export function MembershipSection() {
  const { t, formatDate } = useMessages()
  const [state, actions] = useMemberships()
  if (state.status === 'loading' || state.status === 'idle') return <Loading />
  if (state.status === 'error') return <ErrorNotice error={state.error} />
  const membership = currentMembership(state.memberships, Date.now())
  if (!membership) return <p className={css.muted}>{t('my.noMembership')}</p>
  const valid = isMembershipValid(membership, Date.now())
  return (
    <section className={css.section} aria-labelledby="my-membership-title">
      <div className={css.card} data-membership-id={membership.id}>
        <h2 id="my-membership-title" className={css.cardTitle}>
          {membership.programName ? `${membership.programName} · ${membership.level.name}` : membership.level.name}
        </h2>
        {valid ? null : <p role="status">{t('membership.expired')}</p>}
        <dl className={css.facts}>
          {membership.scanCode ? (
            <>
              <dt>{t('my.memberId')}</dt>
              <dd>{membership.scanCode}</dd>
            </>
          ) : null}
          <dt>{t('my.validFrom')}</dt>
          <dd>{formatDate(membership.validFrom)}</dd>
          <dt>{t('my.validUntil')}</dt>
          <dd>{formatDate(membership.validTo)}</dd>
          <dt>{t('my.autoRenew')}</dt>
          <dd>{t(AUTO_RENEW[autoRenewStatus(membership.autoRenewState)])}</dd>
        </dl>
        {membership.members.length > 0 ? (
          <>
            <h3 className={css.cardTitle}>{t('my.members')}</h3>
            <ul className={css.list}>
              {membership.members.map((member, index) => (
                <li key={index}>
                  {member.name}
                  {member.type ? <span className={css.muted}> · {member.type}</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {valid ? (
          <figure className={css.figure}>
            <img
              className={css.qr}
              src={actions.qrCodeUrl(membership.id)}
              alt={t('my.membershipQrCode', { id: membership.scanCode ?? membership.id })}
              width={192}
              height={192}
            />
            <figcaption className={css.muted}>{t('my.membershipCard')}</figcaption>
          </figure>
        ) : null}
        <p className={css.muted}>{t('membership.physicalCard')}</p>
        <div className={css.actions}>
          <ButtonLink href={buildPath('membership', { action: 'renew' })} variant="secondary">
            {t('membership.renew')}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
