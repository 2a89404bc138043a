import { useAuth, useMessages, useStore, useStorefront, type FoyerError } from '@foyer/react-hooks'
import type { CartItem } from '@foyer/sdk/cart'
import {
  COMPLETED_ORDER_EMBEDS,
  type CompletedOrder,
  completedOrders,
  sellerCompletion,
  type SellerCompletion,
  getCheckout,
} from '@foyer/sdk/checkout'
import { buildPath } from '@foyer/sdk/routing'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useEffect, useMemo, useState } from 'react'
import { useSearch } from 'wouter/use-browser-location'
import { ButtonLink } from '../../components/Button'
import { LazySafeHtml } from '../../components/LazySafeHtml'
import { ErrorNotice, Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { container } from '../../theme/global.css'
import * as page from '../page.css'
import * as css from './checkout.css'
import { orderIdsOf } from './complete'
import { canLink } from '../screen-routes'
import { useConfig } from '../../ConfigContext'
import { orderQrCodeUrl } from '@foyer/sdk/orders'

type OrdersState =
  | { status: 'loading' }
  | { status: 'ready'; orders: CompletedOrder[]; seller: SellerCompletion | null }
  | { status: 'error'; error: FoyerError }

/**
 * /checkout/complete?orderIds= (storefront §2): "Shows a QR code per order and a link to view or
 * print the tickets." The orders are read with `GET ticket_order?id._in=` (calls §7: the complete
 * page) with their tickets, so each order also says what was bought: the event, its date and
 * time, and its tickets (issue 18.12). The e-mail sentence needs the purchaser's address, which the checkout that just
 * finished holds (`emailedTo`); after a reload, or for an order another tab made, nobody here
 * knows it, so the sentence is left out. Without orderIds
 * the sdk's guard has already sent the visitor to not found.
 */
export function CheckoutComplete() {
  const { t } = useMessages()
  const config = useConfig()
  const storefront = useStorefront()
  const search = useSearch()
  const ids = useMemo(() => orderIdsOf(search), [search])
  const purchaserEmail = useStore(getCheckout(storefront), (state) => state.emailedTo)
  // A member's confirmation goes to their account's e-mail (storefront §6 Logged-in member).
  const [memberEmail] = useAuth((auth) => (auth.status === 'logged_in' ? auth.user?.email : null) ?? null)
  const email = purchaserEmail ?? memberEmail
  const [orders, setOrders] = useState<OrdersState>({ status: 'loading' })
  useDocumentTitle(t('checkout.completeTitle'))

  useEffect(() => {
    const controller = new AbortController()
    setOrders({ status: 'loading' })
    void storefront.http
      .get(
        '/ticket_order',
        { params: { query: { 'id._in': ids.join(','), _embed: COMPLETED_ORDER_EMBEDS } } },
        { signal: controller.signal },
      )
      .then((result) => {
        if (controller.signal.aborted) return
        if (result.error) setOrders({ status: 'error', error: result.error })
        else
          setOrders({
            status: 'ready',
            orders: completedOrders(result.data),
            seller: sellerCompletion(result.data, storefront.options),
          })
      })
    return () => controller.abort()
  }, [storefront, ids])

  return (
    <div className={`${container} ${css.complete}`} data-state={`complete_${orders.status}`}>
      <h1 className={page.pageTitle}>{t('checkout.completeTitle')}</h1>
      {/* storefront §6 Staff (injected) checkout: with suppressEmailNotification no e-mail went out. */}
      {config.staff.enabled && config.staff.suppressEmailNotification ? (
        <p className={page.lead}>{t('checkout.staffCompleteNoEmail')}</p>
      ) : email ? (
        <p className={page.lead}>{t('checkout.completionMessage', { email })}</p>
      ) : null}
      {orders.status === 'loading' ? <Loading /> : null}
      {orders.status === 'error' ? <ErrorNotice error={orders.error} /> : null}
      {/* calls §8 Orders: a link whose orders are not found says so, rather than thank the visitor. */}
      {orders.status === 'ready' && orders.orders.length === 0 ? (
        <p className={page.lead} role="alert" data-state="not_found">
          {t('orders.orderNotFound')}
        </p>
      ) : null}
      {orders.status === 'ready' && orders.orders.length > 0 ? (
        <ul className={css.orders}>
          {orders.orders.map((order) => (
            <li key={order.id} className={css.order} data-order-id={order.id}>
              <h2 className={css.orderNumber}>{t('checkout.orderNumber', { number: order.number })}</h2>
              <img
                className={css.qrCode}
                src={orderQrCodeUrl(storefront.options.cachedApiBase, storefront.options.seller, order.id)}
                alt={t('checkout.orderQrCode', { number: order.number })}
                width={200}
                height={200}
              />
              <OrderItems items={order.items} />
              {/* storefront §2 /my child orders/{id}: the order with its tickets, to view or print. */}
              {canLink('myOrder', config) ? (
                <ButtonLink href={buildPath('myOrder', { id: order.id })}>{t('checkout.viewTickets')}</ButtonLink>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {orders.status === 'ready' && orders.orders.length > 0 && orders.seller ? (
        <SellerMessage seller={orders.seller} />
      ) : null}
    </div>
  )
}

/**
 * The seller's own words after an order (storefront §3 Seller meta): its message (sanitised), its
 * picture (the phone one on narrow screens, each with its size, so nothing shifts as it loads,
 * cropped to its box around its focal point, the completed offsets), its links, and the way back
 * to the seller's own website (logo_external_url).
 */
function SellerMessage({ seller }: { seller: SellerCompletion }) {
  const { t } = useMessages()
  const { sellerName } = useConfig()
  const { image } = seller
  return (
    <section className={css.sellerMessage} data-seller-message="">
      {image ? (
        <picture>
          {image.mobile ? (
            <source
              media="(max-width: 40rem)"
              srcSet={image.mobile.url}
              width={image.mobile.width}
              height={image.mobile.height}
            />
          ) : null}
          <img
            className={css.sellerImage}
            style={assignInlineVars({
              [css.sellerImageFocus]: image.position,
              [css.sellerMobileImageFocus]: image.mobile?.position ?? image.position,
            })}
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
          />
        </picture>
      ) : null}
      {seller.message ? <LazySafeHtml html={seller.message} /> : null}
      {seller.links.length > 0 ? (
        <nav aria-label={t('checkout.sellerLinks')}>
          <ul className={css.sellerLinks}>
            {seller.links.map((link) => (
              <li key={link.url}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {seller.website ? (
        <a className={css.sellerWebsite} href={seller.website} data-seller-website="">
          {t('checkout.returnToSeller', { seller: sellerName })}
        </a>
      ) : null}
    </section>
  )
}

/** What an order bought: each event with its date and time, and a line per ticket type ('2 × Adult'). */
function OrderItems({ items }: { items: readonly CartItem[] }) {
  const i18n = useMessages()
  return (
    <ul className={css.orderItems} aria-label={i18n.t('checkout.orderItems')}>
      {items.map((item) => (
        <li key={item.id} data-order-item={item.id}>
          <h3 className={css.orderItemName}>{item.name}</h3>
          <p className={css.orderItemWhen}>
            {item.startDatetime ? i18n.formatDateTime(item.startDatetime) : i18n.t('reserve.anyDate')}
          </p>
          <ul className={css.orderItemLines}>
            {item.types.map((type) => (
              <li key={type.type.id}>{`${type.ticketCount} × ${type.name}`}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
