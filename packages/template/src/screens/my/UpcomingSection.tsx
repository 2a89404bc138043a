import { useMessages, useOrders } from '@foyer/react-hooks'
import { isUpcoming, type OrderTicket, type Visit, type WalletOffer } from '@foyer/sdk/orders'
import { buildPath } from '@foyer/sdk/routing'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { ButtonLink } from '../../components/Button'
import { ErrorNotice, Loading } from '../../components/Status'
import { visuallyHidden } from '../../theme/global.css'
import * as css from './my.css'
import { TicketQrCode } from './TicketQrCode'
import { Badges } from './Badges'

/** A visit in a list: the event, its date and time in the venue's zone, badges, the tickets' count. */
export function VisitCard({ visit, link = true }: { visit: Visit; link?: boolean }) {
  const { t, formatDateTime } = useMessages()
  return (
    <li className={css.card} data-visit-id={visit.id}>
      <h3 className={css.cardTitle}>{visit.eventName}</h3>
      {visit.startDatetime ? <p className={css.muted}>{formatDateTime(visit.startDatetime)}</p> : null}
      <Badges badges={visit.badges} />
      <p className={css.muted}>{t('my.ticketCount', { count: visit.tickets.length })}</p>
      {link ? (
        <Link href={buildPath('myUpcomingSession', { id: visit.id })}>
          {t('my.viewTickets')}
          <span className={visuallyHidden}>{` · ${visit.eventName}`}</span>
        </Link>
      ) : null}
    </li>
  )
}

/**
 * My Account's Upcoming (storefront §2 /my/upcoming; §4 Orders badges): the visits still to come,
 * soonest first, then the past ones; with none to come, the way to the events.
 */
export function UpcomingSection() {
  const { t } = useMessages()
  const [visits, orders] = useOrders((state) => state.visits)
  useEffect(() => {
    void orders.loadVisits()
  }, [orders])
  if (visits.status === 'error') return <ErrorNotice error={visits.error} />
  if (visits.status !== 'ready' || !visits.data) return <Loading />
  const coming = visits.data.filter(isUpcoming)
  const past = visits.data.filter((visit) => !isUpcoming(visit))
  return (
    <section className={css.section} aria-labelledby="my-upcoming-title">
      <h2 id="my-upcoming-title" className={css.cardTitle}>
        {t('my.upcoming')}
      </h2>
      {coming.length === 0 ? (
        <div className={css.actions}>
          <p className={css.muted}>{t('my.noUpcoming')}</p>
          <ButtonLink href={buildPath('events')}>{t('catalog.title')}</ButtonLink>
        </div>
      ) : (
        <ul className={css.list}>
          {coming.map((visit) => (
            <VisitCard key={visit.id} visit={visit} />
          ))}
        </ul>
      )}
      {past.length > 0 ? (
        <>
          <h2 className={css.cardTitle}>{t('my.pastVisits')}</h2>
          <ul className={css.list}>
            {past.map((visit) => (
              <VisitCard key={visit.id} visit={visit} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}

/**
 * /my/upcoming/session/{id}: a visit's tickets, each with its scan code as a QR code, its validity
 * in the venue's zone and, where the precheck allows, the add-to-wallet links (calls §7). An
 * unknown visit: 'Session not found' (calls §8 Orders).
 */
export function VisitPage({ id }: { id: string }) {
  const { t } = useMessages()
  const [visits, orders] = useOrders((state) => state.visits)
  useEffect(() => {
    if (visits.status === 'idle') void orders.loadVisits()
  }, [orders, visits.status])
  if (visits.status === 'error') return <ErrorNotice error={visits.error} />
  if (visits.status !== 'ready' || !visits.data) return <Loading />
  const visit = visits.data.find((v) => v.id === id)
  if (!visit) return <p role="alert">{t('orders.sessionNotFound')}</p>
  return (
    <section className={css.section} aria-labelledby="my-visit-title">
      <h2 id="my-visit-title" className={css.cardTitle}>
        {visit.eventName}
      </h2>
      <ul className={css.list}>
        <VisitCard visit={visit} link={false} />
        {visit.tickets.map((ticket) => (
          <TicketCard key={ticket.id} ticket={ticket} />
        ))}
      </ul>
    </section>
  )
}

/** A ticket: who it admits, its type, its code as a QR code, its validity and the wallet links. */
export function TicketCard({ ticket }: { ticket: OrderTicket }) {
  const { t, formatDateTime } = useMessages()
  return (
    <li className={css.card} data-ticket-id={ticket.id}>
      <h3 className={css.cardTitle}>{[ticket.admitName, ticket.typeName].filter(Boolean).join(' · ')}</h3>
      {ticket.scanCode ? (
        <>
          <TicketQrCode code={ticket.scanCode} alt={t('my.ticketQrCode', { code: ticket.scanCode })} />
          <p className={css.muted}>{t('my.ticketCode', { code: ticket.scanCode })}</p>
        </>
      ) : null}
      {ticket.validFrom && ticket.validTo ? (
        <p className={css.muted}>
          {t('my.validBetween', { from: formatDateTime(ticket.validFrom), to: formatDateTime(ticket.validTo) })}
        </p>
      ) : null}
      {ticket.state === 'booked' ? <WalletLinks ticketId={ticket.id} /> : null}
    </li>
  )
}

/** calls §7: the pkpass and gwpass links, after `walletprecheck` says the ticket can have them. */
function WalletLinks({ ticketId }: { ticketId: string }) {
  const { t } = useMessages()
  const [, orders] = useOrders((state) => state.status)
  const [offer, setOffer] = useState<WalletOffer | null>(null)
  useEffect(() => {
    let live = true
    void orders.walletPrecheck(ticketId).then((result) => {
      if (live && result.data) setOffer(result.data)
    })
    return () => {
      live = false
    }
  }, [orders, ticketId])
  if (!offer || (!offer.apple && !offer.google)) return null
  const links = orders.walletLinks(ticketId)
  return (
    <div className={css.actions}>
      {offer.apple ? <a href={links.apple}>{t('my.addToAppleWallet')}</a> : null}
      {offer.google ? <a href={links.google}>{t('my.addToGoogleWallet')}</a> : null}
    </div>
  )
}
