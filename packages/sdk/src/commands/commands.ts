/**
 * The commands for scripts: a headless layer beside the page stores, in the style of
 * Medusa's js-sdk. Each command takes explicit ids and quantities, checks them against the same
 * rules the pages use, and resolves to what it made or a typed error — a bad date, session or
 * ticket type is an error, and a quantity the rules refuse is never clamped.
 */
import { createStorefront, type StorefrontOptions } from '../storefront.js'
import type { CartState } from '../cart/types.js'
import { FoyerError, type Result } from '../errors/index.js'
import type { PaymentProvider } from '../payment/types.js'
import { isFlexiblePriceType } from '../reserve/rules/index.js'
import type { ReserveSnapshot, ReserveStore } from '../reserve/types.js'
import { guestCheckout, type ActionWatch } from './checkout.js'
import { invalidInput, shown } from '../errors/invalid-input.js'
import { cartToUse, listFiltersRefusal } from './inputs.js'
import type { AddTicketsInput, CartSummary, SessionSummary, StorefrontCommands, TicketTypeSummary } from './types.js'
import { getReserve } from '../reserve/index.js'
import { settled } from '../store/store.js'

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * How long the commands keep an event's reads (its details, calendar, a day's sessions, a session's
 * ticket groups) between commands: a script's steps of one booking, moments apart, share them
 * rather than paying a round trip for each again. Older reads are read again; the server checks
 * the places left at every reserve whatever the script was shown.
 */
export const READS_KEPT_MS = 15_000

/**
 * Creates the commands over a new storefront made from `options` (the same options as
 * `createStorefront`).
 * @example
 * const foyer = createCommands({ apiBase, seller: 'demo-museum', payment })
 * const added = await foyer.cart.add({ eventId, date, sessionId, tickets: [{ ticketTypeId, quantity: 200 }] })
 * if (added.error) throw added.error
 * const paid = await foyer.checkout.guest({ purchaser: { first_name, last_name, email } })
 */
export function createCommands(options: StorefrontOptions): StorefrontCommands {
  const watch: ActionWatch = { secret: null, listeners: new Set() }
  const storefront = createStorefront({ ...options, payment: watched(options.payment ?? null, watch) })
  const { catalog, cart } = storefront

  // When each event's page was last loaded (the storefront's clock).
  const loadedAt = new Map<string, number>()

  /**
   * A reserve page of the event with nothing but a day and session chosen. Its reads are kept for
   * READS_KEPT_MS, so one booking's steps (dates, sessions, ticket types, add) read the event and its
   * calendar once; the page is loaded afresh when they are older, after an add (the places left
   * have changed, or the add left its choices on the page), or when a read failed.
   */
  async function opened(eventId: string): Promise<Result<ReserveStore>> {
    if (typeof eventId !== 'string' || eventId === '') return invalidInput('eventId', 'is required')
    const reserve = getReserve(storefront, eventId)
    const now = storefront.options.clock.now()
    const at = loadedAt.get(eventId)
    const page = reserve.getSnapshot()
    const kept =
      at !== undefined &&
      now - at < READS_KEPT_MS &&
      page.status === 'ready' &&
      page.calendarStatus === 'ready' &&
      page.error === null
    if (kept) return { data: reserve }
    loadedAt.set(eventId, now)
    const loaded = await reserve.load()
    if (loaded.error) return { error: loaded.error }
    // The page has read its calendar by now, unless it has none to read: an undated event (sold
    // for any date) or a quantity-first one (its calendar follows the quantities). The commands
    // book by day and session, so those are refused at once rather than waited on.
    await settled(reserve, (s) => s.calendarStatus !== 'loading')
    const snapshot = reserve.getSnapshot()
    if (snapshot.calendarStatus === 'error' && snapshot.error) return { error: snapshotError(snapshot) }
    if (snapshot.calendarStatus === 'idle')
      return invalidInput(
        'eventId',
        `${eventId} is not booked by day and session (an event sold for any date, or one that asks for quantities first); the commands cannot book it`,
      )
    return { data: reserve }
  }

  /**
   * The reserve page with the day and session chosen, each checked. The session is chosen straight
   * after the day: the page refuses a session it does not list or that is sold out (nothing is
   * read), so the day's sessions, the session and its ticket groups are checked on one snapshot.
   */
  async function atSession(input: { eventId: string; date: string; sessionId: string }): Promise<Result<ReserveStore>> {
    if (typeof input !== 'object' || input === null) return invalidInput('eventId', 'is required')
    if (typeof input.date !== 'string' || !DATE.test(input.date))
      return invalidInput('date', `must be a day as YYYY-MM-DD, not ${shown(input.date)}`)
    if (typeof input.sessionId !== 'string' || input.sessionId === '') return invalidInput('sessionId', 'is required')
    const day = await dayChosen(input.eventId, input.date)
    if (day.error) return day
    const reserve = day.data
    await reserve.selectSession(input.sessionId)
    await settled(reserve, (s) => s.sessionsStatus !== 'loading' && s.ticketGroupsStatus !== 'loading')
    const snapshot = reserve.getSnapshot()
    if (snapshot.sessionsStatus === 'error') return { error: snapshotError(snapshot) }
    const session = snapshot.sessions.find((s) => s.id === input.sessionId)
    if (!session)
      return invalidInput('sessionId', `${input.sessionId} is not a session of ${input.eventId} on ${input.date}`)
    if (session.soldOut)
      return {
        error: new FoyerError({
          code: 'event_session_sold_out',
          messageKey: 'reserve.unavailable',
          description: `The session ${input.sessionId} is sold out.`,
        }),
      }
    if (snapshot.ticketGroupsStatus === 'error') return { error: snapshotError(snapshot) }
    return { data: reserve }
  }

  /** The reserve page with the day's sessions read. */
  async function onDate(eventId: string, date: string): Promise<Result<ReserveStore>> {
    const day = await dayChosen(eventId, date)
    if (day.error) return day
    const reserve = day.data
    await settled(reserve, (s) => s.sessionsStatus !== 'loading')
    const snapshot = reserve.getSnapshot()
    if (snapshot.sessionsStatus === 'error') return { error: snapshotError(snapshot) }
    return { data: reserve }
  }

  /** The reserve page with the day checked and chosen (its sessions read, not yet checked). */
  async function dayChosen(eventId: string, date: string): Promise<Result<ReserveStore>> {
    const opening = await opened(eventId)
    if (opening.error) return opening
    const reserve = opening.data
    const day = reserve.getSnapshot().calendar.find((d) => d.date === date)
    if (!day?.selectable) return invalidInput('date', `${date} cannot be booked for ${eventId} (see events.dates)`)
    await reserve.selectDate(date)
    return { data: reserve }
  }

  function ticketTypesOf(snapshot: ReserveSnapshot): TicketTypeSummary[] {
    return snapshot.ticketGroups.flatMap((group) =>
      group.types.map((type) => {
        const id = String(type.id)
        return {
          id,
          name: type.name,
          ticketGroupId: group.id,
          ticketGroupName: group.group.name,
          price: type.currency_amount ?? null,
          priceRange: isFlexiblePriceType(type)
            ? { min: type.currency_amount_min ?? null, max: type.currency_amount_max ?? null }
            : null,
          currency: type.currency_code ?? null,
          minimum: Math.max(1, group.minTicketsPerOrder),
          maximum: snapshot.steppers[id]?.maximum ?? 0,
        }
      }),
    )
  }

  /** The sessions of a day, each with the places left. */
  async function sessionsOn(eventId: string, date: string): Promise<Result<SessionSummary[]>> {
    if (typeof date !== 'string' || !DATE.test(date))
      return invalidInput('date', `must be a day as YYYY-MM-DD, not ${shown(date)}`)
    const day = await onDate(eventId, date)
    if (day.error) return day
    return {
      data: day.data.getSnapshot().sessions.map((s): SessionSummary => ({
        id: s.id,
        date,
        startTime: s.startTime,
        startDatetime: s.startDatetime,
        available: Number.isFinite(s.availableCapacity) ? s.availableCapacity : null,
        soldOut: s.soldOut,
      })),
    }
  }

  async function add(input: AddTicketsInput) {
    if (!input || !Array.isArray(input.tickets) || input.tickets.length === 0)
      return invalidInput('tickets', 'must list at least one ticket type and quantity')
    const firstLine = new Map<string, number>()
    for (const [index, line] of input.tickets.entries()) {
      if (typeof line !== 'object' || line === null)
        return invalidInput(`tickets[${index}]`, `must be { ticketTypeId, quantity }, not ${shown(line)}`)
      if (!Number.isInteger(line.quantity) || line.quantity < 1)
        return invalidInput(`tickets[${index}].quantity`, `must be a whole number from 1, not ${shown(line.quantity)}`)
      // Two lines of one type would set its quantity twice (the last would win): refused, not guessed.
      const id = String(line.ticketTypeId)
      const first = firstLine.get(id)
      if (first !== undefined)
        return invalidInput(
          `tickets[${index}].ticketTypeId`,
          `${id} is listed twice (also tickets[${first}]): list each ticket type once, with its whole quantity`,
        )
      firstLine.set(id, index)
    }
    const ready = await atSession(input)
    if (ready.error) return ready
    const reserve = ready.data
    // Whatever this add does, the next command reads the event afresh.
    loadedAt.delete(input.eventId)
    const types = ticketTypesOf(reserve.getSnapshot())
    for (const [index, line] of input.tickets.entries()) {
      if (!types.some((t) => t.id === String(line.ticketTypeId)))
        return invalidInput(
          `tickets[${index}].ticketTypeId`,
          `${line.ticketTypeId} is not sold for session ${input.sessionId} (sold: ${types.map((t) => t.id).join(', ')})`,
        )
    }
    // Twice: a group's minimum counts its other types, so the second pass sees them all.
    for (let pass = 0; pass < 2; pass += 1) {
      for (const line of input.tickets) reserve.setQuantity(String(line.ticketTypeId), line.quantity)
    }
    for (const line of input.tickets) {
      if (line.price !== undefined) reserve.setPrice(String(line.ticketTypeId), line.price)
    }
    // The page's rules bring a typed quantity within the limits; a script is told instead.
    const chosen = reserve.getSnapshot()
    for (const [index, line] of input.tickets.entries()) {
      const id = String(line.ticketTypeId)
      const set = chosen.quantities[id] ?? 0
      if (set !== line.quantity) {
        const type = types.find((t) => t.id === id)
        const stepper = chosen.steppers[id]
        return invalidInput(
          `tickets[${index}].quantity`,
          `${line.quantity} × ${type?.name ?? id} is not allowed: ${allowedRange(stepper?.minimum ?? 1, stepper?.maximum ?? 0)} for this order and session`,
          { requested: line.quantity, minimum: stepper?.minimum ?? null, maximum: stepper?.maximum ?? null },
        )
      }
    }
    const reserved = await reserve.submit(input.promoCodes ? { promoCodes: input.promoCodes } : {})
    if (reserved.error) return { error: reserved.error }
    const summary = cartSummary(cart.getSnapshot())
    if (!summary) return { error: new FoyerError({ code: 'no_cart', messageKey: 'checkout.unexpected' }) }
    return {
      data: {
        cartId: summary.cartId,
        ticketIds: reserved.data.tickets.map((ticket) => String(ticket.id)),
        cart: summary,
      },
    }
  }

  // One reserve page per event serves its commands, each choosing a day and session on it: the
  // commands of an event run one after another, so a script's parallel calls (Promise.all over
  // days) each read the day they chose.
  const queues = new Map<string, Promise<unknown>>()
  function inTurn<T>(eventId: unknown, run: () => Promise<T>): Promise<T> {
    const key = String(eventId)
    const turn = (queues.get(key) ?? Promise.resolve()).then(run, run)
    const settledTurn = turn.catch(() => undefined)
    queues.set(key, settledTurn)
    void settledTurn.then(() => {
      if (queues.get(key) === settledTurn) queues.delete(key)
    })
    return turn
  }

  const commands: StorefrontCommands = {
    storefront,
    events: {
      list: async (filters) => listFiltersRefusal(filters) ?? catalog.loadEvents(filters),
      // An empty id would read GET events/, the listing.
      get: async (eventId) =>
        typeof eventId === 'string' && eventId !== ''
          ? catalog.loadEvent(eventId)
          : invalidInput('eventId', 'is required'),
      dates: (eventId) =>
        inTurn(eventId, async () => {
          const opening = await opened(eventId)
          if (opening.error) return opening
          return {
            data: opening.data
              .getSnapshot()
              .calendar.filter((day) => day.selectable)
              .map((day) => ({ date: day.date, available: day.availableCapacity })),
          }
        }),
      sessions: (eventId, date) => inTurn(eventId, () => sessionsOn(eventId, date)),
      ticketTypes: (input) =>
        inTurn(input?.eventId, async () => {
          const ready = await atSession(input)
          if (ready.error) return ready
          return { data: ticketTypesOf(ready.data.getSnapshot()) }
        }),
    },
    cart: {
      async get() {
        const loaded = await cart.load()
        if (loaded.error) return { error: loaded.error }
        return { data: cartSummary(cart.getSnapshot()) }
      },
      add: (input) => inTurn(input?.eventId, () => add(input)),
      async applyCode(code) {
        if (typeof code !== 'string' || code.trim() === '') return invalidInput('code', 'is required')
        const held = await cartToUse(cart, 'apply a code to')
        if (held.error) return held
        const applied = await cart.applyCodes(code)
        if (applied.error) return { error: applied.error }
        const summary = cartSummary(cart.getSnapshot())
        return summary
          ? { data: summary }
          : { error: new FoyerError({ code: 'no_cart', messageKey: 'checkout.unexpected' }) }
      },
      async applyGiftCard(number) {
        if (typeof number !== 'string' || number.trim() === '') return invalidInput('number', 'is required')
        const held = await cartToUse(cart, 'apply a gift card to')
        if (held.error) return held
        const applied = await cart.applyGiftCard(number)
        if (applied.error) return { error: applied.error }
        const { totals, pendingGiftCardPayments } = cart.getSnapshot()
        const payment = pendingGiftCardPayments.find((p) => p.cardNumber === applied.data.number)
        return {
          data: {
            number: applied.data.number,
            pays: payment?.paymentAmount ?? '0.00',
            totalToPay: totals?.totalToPay ?? null,
          },
        }
      },
      clear: () => cart.clear(),
    },
    checkout: {
      guest: (input) => guestCheckout(storefront, watch, input),
    },
    dispose: () => storefront.dispose(),
  }
  return commands
}

function allowedRange(minimum: number, maximum: number): string {
  if (maximum <= 0) return 'none can be added'
  return minimum >= maximum ? `exactly ${maximum}` : `${minimum} to ${maximum}`
}

function cartSummary(state: CartState): CartSummary | null {
  if (!state.cartId) return null
  return { cartId: state.cartId, ticketCount: state.totals?.ticketCount ?? 0, totals: state.totals, items: state.items }
}

function snapshotError(snapshot: ReserveSnapshot): FoyerError {
  const view = snapshot.error
  return new FoyerError({
    code: view?.code ?? 'unexpected',
    status: view?.status ?? null,
    messageKey: view?.messageKey ?? 'reserve.unavailable',
    description: view?.description ?? 'The event could not be read.',
  })
}

/**
 * The provider, with its confirmations seen: a script is told of a 3-D Secure step instead of
 * waiting on it.
 */
function watched(provider: PaymentProvider | null, watch: ActionWatch): PaymentProvider | null {
  if (!provider) return null
  const confirm: PaymentProvider['confirm'] = (clientSecret) => {
    watch.secret = clientSecret
    for (const listener of watch.listeners) listener(clientSecret)
    return provider.confirm(clientSecret)
  }
  // After a part payment the page clears what the visitor typed, to be typed again for the rest;
  // a script gave its payment once, so the gift cards' round is followed by the same card.
  const clear = () => {}
  return new Proxy(provider, {
    get: (target, key) => (key === 'confirm' ? confirm : key === 'clear' ? clear : Reflect.get(target, key, target)),
  })
}
