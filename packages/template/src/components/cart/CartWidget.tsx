import { messageForError, useCart, useMessages, type FoyerError } from '@foyer/react-hooks'
import { buildPath, matchRoute } from '@foyer/sdk/routing'
import { cartCodeLines, cartTotalLines, type CartItem, type CartTotalLine } from '@foyer/sdk/cart'
import type { Money } from '@foyer/sdk/reserve'
import { useState } from 'react'
import { useLocation, useRoute } from 'wouter'
import { useModalStack } from '../../modals'
import { container } from '../../theme/global.css'
import { Button, ButtonLink } from '../Button'
import { AddCodeButton, BlockedCartForm, GiftCardControls } from './CartCodes'
import * as css from './cart.css'
import * as form from '../form.css'

/** The id of the cart widget's heading: the phone footer's 'Your cart' button takes the visitor there. */
export const CART_HEADING_ID = 'cart-widget'

/** The name of the remove-item confirmation on the modal stack (storefront §4 "Removing a cart item asks for confirmation"). */
export const REMOVE_ITEM_MODAL = 'remove-item'

/** An amount in the cart's currency (else the storefront's), or null for an amount the cart does not send. */
function useMoney(): (amount: Money | null) => string | null {
  const { formatMoney } = useMessages()
  const [currency] = useCart((cart) => cart.totals?.currency ?? null)
  return (amount) => (amount === null ? null : formatMoney(amount, currency ?? undefined))
}

/**
 * Whether the visitor is on the checkout (storefront §2 route /checkout/{cartId?}): the proceed
 * buttons hide there ("a cart footer (hides its checkout button on /checkout)").
 */
function useOnCheckout(): boolean {
  const [location] = useLocation()
  return matchRoute(location)?.route.name === 'checkout'
}

/**
 * The proceed button (storefront §2 Cart widget "a proceed button"): a link to /checkout. Decision:
 * it goes straight to /checkout. The upsells come before it through 'More events' (storefront §2
 * /events: with items in the cart the listing is the upsell listing, and an upsell listing with no
 * events goes on to /checkout, as the sdk's guard does); with express checkout the upsells are
 * skipped anyway (storefront §2 guards), so proceeding never needs to pass through them.
 */
function ProceedLink() {
  const { t } = useMessages()
  return (
    <ButtonLink href={buildPath('checkout', {})} data-cart-proceed="">
      {t('cart.proceed')}
    </ButtonLink>
  )
}

/** The `data-total` hook of each total line (the journeys read 'Total to pay' by it). */
const TOTAL_HOOKS: Record<CartTotalLine['name'], string> = {
  feeFixed: 'fee-fixed',
  feePercent: 'fee-percent',
  cardFee: 'card-fee',
  discounts: 'discounts',
  payments: 'payments',
  giftCards: 'gift-cards',
  totalToPay: 'to-pay',
}

/**
 * The cart widget (storefront §2 "Cart widget: promo codes, fees, discounts, gift cards, 'Total to
 * pay'"; storefront §3 Cart item): each item with its image, date and time, a line per ticket type
 * (count, name, price) and a remove button that asks first; the promo codes applied; then the fees
 * ('Service charges' and 'Tax', calls §9 Fees), discounts, what gift cards pay and 'Total to pay'.
 * Items, totals and which lines show are the sdk's (`cartItems`, `cartTotals`, `cartTotalLines`,
 * `cartCodeLines`); the widget only renders them. Nothing shows while the cart is
 * empty. The widget also holds the code controls (the 'Add code' dialog, the blocked-cart code
 * form), the gift card controls when the portal enables them, and the proceed button (not on
 * /checkout, where the widget is the checkout's cart summary).
 */
export function CartWidget() {
  const { t } = useMessages()
  const [cart] = useCart()
  const money = useMoney()
  const onCheckout = useOnCheckout()
  if (cart.items.length === 0 || !cart.totals) return null
  const { totals } = cart
  // storefront §3 Cart cartMods: the promo codes applied to the cart.
  const codes = cartCodeLines(cart.contents?.cartMods ?? [])
  return (
    <section
      className={css.widget}
      aria-labelledby={CART_HEADING_ID}
      aria-busy={cart.status === 'updating'}
      data-state={cart.status}
      data-cart=""
    >
      <h2 id={CART_HEADING_ID} className={css.title} tabIndex={-1}>
        {t('cart.title')}
      </h2>
      <ul className={css.items} role="list">
        {cart.items.map((item) => (
          <CartItemView key={item.id} item={item} money={money} removable={!cart.partPaid} />
        ))}
      </ul>
      <BlockedCartForm />
      <div className={css.codes}>
        {codes.length > 0 && (
          <div className={css.codes} data-cart-codes="">
            <h3 className={css.codesTitle}>{t('cart.promoCodes')}</h3>
            <ul className={css.lines} role="list">
              {codes.map((code) => (
                <li key={code.id} className={css.line} data-cart-code={code.name ?? undefined}>
                  <span>{code.label}</span>
                  {code.discount !== null && <span className={css.amount}>{money(code.discount)}</span>}
                </li>
              ))}
            </ul>
          </div>
        )}
        {/* A part-paid cart's codes are its order's: only its balance can be paid. */}
        {cart.partPaid ? null : <AddCodeButton />}
      </div>
      <GiftCardControls money={money} />
      <dl className={css.totals}>
        {cartTotalLines(totals).map((line) => (
          <div
            key={line.name}
            className={line.name === 'totalToPay' ? `${css.total} ${css.grandTotal}` : css.total}
            data-total={TOTAL_HOOKS[line.name]}
          >
            <dt>{t(line.messageKey)}</dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
      </dl>
      {!onCheckout && (
        <div className={css.proceed}>
          <ProceedLink />
        </div>
      )}
    </section>
  )
}

function CartItemView({
  item,
  money,
  removable,
}: {
  item: CartItem
  money: (amount: Money | null) => string | null
  /** False for a part-paid cart (its tickets are its order's). */
  removable: boolean
}) {
  const i18n = useMessages()
  const { t } = i18n
  const [, actions] = useCart((cart) => cart.status)
  const modals = useModalStack()
  const when = item.startDatetime ? i18n.formatDateTime(item.startDatetime) : t('reserve.anyDate')

  const askToRemove = () => {
    // storefront §4: "Removing a cart item asks for confirmation." The sdk's plan says what happens.
    if (!actions.removeItem(item.id)) return
    modals.open({
      name: REMOVE_ITEM_MODAL,
      title: t('cart.removeItemConfirm'),
      render: (close) => <RemoveItemConfirm item={item} when={when} close={close} />,
    })
  }

  return (
    <li className={css.item} data-cart-item={item.id}>
      {item.image ? (
        <img className={css.image} src={item.image.url} alt={item.image.alt} width={64} height={51} loading="lazy" />
      ) : (
        <span className={css.image} aria-hidden="true" />
      )}
      <div className={css.itemBody}>
        <p className={css.itemName}>{item.name}</p>
        <p className={css.itemWhen}>{when}</p>
        <ul className={css.lines} role="list">
          {item.types.map((type) => (
            <li key={type.type.id} className={css.line} data-cart-type={type.type.id}>
              <span>{`${type.ticketCount} × ${type.name}`}</span>
              <span className={css.amount}>{money(type.totalPrice)}</span>
            </li>
          ))}
        </ul>
        {removable ? (
          <button
            type="button"
            className={css.remove}
            aria-label={`${t('common.remove')} ${item.name}, ${when}`}
            aria-haspopup="dialog"
            onClick={askToRemove}
          >
            {t('common.remove')}
          </button>
        ) : null}
      </div>
    </li>
  )
}

/**
 * The remove-item confirmation: the item, then Remove (the sdk removes its tickets, or deletes the
 * whole cart for a dependency or the only item, storefront §4) or Cancel.
 */
function RemoveItemConfirm({ item, when, close }: { item: CartItem; when: string; close: () => void }) {
  const { t } = useMessages()
  const [, actions] = useCart((cart) => cart.status)
  const [state, setState] = useState<{ status: 'idle' | 'removing'; error: FoyerError | null }>({
    status: 'idle',
    error: null,
  })

  const remove = async () => {
    if (state.status === 'removing') return
    setState({ status: 'removing', error: null })
    const result = await actions.confirmRemoveItem(item.id)
    if (result.error) setState({ status: 'idle', error: result.error })
    else close()
  }

  return (
    <div className={css.confirm} data-state={state.status}>
      <p>
        <strong>{item.name}</strong>
        <br />
        {when}
      </p>
      <div className={css.confirmActions}>
        <Button onClick={() => void remove()} aria-disabled={state.status === 'removing'}>
          {t('common.remove')}
        </Button>
        <Button variant="secondary" onClick={close}>
          {t('common.cancel')}
        </Button>
      </div>
      <p role="alert" className={form.error}>
        {state.error ? messageForError(state.error, t) : null}
      </p>
    </div>
  )
}

/**
 * The phone's cart footer (storefront §2: "Mobile: a cart footer (hides its checkout button on
 * /checkout), a proceed button and a 'More events' button (goes to /events)"): 'Total to pay',
 * 'Your cart', 'More events' and the proceed button, which is hidden on /checkout. Decisions: 'More
 * events' is left out on /events itself, where it would lead nowhere; 'Your cart' takes the visitor
 * to the widget further down the page (its items, codes and remove buttons).
 */
export function CartFooter() {
  const { t } = useMessages()
  const [totals] = useCart((cart) => (cart.items.length > 0 ? cart.totals : null))
  const money = useMoney()
  const eventsPath = buildPath('events')
  const [onEvents] = useRoute(eventsPath)
  const onCheckout = useOnCheckout()
  if (!totals) return null
  const showCart = () => {
    const heading = document.getElementById(CART_HEADING_ID)
    heading?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }
  return (
    <div className={css.footer} data-cart-footer="">
      <div className={`${container} ${css.footerInner}`}>
        <p className={css.footerTotal}>
          <span className={css.footerLabel}>{t('cart.totalToPay')}</span>
          <span className={css.footerAmount}>{money(totals.totalToPay)}</span>
        </p>
        <div className={css.footerActions}>
          <Button variant="quiet" onClick={showCart}>
            {t('cart.title')}
          </Button>
          {/* Not on /events itself, the page it points to (issue 18.13, TEMPLATE_GUIDELINES.md). */}
          {!onEvents && (
            <ButtonLink href={eventsPath} variant="secondary">
              {t('cart.moreEvents')}
            </ButtonLink>
          )}
          {!onCheckout && <ProceedLink />}
        </div>
      </div>
    </div>
  )
}
