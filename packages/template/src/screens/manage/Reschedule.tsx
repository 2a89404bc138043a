import { useAuth, useMessages, useReserve, useStore, useStorefront, type I18n } from '@foyer/react-hooks'
import { isEditableTicket, manageOrder, rescheduleChoices, type SelfEditRules } from '@foyer/sdk/orders'
import { buildPath, manageBlockedMessage } from '@foyer/sdk/routing'
import { useEffect, useMemo } from 'react'
import { Link, useLocation } from 'wouter'
import { CartTimer } from '../../components/cart/CartTimer'
import { Button } from '../../components/Button'
import { ErrorNotice, Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useConfig } from '../../ConfigContext'
import { container } from '../../theme/global.css'
import { DatePicker } from '../reserve/DatePicker'
import { SessionPicker } from '../reserve/SessionPicker'
import * as css from '../my/my.css'
import * as page from '../page.css'
import { Blocked, Outcome, UnsavedChanges, changedState } from './ManageOrder'

/** calls §8 Orders: the reschedule errors that offer 'Click here to start again'. */
const START_AGAIN = new Set([
  'event_session_sold_out',
  'tickets_too_old',
  'ticket_state_incorrect',
  'ticket_not_found',
  'cart_expired',
])

/**
 * /manage/{orderId}/reschedule/{sessionId} (storefront §2, only with self-edit; §4 Orders): the
 * visit's tickets move to another session of the event, chosen with the reserve page's own date
 * and session pickers (the reserve domain's rules, not a copy). The move is an edit of the order:
 * a price increase is said before it is confirmed, and confirming pays the difference like any
 * edit (calls §8 Orders: the expected errors offer 'Click here to start again').
 */
export function ReschedulePage({ orderId, sessionId }: { orderId: string; sessionId: string }) {
  const { t } = useMessages()
  const config = useConfig()
  const storefront = useStorefront()
  const [loggedIn] = useAuth((state) => state.status === 'logged_in')
  const store = useMemo(
    () => manageOrder(storefront, orderId, { rules: config.selfEdit }),
    [storefront, orderId, config.selfEdit],
  )
  const state = useStore(store)
  const blocked = manageBlockedMessage('reschedule', { loggedIn })
  useDocumentTitle(t('orders.reschedule'))
  useEffect(() => {
    if (!blocked) void store.load()
    return () => store.dispose()
  }, [store, blocked])
  // storefront §4 Cart on expiry: "On reschedule the user goes to /manage/{orderId}."
  const [, navigate] = useLocation()
  useEffect(() => {
    if (state.lapsed) navigate(buildPath('manage', { id: orderId }))
  }, [state.lapsed, navigate, orderId])
  // calls §4: "Editing an existing order: success goes to /manage/{orderId}", which says what changed.
  useEffect(() => {
    if (state.message)
      navigate(buildPath('manage', { id: orderId }), { replace: true, state: changedState(state.message) })
  }, [state.message, navigate, orderId])
  const visit = state.order?.visits.find((v) => v.sessionId === sessionId) ?? null
  const tickets =
    visit && state.order
      ? visit.tickets.filter((ticket) =>
          isEditableTicket(ticket, config.selfEdit, Date.now(), state.order!.timeZone ?? 'UTC'),
        )
      : []

  const body = blocked ? (
    <Blocked message={blocked} />
  ) : state.status === 'loading' ? (
    <Loading />
  ) : state.status === 'not_found' ? (
    <p role="alert">{t('orders.orderNotFound')}</p>
  ) : state.status === 'error' || !state.order ? (
    <ErrorNotice error={state.error} />
  ) : state.message ? (
    // Confirmed: on the way to the order's page.
    <Loading />
  ) : !visit ? (
    <p role="alert">{t('orders.sessionNotFound')}</p>
  ) : tickets.length === 0 || !state.actions.reschedule ? (
    <p role="alert">{t('orders.contactUsToReschedule')}</p>
  ) : (
    <>
      {/* The visit's event heads the pickers (whose month calendar titles its month one level below). */}
      <h2 className={css.cardTitle}>{visit.eventName}</h2>
      <p>{tickets.map((ticket) => ticket.typeName).join(', ')}</p>
      <Outcome state={state} />
      {state.error && START_AGAIN.has(state.error.code) ? (
        <Link href={buildPath('manage', { id: orderId })}>{t('orders.startAgain')}</Link>
      ) : null}
      {state.edit ? (
        <>
          {Number(state.edit.outstanding) > 0 ? <p role="alert">{t('orders.priceIncrease')}</p> : null}
          <UnsavedChanges store={store} state={state} />
        </>
      ) : visit.eventId ? (
        <NewSession
          eventId={visit.eventId}
          currentSessionId={sessionId}
          rules={config.selfEdit}
          timeZone={state.order.timeZone ?? 'UTC'}
          busy={state.busy !== null}
          onChoose={(session) =>
            void store.reschedule(
              tickets.map((ticket) => ticket.id),
              session,
            )
          }
        />
      ) : null}
    </>
  )
  return (
    <div className={`${container} ${css.page}`} data-manage="reschedule">
      <h1 className={page.pageTitle}>{t('orders.reschedule')}</h1>
      {/* storefront §4 Cart "On expiry … On reschedule the user goes to /manage/{orderId}": the edit's timer. */}
      <CartTimer timer={store.timer} />
      {body}
    </div>
  )
}

/**
 * The reserve page's date and session pickers for the event, less what is inside the self-edit
 * horizon (storefront §5: the sdk's `rescheduleChoices`); the chosen session moves the tickets.
 */
function NewSession({
  eventId,
  currentSessionId,
  rules,
  timeZone,
  busy,
  onChoose,
}: {
  eventId: string
  currentSessionId: string
  rules: SelfEditRules
  timeZone: string
  busy: boolean
  onChoose: (session: { id: string; startDatetime: string }) => void
}) {
  const messages = useMessages()
  const [offered, actions] = useReserve(eventId)
  const i18n: I18n = useMemo(
    () => (offered.timeZone === messages.timeZone ? messages : messages.withTimeZone(offered.timeZone)),
    [messages, offered.timeZone],
  )
  const reserve = useMemo(
    () => ({
      ...offered,
      ...rescheduleChoices(offered, {
        rules,
        now: Date.now(),
        timeZone,
        t: i18n.t,
        formatDate: (date) => i18n.formatDate(date, 'full'),
      }),
    }),
    [offered, rules, timeZone, i18n],
  )
  // A date chosen before (on the event's own page: one reserve store per event) or preselected
  // that the horizon closes is let go, so the pickers start from the dates on offer.
  const closedDate = reserve.calendar.some((day) => day.date === reserve.date && !day.selectable)
  useEffect(() => {
    if (closedDate) actions.clearDate()
  }, [closedDate, actions])
  if (reserve.status === 'loading' || reserve.status === 'idle') return <Loading />
  const chosen =
    reserve.sessionId !== currentSessionId ? (reserve.sessions.find((s) => s.id === reserve.sessionId) ?? null) : null
  return (
    <div className={css.section}>
      <DatePicker reserve={reserve} actions={actions} i18n={i18n} />
      {reserve.date !== null ? <SessionPicker reserve={reserve} actions={actions} i18n={i18n} /> : null}
      <div className={css.actions}>
        <Button disabled={chosen === null || busy} onClick={() => chosen && onChoose(chosen)}>
          {messages.t('orders.reschedule')}
        </Button>
      </div>
    </div>
  )
}
