import { useMessages, useReserve, type I18n } from '@foyer/react-hooks'
import { buildPath } from '@foyer/sdk/routing'
import { reserveErrorMessage } from '@foyer/sdk/reserve'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { useLocation, useSearch } from 'wouter'
import { Button, ButtonLink } from '../../components/Button'
import { Warning } from '../../components/Status'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { useConfig } from '../../ConfigContext'
import { useModalStack } from '../../modals'
import { CodeRequiredForm } from './CodeRequired'
import { DatePicker } from './DatePicker'
import { Details } from './Details'
import { quantitySummary } from './fields'
import { Chosen, InlineLoading, RuleNotes } from './parts'
import { SessionPicker } from './SessionPicker'
import { Tickets } from './Tickets'
import * as css from './reserve.css'
import * as form from '../../components/form.css'

/** The name of the code-required dialog on the modal stack (storefront §2 Modals: code-required). */
export const CODE_REQUIRED_MODAL = 'code-required'

/**
 * The reserve page of an event (storefront §2 Reserve page; §4 Reserve flow), in the order the
 * event's reserve_flow asks for: date-first (date → session → tickets, survey, admit details) or
 * quantity-first (quantities → 'Find available tickets' → date → session → survey and admit
 * details). 'Any date' events skip the date and session. The state, every rule and every message
 * come from the sdk's reserve store (`useReserve`); the page's URL query is the reserve query
 * (storefront §2 Reserve page query parameters).
 *
 * After a successful reserve the page moves on where the sdk says (`goTo`): the next event of the
 * upsell chain (the event's next_route), else /events, which the cart turns into the upsell listing
 * (storefront §2 /events), or /checkout when upsells are skipped. An event chained as an upsell
 * shows the add-on banner (`AddOnBanner`, at the top of the event page).
 */
export function ReservePanel({ eventId }: { eventId: string }) {
  const search = useSearch()
  const messages = useMessages()
  const [reserve, actions] = useReserve(eventId, { query: search })
  // Dates and times of the event are the venue's.
  const i18n: I18n = useMemo(
    () => (reserve.timeZone === messages.timeZone ? messages : messages.withTimeZone(reserve.timeZone)),
    [messages, reserve.timeZone],
  )
  const { t } = i18n
  const [, navigate] = useLocation()
  const modals = useModalStack()
  const prefix = useId()
  const headingId = `${prefix}-heading`
  const [showProblems, setShowProblems] = useState(false)
  const changeQuantitiesRef = useRef<HTMLButtonElement>(null)
  const findRef = useRef<HTMLButtonElement>(null)
  const focusAfter = useRef<'change' | 'find' | null>(null)
  const { status, step, flow } = reserve

  // "Submit adds to the cart, then the flow ends" (storefront §4): on along the upsell chain.
  const { goTo } = reserve
  useEffect(() => {
    if (status === 'done') navigate(goTo ?? buildPath('events'))
  }, [status, goTo, navigate])

  // calls §8 code_required: the dialog opens with the server's description and stays open while
  // the code is applied and the reserve retried; it closes when the reserve ends either way.
  useEffect(() => {
    if (status === 'code_required') {
      modals.open({
        name: CODE_REQUIRED_MODAL,
        title: t('promo.codeRequired'),
        render: () => <CodeRequiredForm eventId={eventId} />,
        onClose: () => actions.cancelCode(),
      })
    } else if (status !== 'submitting') {
      modals.close(CODE_REQUIRED_MODAL)
    }
  }, [status, modals, t, eventId, actions])
  useEffect(() => () => void modals.close(CODE_REQUIRED_MODAL), [modals])

  // storefront §5: the first invalid field is scrolled to and focused after a refused submit.
  const invalidFields = useFocusFirstInvalid()

  // Quantity-first: focus follows the quantities closing and reopening.
  useEffect(() => {
    if (focusAfter.current === 'change' && step !== 'quantities') changeQuantitiesRef.current?.focus()
    if (focusAfter.current === 'find' && step === 'quantities') findRef.current?.focus()
    focusAfter.current = null
  }, [step])

  if (status === 'idle' || status === 'loading') return <InlineLoading label={t('common.loading')} />

  if (status === 'error') {
    return (
      <div className={css.panel} data-state="error">
        <div className={css.step}>
          <div className={form.error} role="alert" data-error-code={reserve.error?.code}>
            {reserve.error ? reserveErrorMessage(reserve.error, t) : t('error.generic')}
          </div>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
        </div>
      </div>
    )
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = await actions.submit()
    if (result.error?.code === 'details_invalid' || result.error?.code === 'selection_incomplete') {
      setShowProblems(true)
      invalidFields.focusFirstInvalid()
    }
  }

  // The button looks and is announced disabled when the rules say so (storefront §5 "The submit
  // button is enabled only when …"); aria-disabled keeps it focusable while a reserve is sent.
  const onSubmitClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!reserve.canSubmit) event.preventDefault()
  }

  const quantityFirst = flow === 'quantity_first'
  // The sdk lays the steps out (storefront §4 Reserve flow; `reserveLayout`).
  const { visibleSteps, ticketsLoading } = reserve
  const showDate = visibleSteps.includes('date')
  const showSession = visibleSteps.includes('session')
  const showTickets = visibleSteps.includes('tickets')
  const showDetails = visibleSteps.includes('details')

  const ticketStep = showTickets && (
    <div className={css.step} data-step={quantityFirst ? 'quantities' : 'tickets'}>
      {quantityFirst && step !== 'quantities' ? (
        <Chosen
          state="quantities-chosen"
          label={quantitySummary(reserve.ticketGroups, reserve.quantities)
            .map((line) => `${line.count} × ${line.name}`)
            .join(', ')}
          changeLabel={t('reserve.change')}
          changeRef={changeQuantitiesRef}
          onChange={() => {
            focusAfter.current = 'find'
            actions.editQuantities()
          }}
        />
      ) : ticketsLoading ? (
        <InlineLoading label={t('common.loading')} />
      ) : (
        <>
          <Tickets reserve={reserve} actions={actions} i18n={i18n} showProblems={showProblems} />
          {quantityFirst && (
            <Button
              ref={findRef}
              variant="secondary"
              aria-disabled={reserve.ticketCount === 0}
              onClick={() => {
                if (reserve.ticketCount === 0) return
                focusAfter.current = 'change'
                void actions.findAvailableTickets()
              }}
            >
              {t('reserve.findAvailableTickets')}
            </Button>
          )}
        </>
      )}
    </div>
  )

  return (
    <form
      className={css.panel}
      aria-labelledby={headingId}
      ref={invalidFields.ref}
      data-reserve={prefix}
      data-state={status}
      data-step={step}
      data-flow={flow}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <div className={css.step}>
        <h2 id={headingId} className={css.panelTitle}>
          {t('catalog.viewEvent')}
        </h2>
        {reserve.anchorRequired && <AnchorRequired />}
        {reserve.queryProblems.length > 0 && (
          <Warning state="query_problems">
            <ul className={css.notes} role="list">
              {reserve.queryProblems.map((problem) => (
                <li key={problem.problem}>{t(problem.messageKey)}</li>
              ))}
            </ul>
          </Warning>
        )}
      </div>

      {quantityFirst && ticketStep}

      {showDate && (
        <div className={css.step} data-step="date">
          <DatePicker reserve={reserve} actions={actions} i18n={i18n} />
          {reserve.date !== null && <RuleNotes messages={reserve.messages.dateMessages} kind="date" />}
        </div>
      )}

      {showSession && (
        <div className={css.step} data-step="session">
          <SessionPicker key={reserve.date} reserve={reserve} actions={actions} i18n={i18n} />
        </div>
      )}

      {!quantityFirst && ticketStep}

      {showDetails && (
        <div className={css.step} data-step="details">
          <Details reserve={reserve} actions={actions} i18n={i18n} prefix={prefix} showProblems={showProblems} />
        </div>
      )}

      <div className={`${css.step} ${css.submitRow}`}>
        <Button
          type="submit"
          aria-disabled={!reserve.canSubmit}
          aria-describedby={reserve.problem ? `${prefix}-problem` : undefined}
          data-state={status === 'submitting' ? 'submitting' : undefined}
          onClick={onSubmitClick}
        >
          {t('reserve.addToCart')}
        </Button>
        {reserve.problem && (
          <p id={`${prefix}-problem`} className={css.hint} data-problem={reserve.problem.problem}>
            {t(reserve.problem.messageKey)}
          </p>
        )}
        <div className={form.error} role="alert" data-error-code={reserve.error?.code}>
          {reserve.error ? reserveErrorMessage(reserve.error, t) : null}
        </div>
      </div>
    </form>
  )
}

/**
 * storefront §2: "a prompt to add an admission event first when an anchor is required" (the sdk's
 * `anchorRequired`: an add-on event and no admission in the cart). It leads to the tenant's
 * admission event, or to the listing when the tenant has none.
 */
function AnchorRequired() {
  const { t } = useMessages()
  const { admissionEventId } = useConfig()
  const id = useId()
  return (
    <Warning state="anchor_required">
      <p id={id}>{t('event.anchorRequired')}</p>
      {admissionEventId ? (
        <ButtonLink href={buildPath('event', { id: admissionEventId })} variant="secondary" aria-describedby={id}>
          {t('catalog.viewEvent')}
        </ButtonLink>
      ) : (
        <ButtonLink href={buildPath('events')} variant="secondary" aria-describedby={id}>
          {t('cart.moreEvents')}
        </ButtonLink>
      )}
    </Warning>
  )
}
