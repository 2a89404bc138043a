import { useAuth, useMessages, useOrders, type FoyerError } from '@foyer/react-hooks'
import { PAYMENT_AUDIT_LABEL_KEYS } from '@foyer/sdk/checkout'
import type { Order } from '@foyer/sdk/orders'
import { buildPath } from '@foyer/sdk/routing'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { Button } from '../../components/Button'
import { ErrorNotice, Loading } from '../../components/Status'
import { visuallyHidden } from '../../theme/global.css'
import * as page from '../page.css'
import * as css from './my.css'
import { TicketCard, VisitCard } from './UpcomingSection'
import { NotFound } from '../NotFound'

/** My Account's Recent orders (storefront §2 /my/orders): newest first, each to its page. */
export function OrdersSection() {
  const { t, formatDate, formatMoney } = useMessages()
  const [orders, actions] = useOrders((state) => state.orders)
  useEffect(() => {
    void actions.loadOrders()
  }, [actions])
  if (orders.status === 'error') return <ErrorNotice error={orders.error} />
  if (orders.status !== 'ready' || !orders.data) return <Loading />
  return (
    <section className={css.section} aria-labelledby="my-orders-title">
      <h2 id="my-orders-title" className={css.cardTitle}>
        {t('my.orders')}
      </h2>
      {orders.data.length === 0 ? (
        <p className={css.muted}>{t('my.noOrders')}</p>
      ) : (
        <ul className={css.list}>
          {orders.data.map((order) => (
            <li key={order.id} className={css.card} data-order-id={order.id}>
              <h3 className={css.cardTitle}>
                <Link href={buildPath('myOrder', { id: order.id })}>
                  {t('checkout.orderNumber', { number: order.number })}
                </Link>
              </h3>
              {order.eventNames.length > 0 ? <p>{order.eventNames.join(', ')}</p> : null}
              <p className={css.muted}>
                {order.purchasedOn ? t('my.purchasedOn', { date: formatDate(order.purchasedOn) }) : null}
                {order.total
                  ? ` · ${t('my.orderTotal', { total: formatMoney(order.total, order.currency ?? undefined) })}`
                  : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

type Loaded = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'error'; error: FoyerError }

/**
 * /my/orders/{id} (storefront §2; the complete page's 'View or print your tickets'): the order's
 * QR code (calls §9 margin 4), its visits with their badges and tickets, the payment audit with
 * the spec's labels (storefront §3: Paid, Refund, Dispute Opened, Dispute Closed, Dispute Fee),
 * and, for the member, resend; `standalone` (a guest's, without My Account around it) titles the
 * page with it. A missing order: 'We could not find that order.' (calls §8 Orders).
 */
export function OrderPage({ id, standalone = false }: { id: string; standalone?: boolean }) {
  const { t, formatDateTime, formatMoney } = useMessages()
  const [, orders] = useOrders((state) => state.status)
  const [loggedIn] = useAuth((state) => state.status === 'logged_in')
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  useEffect(() => {
    let live = true
    void orders.loadOrder(id).then((result) => {
      if (!live) return
      setLoaded(result.error ? { status: 'error', error: result.error } : { status: 'ready', order: result.data })
    })
    return () => {
      live = false
    }
  }, [orders, id])
  if (loaded.status === 'loading') return <Loading />
  if (loaded.status === 'error') {
    if (loaded.error.status !== 404) return <ErrorNotice error={loaded.error} />
    // Opened on its own (no My Account around it): the not-found page, with its heading.
    return standalone ? (
      <NotFound message={t('orders.orderNotFound')} />
    ) : (
      <p role="alert">{t('orders.orderNotFound')}</p>
    )
  }
  const { order } = loaded
  const title = t('checkout.orderNumber', { number: order.number })
  return (
    <section className={css.section} aria-labelledby="my-order-title" data-order-id={order.id}>
      {standalone ? (
        <h1 id="my-order-title" className={page.pageTitle}>
          {title}
        </h1>
      ) : (
        <h2 id="my-order-title" className={css.cardTitle}>
          {title}
        </h2>
      )}
      <p className={css.muted}>
        {order.purchasedOn ? t('my.purchasedOn', { date: formatDateTime(order.purchasedOn) }) : null}
        {order.total
          ? ` · ${t('my.orderTotal', { total: formatMoney(order.total, order.currency ?? undefined) })}`
          : null}
      </p>
      <img
        className={css.qr}
        src={orders.qrCodeUrl(order.id)}
        alt={t('checkout.orderQrCode', { number: order.number })}
        width={192}
        height={192}
      />
      {order.visits.length > 0 ? <h2 className={css.cardTitle}>{t('checkout.orderItems')}</h2> : null}
      {order.visits.map((visit) => (
        <ul key={visit.id} className={css.list}>
          <VisitCard visit={visit} link={false} />
          {visit.tickets.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      ))}
      {order.payments.length > 0 ? (
        <table className={css.table}>
          <caption className={visuallyHidden}>{t('my.payments')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('my.paymentDate')}</th>
              <th scope="col">{t('my.paymentAction')}</th>
              <th scope="col">{t('my.paymentAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((payment, index) => (
              <tr key={index}>
                <td>{formatDateTime(payment.occurredOn)}</td>
                <td>
                  {PAYMENT_AUDIT_LABEL_KEYS[payment.action]
                    ? t(PAYMENT_AUDIT_LABEL_KEYS[payment.action]!)
                    : payment.action}
                </td>
                <td>{formatMoney(payment.amount, order.currency ?? undefined)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {loggedIn ? <Resend /> : null}
    </section>
  )
}

/** A member's tickets again, to their own e-mail (calls §7 POST my/ticket_order/resend). */
function Resend() {
  const { t } = useMessages()
  const [email, auth] = useAuth((state) => state.user?.email ?? '')
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'error'; error: FoyerError }>({
    status: 'idle',
  })
  return (
    <div className={css.actions}>
      <Button
        variant="secondary"
        disabled={state.status === 'sending'}
        onClick={() => {
          setState({ status: 'sending' })
          void auth.resendTickets(email, { member: true }).then((result) => {
            setState(result.error ? { status: 'error', error: result.error } : { status: 'sent' })
          })
        }}
      >
        {t('orders.resendTitle')}
      </Button>
      {state.status === 'sent' ? <p role="status">{t('orders.resendSent', { email })}</p> : null}
      {state.status === 'error' ? <ErrorNotice error={state.error} /> : null}
    </div>
  )
}
