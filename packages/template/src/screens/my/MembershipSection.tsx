import { useMemberships, useMessages } from '@foyer/react-hooks'
import {
  autoRenewStatus,
  canRenew,
  currentMembership,
  expectsPhysicalCard,
  PHYSICAL_CARD_WEEKS,
  isMembershipValid,
  membershipRenewal,
  renewalOpensAt,
} from '@foyer/sdk/membership'
import { buildPath } from '@foyer/sdk/routing'
import { ButtonLink } from '../../components/Button'
import { ErrorNotice, Loading } from '../../components/Status'
import { useConfig } from '../../ConfigContext'
import { AUTO_RENEW_LABEL } from '../membership/AutoRenew'
import * as css from './my.css'

/**
 * My Account's Membership (storefront §2 /my/membership; issue 12): the level, the members, the
 * validity, the card's QR code (calls §7 membership/{id}/qrcode, margin 2), auto-renew, the
 * physical card note (calls §9: 3 to 5 weeks), an expired membership's message (storefront §6),
 * and the way to renew.
 */
export function MembershipSection() {
  const { t, formatDate } = useMessages()
  const config = useConfig()
  const [state, actions] = useMemberships()
  if (state.status === 'loading' || state.status === 'idle') return <Loading />
  if (state.status === 'error') return <ErrorNotice error={state.error} />
  const membership = currentMembership(state.memberships, Date.now())
  if (!membership) return <p className={css.muted}>{t('my.noMembership')}</p>
  const valid = isMembershipValid(membership, Date.now())
  // A membership renewed ahead of its end shows the renewal's end, auto-renew and renewal window.
  const renewal = membershipRenewal(state.memberships, membership)
  const latest = renewal ?? membership
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
          {renewal ? (
            <>
              <dt>{t('my.renewedUntil')}</dt>
              <dd>{formatDate(renewal.validTo)}</dd>
            </>
          ) : null}
          <dt>{t('my.autoRenew')}</dt>
          <dd>{t(AUTO_RENEW_LABEL[autoRenewStatus(latest.autoRenewState)])}</dd>
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
        {/* calls §9 Physical card: only while a card can be on its way (not for an expired one). */}
        {expectsPhysicalCard(latest, Date.now()) ? (
          <p className={css.muted}>{t('membership.physicalCard', PHYSICAL_CARD_WEEKS)}</p>
        ) : null}
        {/* storefront §6: renew when renewal is allowed, else the 'renew from' date. */}
        <div className={css.actions}>
          {canRenew(latest, Date.now(), config.membershipRenewalDays) ? (
            <ButtonLink href={buildPath('membership', { action: 'renew' })} variant="secondary">
              {t('membership.renew')}
            </ButtonLink>
          ) : (
            <p className={css.muted}>
              {t('membership.renewFromDate', {
                date: formatDate(new Date(renewalOpensAt(latest, config.membershipRenewalDays))),
              })}
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
