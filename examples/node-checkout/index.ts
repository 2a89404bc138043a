/**
 * A partner's Node script: reserve two adult tickets, apply a promo code and a gift card, and
 * check out — the gift card first (a partial payment), then the rest by card — through
 * @foyer/sdk against a running sandbox, with the sandbox payment provider (no network, Stripe's
 * test cards).
 *
 *   pnpm --filter @foyer/sandbox serve     # in one terminal
 *   FOYER_API=http://localhost:4173/api/v1 pnpm --filter @foyer/example-node-checkout start
 */
import { createStorefront, type Storefront } from '@foyer/sdk'
import { checkoutErrorMessage } from '@foyer/sdk/checkout'
import { createSandboxProvider } from '@foyer/sdk/sandbox'

/** The demo museum's codes and cards (the sandbox seed). */
export const demo = {
  event: 'general-admission',
  adult: 'Adult',
  promoCode: 'FRIENDS10',
  giftCardLedger: 'gift-card-ledger',
  giftCard: '6006000000000050',
  card: '4242 4242 4242 4242',
  purchaser: {
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.org',
    email_confirm: 'grace@example.org',
  },
}

async function reserveTwoAdults(storefront: Storefront, out: (line: string) => void): Promise<boolean> {
  const reserve = storefront.reserve(demo.event)
  await reserve.load()
  const day = reserve.getSnapshot().calendar.find((d) => d.selectable)
  if (!day) return fail(out, `No date to book for ${demo.event}.`)
  await reserve.selectDate(day.date)
  const session = reserve.getSnapshot().sessions.find((s) => !s.soldOut && s.availableCapacity >= 2)
  if (!session) return fail(out, `No session with 2 places on ${day.date}.`)
  await reserve.selectSession(session.id)
  const adult = reserve
    .getSnapshot()
    .ticketGroups.flatMap((g) => g.types)
    .find((t) => t.name === demo.adult)
  if (!adult) return fail(out, `No ${demo.adult} ticket type.`)
  reserve.setQuantity(String(adult.id), 2)
  const reserved = await reserve.submit()
  if (reserved.error) return fail(out, `Could not reserve: ${reserved.error.code} ${reserved.error.description ?? ''}`)
  out(
    `Reserved 2 × ${demo.adult} for ${reserve.getSnapshot().event?.name ?? demo.event} on ${day.date} at ${session.startTime} (cart ${storefront.cart.getSnapshot().cartId})`,
  )
  return true
}

function fail(out: (line: string) => void, line: string): false {
  out(line)
  return false
}

export async function checkout(apiBase: string, out: (line: string) => void = console.log): Promise<number> {
  // The sandbox provider confirms 3-D Secure at the sandbox's control routes, beside the API.
  const payment = createSandboxProvider({ controlBase: `${new URL(apiBase).origin}/_sandbox` })
  const storefront = createStorefront({
    apiBase,
    seller: 'demo-museum',
    payment,
    giftCards: { ledgerId: demo.giftCardLedger },
  })
  const t = storefront.i18n.t
  try {
    if (!(await reserveTwoAdults(storefront, out))) return 1
    const { cart, checkout } = storefront

    const coded = await cart.applyCodes(demo.promoCode)
    if (coded.error) return Number(!fail(out, `Code refused: ${coded.error.code}`))
    const totals = () => cart.getSnapshot().totals
    out(`Applied ${demo.promoCode}: total ${totals()?.outstanding} ${totals()?.currency}`)

    const card = await cart.applyGiftCard(demo.giftCard)
    if (card.error) return Number(!fail(out, `Gift card refused: ${t(card.error.messageKey)}`))
    out(`Gift card ${demo.giftCard} pays ${totals()?.giftCards}; total to pay ${totals()?.totalToPay}`)

    await checkout.start()
    for (const [name, value] of Object.entries(demo.purchaser)) checkout.setField(name, value)
    const partial = await checkout.submit()
    if (partial.error || partial.data?.kind !== 'partial')
      return Number(!fail(out, `Gift card payment failed: ${checkoutErrorMessage(checkout.getSnapshot(), t)}`))
    out(`Gift card paid; left to pay ${checkout.getSnapshot().payment?.amount}`)

    payment.setCardNumber(demo.card)
    const done = await checkout.submit()
    if (done.error || done.data?.kind !== 'complete')
      return Number(!fail(out, `Card payment failed: ${checkoutErrorMessage(checkout.getSnapshot(), t)}`))
    out(`Order complete: ${done.data.to}`)
    return 0
  } finally {
    storefront.dispose()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apiBase = process.env.FOYER_API || `http://localhost:${process.env.PORT ?? 4173}/api/v1`
  // The sandbox only (a real API has no such route): back to the seed first, so the demo gift card
  // is unspent and no held cart is left from a previous run — the script runs any number of times.
  await fetch(new URL('/_sandbox/reset', apiBase), { method: 'POST' })
  process.exitCode = await checkout(apiBase)
}
