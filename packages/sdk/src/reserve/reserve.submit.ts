/**
 * Submitting the reserve page (storefront §4 Reserve flow, §5 'Tickets and cart'; calls §7, §8
 * Reserve and promo): the selection checked, the reserve into the cart, the code-required dialog
 * and its code, and what the page does after each reserve error.
 */
import type { CartModifyPayload } from '../cart/types.js'
import { addedTickets } from '../cart/rules/index.js'
import {
  errorForFlow,
  type FoyerError,
  isCodeRequiredBlock,
  isUserFacingPromoCode,
  type Result,
} from '../errors/index.js'
import { idKey, reserveErrorOutcome, reserveErrorView, reservePayload, sessionSoldOutOutcome } from './rules/index.js'
import { advanceUpsellChain, EMPTY_UPSELL_CHAIN, nextRouteOf } from './upsell.js'
import { clientError, viewOf } from './reserve.view.js'
import { type ReserveContext, type ReserveLoadPart } from './reserve.load.js'
import type { Reserved } from './types.js'

/** The submitting part of the reserve store. */
export function reserveSubmit(ctx: ReserveContext, { loadCalendar, loadSessions, loadTicketGroups }: ReserveLoadPart) {
  const { options, s, store, update, dispatch, offered, venueI18n } = ctx
  const { eventId, events, cart } = options

  async function reserveIntoCart(codes: readonly string[], campaign: string | undefined): Promise<Result<Reserved>> {
    // The cast: openapi-typescript types SurveyAnswers (`additionalProperties: { type: object }`)
    // as empty objects; the answers are objects of values, as the contract validator accepts.
    const payload = {
      channel_id: 'web',
      reserve: reservePayload(s.data.flowState, offered(), ctx.picker()?.assignments() ?? []),
      // calls §7 "preReservePromoCodes": codes applied before the reserve.
      ...(codes.length > 0 ? { apply_code_before: [...codes] } : {}),
    } as CartModifyPayload
    const before = cart.getSnapshot().contents?.tickets ?? []
    const result = await cart.modify(payload, campaign ? { campaign } : {})
    if (result.error) return { error: await onReserveError(result.error, codes.length > 0) }
    const tickets = addedTickets(before, result.data.tickets)
    const cartId = String(result.data.cart.id)
    // Where the flow goes on: the upsell chain decides (storefront §2, §3 next_route; ./upsell.ts).
    const nextRoute = nextRouteOf(s.data.event?.config)
    const goTo = options.upsells
      ? options.upsells.advance(eventId, nextRoute)
      : advanceUpsellChain(EMPTY_UPSELL_CHAIN, { eventId, nextRoute }).to
    dispatch(
      { type: 'submitSucceeded' },
      {
        status: 'done',
        codeRequired: null,
        error: null,
        reserved: { cartId, ticketIds: tickets.map((t) => idKey(t.id)) },
        goTo,
      },
    )
    events.emit('reserve:reserved', { eventId, cart: result.data.cart, tickets })
    return { data: { cart: result.data.cart, tickets } }
  }

  /** calls §8 Reserve and promo: what the page does after a reserve error. */
  async function onReserveError(raw: FoyerError, withCode: boolean): Promise<FoyerError> {
    const error = errorForFlow(raw, 'reserve')
    if (isCodeRequiredBlock(error)) {
      // The dialog opens (again) with the server's description; the selection stays submitting.
      update({
        status: 'code_required',
        codeRequired: {
          description: error.description,
          status: 'idle',
          error: withCode ? errorForFlow(raw, 'promo') : null,
        },
      })
      return error
    }
    if (withCode && isUserFacingPromoCode(raw.code)) {
      // The code was refused: the dialog stays open with the promo message (calls §8).
      update({
        status: 'code_required',
        codeRequired: {
          description: s.data.codeRequired?.description ?? null,
          status: 'idle',
          error: errorForFlow(raw, 'promo'),
        },
      })
      return errorForFlow(raw, 'promo')
    }

    const { date, sessionId, flexible } = s.data.flowState
    if (error.code === 'event_session_sold_out' && sessionId !== null && date !== null && !flexible) {
      const soldOutRow = s.data.sessionRows.find((s) => idKey(s.id) === sessionId)
      const startDatetime = soldOutRow?.start_datetime ?? ''
      // calls §8: "sessions are refreshed"; then the time or the date is named.
      const refreshed = ctx.sessionsOf((await loadSessions(date)) ?? s.data.sessionRows)
      const i18n = venueI18n(s.data.timeZone)
      const outcome = sessionSoldOutOutcome({ sessionId, startDatetime, date }, refreshed, {
        formatTime: (iso) => (iso ? i18n.formatTime(iso) : ''),
        formatDate: (day) => i18n.formatDate(day, 'long'),
      })
      dispatch(
        { type: 'submitFailed', clear: outcome.clear },
        {
          status: 'ready',
          codeRequired: null,
          error: reserveErrorView(error, outcome),
          sessionGroups: null,
          ticketGroupsStatus: 'idle',
        },
      )
      if (outcome.reload.includes('calendar')) await loadCalendar()
      return error
    }

    const outcome = reserveErrorOutcome(error)
    dispatch(
      { type: 'submitFailed', clear: outcome.clear },
      { status: 'ready', codeRequired: null, error: reserveErrorView(error, outcome) },
    )
    // What the error changed on the server is read again: limits, capacity, sold-out groups.
    if (outcome.reload.includes('sessions') && s.data.flowState.date !== null) await loadSessions(s.data.flowState.date)
    if (outcome.reload.includes('ticketGroups') && s.data.flowState.sessionId !== null)
      await loadTicketGroups(s.data.flowState.sessionId)
    return error
  }

  let submitOptions: { promoCodes?: readonly string[]; campaign?: string } = {}

  async function submit(
    submitWith: { promoCodes?: readonly string[]; campaign?: string } = {},
  ): Promise<Result<Reserved>> {
    if (s.data.status !== 'ready') {
      return { error: clientError('not_ready', 'error.generic', `The reserve page is ${s.data.status}.`) }
    }
    const snapshot = store.getSnapshot()
    if (snapshot.problem) {
      const error = clientError('selection_incomplete', snapshot.problem.messageKey)
      update({ error: viewOf(error) })
      return { error }
    }
    if (snapshot.detailProblems.length > 0) {
      // storefront §5: native validity is checked on every input; the form shows which.
      const error = clientError('details_invalid', 'checkout.validationFailed')
      update({ error: viewOf(error) })
      return { error }
    }
    if (!snapshot.canSubmit) {
      const error = clientError('selection_incomplete', 'reserve.selectTicket')
      update({ error: viewOf(error) })
      return { error }
    }
    submitOptions = submitWith
    dispatch({ type: 'submit' }, { status: 'submitting', error: null })
    return reserveIntoCart(submitWith.promoCodes ?? [], submitWith.campaign)
  }

  async function applyCode(code: string): Promise<Result<Reserved>> {
    if (s.data.status !== 'code_required' || s.data.codeRequired?.status === 'applying') {
      return { error: clientError('not_ready', 'error.generic', `The reserve page is ${s.data.status}.`) }
    }
    const trimmed = code.trim()
    const description = s.data.codeRequired?.description ?? null
    // storefront §5: "For a blocked cart the code is required with min length 2."
    if (trimmed.length < 2) {
      const error = clientError('validation_failed', 'promo.invalidCode')
      update({ codeRequired: { description, status: 'idle', error } })
      return { error }
    }
    update({ codeRequired: { description, status: 'applying', error: null } })
    const codes = [...(submitOptions.promoCodes ?? [])]
    if (cart.getSnapshot().cartId) {
      // A cart exists: apply the code to it; success retries the reserve (calls §8).
      const applied = await cart.applyCode(trimmed)
      if (applied.error) {
        update({ codeRequired: { description, status: 'idle', error: applied.error } })
        return { error: applied.error }
      }
    } else {
      // No cart yet (the reserve that was blocked would have made it): the code goes before the reserve.
      codes.push(trimmed)
    }
    update({ status: 'submitting' })
    return reserveIntoCart(codes, submitOptions.campaign)
  }

  function cancelCode() {
    if (s.data.status !== 'code_required') return
    dispatch({ type: 'submitFailed' }, { status: 'ready', codeRequired: null })
  }

  return { submit, applyCode, cancelCode }
}
