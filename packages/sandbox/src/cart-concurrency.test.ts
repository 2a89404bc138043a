import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { startServer, type RunningSandbox } from './serve.js'
import { tuesdayMorning } from './test-helpers.js'

// The reserve issue: "Concurrent reserves never oversell: a test fires 200 concurrent reserves at
// a session with 50 places and finds exactly 50 held." The Conservation Lab's sessions have
// exactly 50 places and no background load (seed.ts).
const session = 'conservation-lab-20260311-1300'

// Hundreds of requests over HTTP: a loaded machine needs more than 5 s.
describe(
  'concurrent reserves over HTTP never oversell (carts.ts: validate and apply in one synchronous step)',
  { timeout: 30_000 },
  () => {
    let running: RunningSandbox
    let api: string

    // A sandbox of its own for each test: the first counts every place of the session as free.
    beforeEach(async () => {
      running = await startServer({
        port: 0,
        host: '127.0.0.1',
        staticDir: join(tmpdir(), 'no-foyer-template-here'),
        sandbox: createSandbox({ now: tuesdayMorning }),
      })
      api = `${running.url.replace('localhost', '127.0.0.1')}api/v1`
    })
    afterEach(() => running.close())

    const headers = { 'Tix-App': 'ecomm', 'Content-Type': 'application/json' }
    const sessionRow = async () => {
      const response = await fetch(`${api}/events/conservation-lab/sessions?_seller=demo-museum&date=2026-03-11`, {
        headers,
      })
      const body = (await response.json()) as {
        event_session: { _data: { id: string; used_capacity: number; sold_out: boolean }[] }
      }
      return body.event_session._data.find((s) => s.id === session)
    }

    it('200 reserves of 1 ticket at a session with 50 places: exactly 50 carts hold a ticket, 150 are told it sold out', async () => {
      expect(await sessionRow()).toMatchObject({ used_capacity: 0, sold_out: false })
      const body = JSON.stringify({
        reserve: { tickets: [{ event_session_id: session, ticket_type_id: 'cl-adult', quantity: 1 }] },
      })
      const answers = await Promise.all(
        Array.from({ length: 200 }, async () => {
          const response = await fetch(`${api}/my/cart/modify?_seller=demo-museum&_embed=ticket`, {
            method: 'POST',
            headers,
            body,
          })
          return { status: response.status, body: (await response.json()) as Record<string, any> }
        }),
      )

      const held = answers.filter((a) => a.status === 200)
      expect(held).toHaveLength(50)
      expect(new Set(held.map((a) => a.body.cart._data[0].id)).size).toBe(50)
      expect(held.every((a) => a.body.ticket._data.length === 1)).toBe(true)
      const refused = answers.filter((a) => a.status !== 200)
      expect(refused).toHaveLength(150)
      expect(
        refused.every(
          (a) =>
            a.status === 409 && ['event_session_sold_out', 'session_capacity_exceeded'].includes(a.body._data[0]._code),
        ),
      ).toBe(true)
      expect(await sessionRow()).toMatchObject({ used_capacity: 50, sold_out: true })

      // After the hold (15 minutes on the sandbox clock) every place is back.
      const clock = await fetch(`${running.url.replace('localhost', '127.0.0.1')}_sandbox/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ advance_ms: 15 * 60_000 }),
      })
      expect(clock.status).toBe(200)
      expect(await sessionRow()).toMatchObject({ used_capacity: 0, sold_out: false })
      const expired = await fetch(`${api}/my/cart/${held[0]!.body.cart._data[0].id}?_seller=demo-museum`, { headers })
      expect(expired.status).toBe(400)
      expect(((await expired.json()) as { _data: { _code: string }[] })._data[0]!._code).toBe('cart_expired')
    })

    // The pay issue: "a concurrent double-submit with one idempotency key creates one order".
    it('10 concurrent checkouts of one cart with one Idempotency-Key: one order, one payment, the same answer 10 times', async () => {
      const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
        const response = await fetch(`${api}/${path}${path.includes('?') ? '&' : '?'}_seller=demo-museum`, {
          method: 'POST',
          headers: { ...headers, ...extra },
          body: JSON.stringify(body),
        })
        return { status: response.status, text: await response.text() }
      }
      const reserve = async () =>
        JSON.parse(
          (
            await post('my/cart/modify', {
              reserve: { tickets: [{ event_session_id: session, ticket_type_id: 'cl-adult', quantity: 2 }] },
            })
          ).text,
        ).cart._data[0].id as string
      const purchaser = JSON.parse(
        (await post('user', { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' })).text,
      ).user._data[0].identity_id as string
      // 2 × (8.00 + 1.00 service).
      const checkout = {
        amount: '18.00',
        gateway_id: 'stripe',
        gateway_data: { source: 'pm_card_visa', source_type: 'card' },
        guest_identity_id: purchaser,
      }

      const cartId = await reserve()
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          post(`cart/${cartId}/guest_checkout`, checkout, { 'Idempotency-Key': 'one-press' }),
        ),
      )
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200))
      expect(new Set(answers.map((a) => a.text)).size).toBe(1)
      expect(JSON.parse(answers[0]!.text).status).toBe('completed')
      const cart = (await (
        await fetch(`${api}/cart/${cartId}?_seller=demo-museum&_embed=ticket_order,payment`, { headers })
      ).json()) as Record<string, any>
      expect([cart.ticket_order._data.length, cart.payment._data.length]).toEqual([1, 1])

      // Without a shared key the first checkout wins and the others are told the cart is booked.
      const other = await reserve()
      const presses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(`cart/${other}/guest_checkout`, checkout, { 'Idempotency-Key': `press-${i}` }),
        ),
      )
      expect(presses.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)])
    })
  },
)
