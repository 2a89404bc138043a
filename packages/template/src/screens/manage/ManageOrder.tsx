import { messageForError, useAuth, useMessages, useStore, useStorefront, type MessageKey } from '@foyer/react-hooks'
import {
  cancellableTickets,
  editChanges,
  isEditableTicket,
  type ChangedTicket,
  type ManageOrderState,
  type ManageOrderStore,
  type OrderTicket,
  type SelfEditRules,
  type Visit,
  manageOrder,
} from '@foyer/sdk/orders'
import { buildPath, manageBlockedMessage, managePage } from '@foyer/sdk/routing'
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { CartTimer } from '../../components/cart/CartTimer'
import { Button, ButtonLink } from '../../components/Button'
import * as form from '../../components/form.css'
import { ErrorNotice, Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useConfig } from '../../ConfigContext'
import { container } from '../../theme/global.css'
import * as css from '../my/my.css'
import * as page from '../page.css'
import { Badges } from '../my/Badges'

/**
 * /manage/{id} (storefront §2: "With self-edit enabled it is the edit-order page, otherwise the
 * cancel-free-order page"; §4 Orders; §6 "Edit order and reschedule are blocked for logged-in
 * users"). No login: the order's id is the key. Every rule is the sdk's
 * (`manageOrder(storefront, orderId)`): what the order offers, the edit (remove or add tickets; discard or
 * confirm), cancelling free tickets, resending the confirmation.
 */
export function ManageOrderPage({ orderId }: { orderId: string }) {
  const { t } = useMessages()
  const config = useConfig()
  const storefront = useStorefront()
  const [loggedIn] = useAuth((state) => state.status === 'logged_in')
  const kind = managePage({ selfEdit: config.selfEdit.enabled })
  const rules = config.selfEdit
  const store = useMemo(() => manageOrder(storefront, orderId, { rules }), [storefront, orderId, rules])
  const state = useStore(store)
  const [, navigate] = useLocation()
  const [arrived] = useState(changedOnArrival)
  const blocked = manageBlockedMessage(kind, { loggedIn })
  // calls §8 Orders: 'Order not found' heads the page of an order that is not there.
  const title =
    state.status === 'not_found'
      ? t('orders.orderNotFoundShort')
      : state.order
        ? t('checkout.orderNumber', { number: state.order.number })
        : t('orders.manageTitle')
  useDocumentTitle(title)
  useEffect(() => {
    if (!blocked) void store.load()
    return () => store.dispose()
  }, [store, blocked])
  // storefront §4 Edit order: something to pay goes to /manage/{orderId}/confirm.
  useEffect(() => {
    if (state.next === 'confirm') navigate(buildPath('manageConfirm', { orderId }))
  }, [state.next, navigate, orderId])

  const body = blocked ? (
    <Blocked message={blocked} />
  ) : state.status === 'loading' ? (
    <Loading />
  ) : state.status === 'not_found' ? (
    <p role="alert">{t('orders.orderNotFound')}</p>
  ) : state.status === 'error' || !state.order ? (
    <ErrorNotice error={state.error} />
  ) : (
    <>
      <Outcome state={state} arrived={state.edit ? null : arrived} />
      {kind === 'editOrder' ? (
        <EditOrder store={store} state={state} rules={rules} />
      ) : (
        <CancelFreeOrder store={store} state={state} />
      )}
      <div className={css.actions}>
        <Button variant="quiet" disabled={state.busy === 'resending'} onClick={() => void store.resend()}>
          {t('orders.resend')}
        </Button>
      </div>
    </>
  )
  return (
    <div className={`${container} ${css.page}`} data-manage={kind}>
      <h1 className={page.pageTitle}>{title}</h1>
      {/* storefront §4 Cart "Timer and extension", "On expiry … On manage the page reloads": the edit's. */}
      <CartTimer timer={store.timer} />
      {body}
    </div>
  )
}

/** The change confirmed on another page (reschedule), said on arrival here: the history entry's state. */
const CHANGED = new Set<MessageKey>(['orders.rescheduled', 'orders.ticketsCancelled'])

export function changedState(message: MessageKey): { manageChanged: MessageKey } {
  return { manageChanged: message }
}

function changedOnArrival(): MessageKey | null {
  const changed = (window.history.state as { manageChanged?: unknown } | null)?.manageChanged
  return typeof changed === 'string' && CHANGED.has(changed as MessageKey) ? (changed as MessageKey) : null
}

/** The last success (role status) or failure (role alert). */
export function Outcome({ state, arrived = null }: { state: ManageOrderState; arrived?: MessageKey | null }) {
  const { t } = useMessages()
  const message = state.message ?? (state.error ? null : arrived)
  return (
    <>
      <p role="status" className={css.muted}>
        {message ? t(message) : ''}
      </p>
      {state.error ? (
        <p role="alert" className={form.error} data-error-code={state.error.code}>
          {messageForError(state.error, t)}
        </p>
      ) : null}
    </>
  )
}

/**
 * The edit-order page (storefront §4 Edit order): each visit's tickets, those the visitor can
 * change with a checkbox. A free order's tickets are cancelled at once ('Cancel tickets',
 * storefront §4 "Cancel is offered only if all tickets cost 0"); otherwise 'Cancel tickets'
 * removes the chosen ones into an edit, 'Add another {type} ticket' adds one more of a type, 'Reschedule' moves
 * a visit. An edit is unsaved until confirmed or discarded.
 */
function EditOrder({
  store,
  state,
  rules,
}: {
  store: ManageOrderStore
  state: ManageOrderState
  rules: SelfEditRules
}) {
  const { t } = useMessages()
  const order = state.order!
  const now = Date.now()
  const editable = (ticket: OrderTicket) => isEditableTicket(ticket, rules, now, order.timeZone ?? 'UTC')
  const cancellable = state.actions.cancel ? cancellableTickets(order, now) : []
  const busy = state.busy !== null
  return (
    <>
      {state.edit ? <UnsavedChanges store={store} state={state} /> : null}
      {order.visits.map((visit) => {
        const changeable = state.actions.cancel
          ? visit.tickets.filter((ticket) => cancellable.includes(ticket))
          : state.actions.edit
            ? visit.tickets.filter(editable)
            : []
        const types = [...new Map(changeable.map((ticket) => [ticket.ticketTypeId, ticket])).values()]
        return (
          <VisitTickets
            key={visit.id}
            visit={visit}
            state={state}
            store={store}
            selectable={state.edit ? [] : changeable}
          >
            {changeable.length > 0 && !state.edit ? (
              <div className={css.actions}>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void (state.actions.cancel ? store.cancelSelected() : store.removeSelected())}
                >
                  {t('orders.cancelTickets')}
                </Button>
                {state.actions.edit && !state.actions.cancel
                  ? types.map((ticket) => (
                      <Button
                        key={ticket.ticketTypeId}
                        variant="quiet"
                        disabled={busy}
                        onClick={() =>
                          void store.add([
                            { sessionId: visit.sessionId, ticketTypeId: ticket.ticketTypeId ?? '', quantity: 1 },
                          ])
                        }
                      >
                        {t('orders.addTicket', { type: ticket.typeName })}
                      </Button>
                    ))
                  : null}
                {state.actions.reschedule && changeable.some((ticket) => ticket.eventType !== 'single') ? (
                  <Link href={buildPath('manageReschedule', { orderId: order.id, sessionId: visit.sessionId })}>
                    {t('orders.reschedule')}
                  </Link>
                ) : null}
              </div>
            ) : null}
          </VisitTickets>
        )
      })}
      {!state.actions.edit && !state.actions.cancel && !state.edit ? (
        <p className={css.muted}>{t('orders.contactUsToReschedule')}</p>
      ) : null}
    </>
  )
}

/** storefront §4: "a cart with an expiry, which counts as unsaved changes … discarded … or confirmed." */
export function UnsavedChanges({ store, state }: { store: ManageOrderStore; state: ManageOrderState }) {
  const { t, formatMoney } = useMessages()
  const id = useId()
  const edit = state.edit!
  const outstanding = Number(edit.outstanding) > 0 ? edit.outstanding : '0.00'
  return (
    <section className={css.card} aria-labelledby={id} data-unsaved-changes="">
      <h2 id={id} className={css.cardTitle}>
        {t('orders.unsavedChanges')}
      </h2>
      {state.order ? <Changes {...editChanges(state.order, edit.cart)} /> : null}
      <p>
        {t('cart.totalToPay')}: {formatMoney(outstanding, edit.cart.cart.currency_code ?? undefined)}
      </p>
      <div className={css.actions}>
        <Button disabled={state.busy !== null} onClick={() => void store.confirm()}>
          {t('orders.confirmChanges')}
        </Button>
        <Button variant="secondary" disabled={state.busy !== null} onClick={() => void store.discard()}>
          {t('orders.discardChanges')}
        </Button>
      </div>
    </section>
  )
}

/** What the unsaved change does, before it is confirmed: the tickets it cancels, then those it adds. */
function Changes({ removed, added }: { removed: ChangedTicket[]; added: ChangedTicket[] }) {
  const { t } = useMessages()
  return (
    <>
      {removed.length > 0 ? (
        <ChangedTickets title={t('orders.toBeCancelled')} tickets={removed} change="removed" />
      ) : null}
      {added.length > 0 ? <ChangedTickets title={t('orders.toBeAdded')} tickets={added} change="added" /> : null}
    </>
  )
}

function ChangedTickets({
  title,
  tickets,
  change,
}: {
  title: string
  tickets: ChangedTicket[]
  change: 'removed' | 'added'
}) {
  const { formatDateTime } = useMessages()
  const id = useId()
  return (
    <>
      <h3 id={id} className={css.subTitle}>
        {title}
      </h3>
      <ul className={css.list} aria-labelledby={id} data-change={change}>
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            {ticket.typeName} · {ticket.eventName}
            {ticket.startDatetime ? `, ${formatDateTime(ticket.startDatetime)}` : ''}
          </li>
        ))}
      </ul>
    </>
  )
}

/** The cancel-free-order page (storefront §6: "only tickets valued 0 whose session starts in the future"). */
function CancelFreeOrder({ store, state }: { store: ManageOrderStore; state: ManageOrderState }) {
  const { t } = useMessages()
  const order = state.order!
  const cancellable = state.actions.cancel ? cancellableTickets(order, Date.now()) : []
  return (
    <>
      {order.visits.map((visit) => (
        <VisitTickets key={visit.id} visit={visit} state={state} store={store} selectable={cancellable} />
      ))}
      {cancellable.length > 0 ? (
        <div className={css.actions}>
          <Button disabled={state.busy !== null} onClick={() => void store.cancelSelected()}>
            {t('orders.cancelTickets')}
          </Button>
        </div>
      ) : (
        <p className={css.muted}>{t('orders.contactUsToCancel')}</p>
      )}
    </>
  )
}

/** A visit: the event, when, and its tickets; the ones in `selectable` with a checkbox. */
function VisitTickets({
  visit,
  state,
  store,
  selectable,
  children,
}: {
  visit: Visit
  state: ManageOrderState
  store: ManageOrderStore
  selectable: readonly OrderTicket[]
  children?: ReactNode
}) {
  const { t, formatDateTime } = useMessages()
  const id = useId()
  const chosen = new Set(selectable.map((ticket) => ticket.id))
  const label = `${visit.eventName}${visit.startDatetime ? `, ${formatDateTime(visit.startDatetime)}` : ''}`
  return (
    <section className={css.card} aria-labelledby={id} data-visit={visit.sessionId}>
      <h2 id={id} className={css.cardTitle}>
        {label}
      </h2>
      <Badges badges={visit.badges} />
      <fieldset className={form.fieldset}>
        <legend className={form.legend}>{t('checkout.orderItems')}</legend>
        <ul className={css.list}>
          {visit.tickets.map((ticket, index) => {
            const name = `${ticket.typeName} ${index + 1}${ticket.admitName ? ` (${ticket.admitName})` : ''}`
            return (
              <li key={ticket.id} data-ticket-state={ticket.state}>
                {chosen.has(ticket.id) ? (
                  <label className={form.radio}>
                    <input
                      type="checkbox"
                      checked={state.selected.includes(ticket.id)}
                      onChange={(event) => store.toggle(ticket.id, event.currentTarget.checked)}
                    />
                    {name}
                  </label>
                ) : (
                  <span>
                    {name}
                    {ticket.state === 'cancelled' || ticket.state === 'unbooked'
                      ? ` · ${t('orders.badgeCancelled')}`
                      : ''}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      </fieldset>
      {children}
    </section>
  )
}

/** Edit order and reschedule are blocked for logged-in users (storefront §6 'Please log-out to edit your tickets'), with the way out. */
export function Blocked({ message }: { message: MessageKey }) {
  const { t } = useMessages()
  return (
    <div className={css.actions}>
      <p role="alert">{t(message)}</p>
      <ButtonLink href={buildPath('logout')} variant="secondary">
        {t('header.logOut')}
      </ButtonLink>
    </div>
  )
}
