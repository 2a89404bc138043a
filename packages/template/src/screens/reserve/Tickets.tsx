import { type I18n, type Actions, type ReserveSnapshot, type ReserveStore } from '@foyer/react-hooks'
import {
  isFlexiblePriceType,
  ticketTypePrice,
  type OfferedTicketGroup,
  type QuantityStepper,
  type TicketType,
} from '@foyer/sdk/reserve'
import { buildPath } from '@foyer/sdk/routing'
import { useId } from 'react'
import { lazyRoute } from '../lazyRoute'
import { ButtonLink } from '../../components/Button'
import { RuleNotes } from './parts'
import * as css from './reserve.css'
import { visuallyHidden } from '../../theme/global.css'
import * as form from '../../components/form.css'

// The seat map and its picker load only for a seated session with tickets chosen (issue 16: the
// event page's first load is without the seat map).
const SeatsStep = lazyRoute(() => import('./SeatsStep'), { placeholder: null })

/**
 * The ticket groups on offer with a quantity stepper per ticket type (storefront §5 Quantity) and a
 * price field for flexible-price types (storefront §5 Flexible price). The steppers' limits come
 * from the sdk's quantity rules (`QuantityStepper`): + adds `nextIncrement` (0 disables it, from zero
 * it jumps to the group minimum), − is disabled in exactly-one mode.
 *
 * Member-only types (storefront §5, §6) follow the sdk's member rules (`QuantityStepper.member`):
 * at the member benefits cap the row says so under its stepper; when the membership will have
 * ended by the session the group shows the renewal message once, with a Renew link, and its +
 * buttons point to it.
 */
export function Tickets({
  reserve,
  actions,
  i18n,
  showProblems,
}: {
  reserve: ReserveSnapshot
  actions: Actions<ReserveStore>
  i18n: I18n
  /** Show the flexible price problem even for an empty field (after a submit attempt). */
  showProblems: boolean
}) {
  const advertise = reserve.settings.advertise_price_including_fees === true
  return (
    <div className={css.groups} data-state="tickets">
      {reserve.ticketGroups.map((group) => (
        <GroupView
          key={group.id}
          group={group}
          reserve={reserve}
          actions={actions}
          i18n={i18n}
          advertise={advertise}
          showProblems={showProblems}
        />
      ))}
      <RuleNotes messages={reserve.messages.quantityMessages} kind="quantity" />
      {reserve.sessionId !== null &&
        reserve.ticketGroups.some(
          (g) => g.handler === 'seated' && g.types.some((t) => (reserve.quantities[String(t.id)] ?? 0) > 0),
        ) && <SeatsStep eventId={reserve.eventId} sessionId={reserve.sessionId} i18n={i18n} />}
    </div>
  )
}

function GroupView({
  group,
  reserve,
  actions,
  i18n,
  advertise,
  showProblems,
}: {
  group: OfferedTicketGroup
  reserve: ReserveSnapshot
  actions: Actions<ReserveStore>
  i18n: I18n
  advertise: boolean
  showProblems: boolean
}) {
  const headingId = useId()
  const renewalId = `${headingId}-renewal`
  // storefront §5: the renewal message, once for the group's member-only types.
  const renewal = group.types
    .map((type) => reserve.steppers[String(type.id)]?.member)
    .find((member) => member?.reason === 'expired_at_date' && member.messageKey)
  return (
    <section className={css.group} aria-labelledby={headingId} data-ticket-group={group.id}>
      <div>
        <h3 id={headingId} className={css.groupTitle}>
          {group.group.name}
        </h3>
        {group.group.description && <p className={css.muted}>{group.group.description}</p>}
      </div>
      {renewal?.messageKey && (
        <div className={css.memberRenewal} data-member="expired_at_date">
          <p id={renewalId}>{i18n.t(renewal.messageKey, renewal.params)}</p>
          <ButtonLink href={buildPath('membership', { action: 'renew' })} variant="secondary">
            {i18n.t('membership.renew')}
          </ButtonLink>
        </div>
      )}
      <ul className={css.types} role="list">
        {group.types.map((type) => {
          const stepper = reserve.steppers[String(type.id)]
          if (!stepper) return null
          return (
            <TypeRow
              key={String(type.id)}
              type={type}
              stepper={stepper}
              reserve={reserve}
              actions={actions}
              i18n={i18n}
              advertise={advertise}
              showProblems={showProblems}
              renewalId={stepper.member?.reason === 'expired_at_date' && renewal ? renewalId : undefined}
            />
          )
        })}
      </ul>
    </section>
  )
}

function TypeRow({
  type,
  stepper,
  reserve,
  actions,
  i18n,
  advertise,
  showProblems,
  renewalId,
}: {
  type: TicketType
  stepper: QuantityStepper
  reserve: ReserveSnapshot
  actions: Actions<ReserveStore>
  i18n: I18n
  advertise: boolean
  showProblems: boolean
  /** The group's renewal message, which says why + is disabled (storefront §5). */
  renewalId?: string | undefined
}) {
  const ids = useId()
  const id = stepper.ticketTypeId
  const price = ticketTypePrice(type, advertise)
  const labels = {
    increment: i18n.t('reserve.addOneOf', { type: type.name }),
    decrement: i18n.t('reserve.removeOneOf', { type: type.name }),
  }
  const flexible = isFlexiblePriceType(type)
  const canIncrement = stepper.nextIncrement > 0
  const canDecrement = stepper.canDecrement && stepper.quantity > 0
  // storefront §6: at the member benefits cap the row says so, and its + points to the sentence.
  const cap = stepper.member?.reason === 'benefits_reached' ? stepper.member : null
  const describedBy = cap?.messageKey ? `${ids}-member` : renewalId
  return (
    <li className={css.typeRow} data-ticket-type={id}>
      <div>
        <p id={`${ids}-name`} className={css.typeName}>
          {type.name}
        </p>
        {type.summary && <p className={css.muted}>{type.summary}</p>}
        {price !== null && !flexible && <p className={css.typePrice}>{i18n.formatMoney(price)}</p>}
      </div>
      <div className={css.stepper} role="group" aria-labelledby={`${ids}-name`}>
        {/* aria-disabled, not disabled: a button that turns disabled under the keyboard drops focus to the page. */}
        <button
          type="button"
          className={css.stepperButton}
          aria-label={labels.decrement}
          aria-disabled={!canDecrement}
          onClick={() => canDecrement && actions.decrement(id)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={css.stepperValue} aria-live="polite" aria-atomic="true" data-quantity={stepper.quantity}>
          <span className={visuallyHidden}>{type.name} </span>
          {stepper.quantity}
        </output>
        <button
          type="button"
          className={css.stepperButton}
          aria-label={labels.increment}
          aria-disabled={!canIncrement}
          aria-describedby={!canIncrement ? describedBy : undefined}
          onClick={() => canIncrement && actions.increment(id)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {cap?.messageKey && (
        <p id={`${ids}-member`} className={css.memberCap} data-member="benefits_reached">
          {i18n.t(cap.messageKey, cap.params)}
        </p>
      )}
      {flexible && (
        <FlexiblePrice
          type={type}
          ids={ids}
          reserve={reserve}
          actions={actions}
          i18n={i18n}
          showProblems={showProblems}
        />
      )}
    </li>
  )
}

/** storefront §5 Flexible price: a number, step 0.01, between currency_amount_min and max. */
function FlexiblePrice({
  type,
  ids,
  reserve,
  actions,
  i18n,
  showProblems,
}: {
  type: TicketType
  ids: string
  reserve: ReserveSnapshot
  actions: Actions<ReserveStore>
  i18n: I18n
  showProblems: boolean
}) {
  const id = String(type.id)
  const value = reserve.prices[id] ?? ''
  const problem = reserve.problem?.problem === 'flexible_price' && reserve.problem.id === id ? reserve.problem : null
  const shown = problem && (value !== '' || showProblems)
  const min = type.currency_amount_min ?? undefined
  const max = type.currency_amount_max ?? undefined
  const range = [min, max]
    .filter((v): v is string => v !== undefined)
    .map((v) => i18n.formatMoney(v))
    .join(' – ')
  return (
    <div className={css.priceField}>
      <label htmlFor={`${ids}-price`} id={`${ids}-range`} className={css.muted}>
        {range}
      </label>
      <input
        id={`${ids}-price`}
        className={form.input}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={min}
        max={max}
        value={value}
        aria-labelledby={`${ids}-name ${ids}-range`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${ids}-price-error` : undefined}
        data-flexible-price={id}
        onChange={(event) => actions.setPrice(id, event.currentTarget.value)}
      />
      {shown && (
        <p id={`${ids}-price-error`} className={form.fieldError}>
          {i18n.t(problem.messageKey)}
        </p>
      )}
    </div>
  )
}
