/**
 * A partner's Node script: reserve two adult tickets, apply a promo code and a gift card, and
 * check out — the gift card first, then the rest by card, in one call — through the sdk's
 * commands (`@foyer/sdk/commands`) against a running sandbox, with the sandbox payment provider
 * (no network, Stripe's test cards).
 *
 *   pnpm --filter @foyer/sandbox serve     # in one terminal
 *   FOYER_API=http://localhost:4173/api/v1 pnpm --filter @foyer/example-node-checkout start
 */
import { createCommands } from '@foyer/sdk/commands'
import { createSandboxProvider } from '@foyer/sdk/sandbox'

/** The demo museum's codes and cards (the sandbox seed). */
export const demo = {
  event: 'general-admission',
  adult: 'Adult',
  promoCode: 'FRIENDS10',
  giftCardLedger: 'gift-card-ledger',
  giftCard: '6006000000000050',
  card: '4242 4242 4242 4242',
  purchaser: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org' },
}

function fail(out: (line: string) => void, line: string): number {
  out(line)
  return 1
}

export async function checkout(apiBase: string, out: (line: string) => void = console.log): Promise<number> {
  // The sandbox provider confirms 3-D Secure at the sandbox's control routes, beside the API.
  const payment = createSandboxProvider({ controlBase: `${new URL(apiBase).origin}/_sandbox` })
  const foyer = createCommands({
    apiBase,
    seller: 'demo-museum',
    payment,
    giftCards: { ledgerId: demo.giftCardLedger },
  })
  try {
    // The first bookable day with a session that has room for two, and its Adult ticket.
    const dates = await foyer.events.dates(demo.event)
    if (dates.error) return fail(out, dates.error.message)
    let chosen: { date: string; sessionId: string; startTime: string } | null = null
    for (const { date } of dates.data) {
      const sessions = await foyer.events.sessions(demo.event, date)
      if (sessions.error) return fail(out, sessions.error.message)
      const session = sessions.data.find((s) => !s.soldOut && (s.available === null || s.available >= 2))
      if (session) {
        chosen = { date, sessionId: session.id, startTime: session.startTime }
        break
      }
    }
    if (!chosen) return fail(out, `No session of ${demo.event} with 2 places.`)
    const { date, sessionId } = chosen
    const types = await foyer.events.ticketTypes({ eventId: demo.event, date, sessionId })
    if (types.error) return fail(out, types.error.message)
    const adult = types.data.find((t) => t.name === demo.adult)
    if (!adult) return fail(out, `No ${demo.adult} ticket type.`)
    const added = await foyer.cart.add({
      eventId: demo.event,
      date,
      sessionId,
      tickets: [{ ticketTypeId: adult.id, quantity: 2 }],
    })
    if (added.error) return fail(out, `Could not reserve: ${added.error.message}`)
    out(
      `Reserved 2 × ${demo.adult} for General Admission on ${date} at ${chosen.startTime} (cart ${added.data.cartId})`,
    )

    const coded = await foyer.cart.applyCode(demo.promoCode)
    if (coded.error) return fail(out, `Code refused: ${coded.error.message}`)
    out(`Applied ${demo.promoCode}: total ${coded.data.totals?.outstanding} ${coded.data.totals?.currency}`)

    const card = await foyer.cart.applyGiftCard(demo.giftCard)
    if (card.error) return fail(out, `Gift card refused: ${card.error.message}`)
    out(`Gift card ${demo.giftCard} pays ${card.data.pays}; total to pay ${card.data.totalToPay}`)

    // The gift card pays first, then the card the rest, in one checkout.
    payment.setCardNumber(demo.card)
    const paid = await foyer.checkout.guest({ purchaser: demo.purchaser })
    if (paid.error) return fail(out, `Checkout failed: ${paid.error.message}`)
    if (paid.data.kind !== 'complete') return fail(out, `Checkout ${paid.data.kind}: not complete.`)
    out(`Order complete: ${paid.data.orderIds.join(', ')}`)
    return 0
  } finally {
    foyer.dispose()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apiBase = process.env.FOYER_API || `http://localhost:${process.env.PORT ?? 4173}/api/v1`
  // The sandbox only (a real API has no such route): back to the seed first, so the demo gift card
  // is unspent and no held cart is left from a previous run — the script runs any number of times.
  await fetch(new URL('/_sandbox/reset', apiBase), { method: 'POST' })
  process.exitCode = await checkout(apiBase)
}
