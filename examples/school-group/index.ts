/**
 * A partner's Node script: book a school group (200 pupils and 20 teachers) on the first weekday
 * morning from a given day with room for the whole class, and pay by card — through the sdk's
 * commands (`@foyer/sdk/commands`), against a running sandbox.
 *
 *   npx @foyer/sandbox --port 4313        # or: pnpm --filter @foyer/sandbox serve
 *   FOYER_API=http://localhost:4313/api/v1 pnpm --filter @foyer/example-school-group start
 *
 * Every step answers `{ data }` or `{ error }`: a day, session or quantity the venue refuses is an
 * error that says why (nothing is rounded or clamped), and a card that needs 3-D Secure is an
 * `action_required` outcome, never a script left waiting.
 */
import { createCommands, type StorefrontCommands } from '@foyer/sdk/commands'
import { createSandboxProvider } from '@foyer/sdk/sandbox'

/** The booking the partner was asked for. */
export const request = {
  eventId: 'school-group-visit',
  from: null as string | null,
  pupils: 200,
  teachers: 20,
  // The visit's ticket group asks for a contact phone at checkout (meta extra_checkout_fields).
  teacher: { first_name: 'Mary', last_name: 'Jackson', email: 'mary.jackson@example.org', phone: '+1 212 555 0100' },
  card: '4242 4242 4242 4242',
}

/** The first session from `request.from` with room for the whole class, or a sentence saying why there is none. */
async function findSession(foyer: StorefrontCommands): Promise<{ date: string; sessionId: string } | string> {
  const dates = await foyer.events.dates(request.eventId)
  if (dates.error) return dates.error.message
  const places = request.pupils + request.teachers
  for (const { date } of dates.data) {
    if (request.from && date < request.from) continue
    const sessions = await foyer.events.sessions(request.eventId, date)
    if (sessions.error) return sessions.error.message
    const session = sessions.data.find((s) => !s.soldOut && (s.available === null || s.available >= places))
    if (session) return { date, sessionId: session.id }
  }
  return `No session of ${request.eventId} has room for ${places}.`
}

export async function bookSchoolGroup(apiBase: string, out: (line: string) => void = console.log): Promise<number> {
  const payment = createSandboxProvider({ controlBase: `${new URL(apiBase).origin}/_sandbox` })
  const foyer = createCommands({ apiBase, seller: 'demo-museum', payment })
  try {
    const found = await findSession(foyer)
    if (typeof found === 'string') return failed(out, found)
    const types = await foyer.events.ticketTypes({ eventId: request.eventId, ...found })
    if (types.error) return failed(out, types.error.message)
    const pupil = types.data.find((t) => t.name === 'Pupil')
    const teacher = types.data.find((t) => t.name === 'Teacher')
    if (!pupil || !teacher) return failed(out, 'The visit sells no Pupil or Teacher tickets.')

    const added = await foyer.cart.add({
      eventId: request.eventId,
      ...found,
      tickets: [
        { ticketTypeId: pupil.id, quantity: request.pupils },
        { ticketTypeId: teacher.id, quantity: request.teachers },
      ],
    })
    if (added.error) return failed(out, `Could not book: ${added.error.message}`)
    const { totals } = added.data.cart
    out(
      `Booked ${added.data.ticketIds.length} places on ${found.date} (${found.sessionId}): ${totals?.outstanding} ${totals?.currency}`,
    )

    payment.setCardNumber(request.card)
    const paid = await foyer.checkout.guest({ purchaser: request.teacher })
    if (paid.error) return failed(out, `Payment refused: ${paid.error.message}`)
    const outcome = paid.data
    switch (outcome.kind) {
      case 'complete':
        out(`Order complete: ${outcome.orderIds.join(', ')}`)
        return 0
      case 'action_required':
        // A real partner hands the client secret to the card holder; the booking stays held meanwhile.
        return failed(out, `${outcome.next} (payment intent ${outcome.action.paymentIntentId})`)
      default:
        return failed(out, `The payment is ${outcome.kind}: the order follows when it clears.`)
    }
  } finally {
    foyer.dispose()
  }
}

function failed(out: (line: string) => void, line: string): number {
  out(line)
  return 1
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apiBase = process.env.FOYER_API || `http://localhost:${process.env.PORT ?? 4173}/api/v1`
  process.exitCode = await bookSchoolGroup(apiBase)
}
