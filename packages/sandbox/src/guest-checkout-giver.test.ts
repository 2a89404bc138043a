/**
 * giver_identity_id on POST my/cart/{id}/guest_checkout (issue 15; calls §3 Guest checkout variants
 * "guest_identity_id with optional giver_identity_id"; calls §7): a logged-in member buys for a
 * guest purchaser; the order is the purchaser's and the giver must be the session's own identity.
 */
import { describe, expect, it } from 'vitest'
import { createSandbox, seedIds } from './index.js'
import { client, errorOf, gaTomorrow1000, memberClient, tuesdayMorning } from './test-helpers.js'

const card = { amount: '28.50', gateway_id: 'stripe', gateway_data: { source: 'pm_card_visa', source_type: 'card' } }

async function memberCartForAGuest() {
  const sandbox = createSandbox({ now: tuesdayMorning })
  const ada = await memberClient(sandbox, seedIds.knownEmail, seedIds.accounts.ada.password)
  const reserved = await ada.post(
    'my/cart/modify',
    { reserve: { tickets: [{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity: 1 }] } },
    { _embed: 'ticket' },
  )
  expect(reserved.status).toBe(200)
  const cartId = reserved.body.cart._data[0].id as string
  const user = await client(sandbox).post('user', { first_name: 'Grace', last_name: 'Hopper', email: 'gh@example.org' })
  return { sandbox, ada, cartId, guest: user.body.user._data[0].identity_id as string }
}

describe('calls §7 POST my/cart/{id}/guest_checkout with giver_identity_id', () => {
  it('the logged-in member gives: the order is the guest purchaser’s', async () => {
    const { ada, cartId, guest } = await memberCartForAGuest()
    const done = await ada.post(`my/cart/${cartId}/guest_checkout`, {
      ...card,
      guest_identity_id: guest,
      giver_identity_id: seedIds.knownIdentity,
    })
    expect(done.status).toBe(200)
    expect(done.body.status).toBe('completed')
    const orderId = done.body.ticket_order._data[0].id
    expect((await ada.get(`ticket_order/${orderId}`)).body.ticket_order._data[0].identity_id).toBe(guest)
  })

  it('a giver that is not the session’s identity is refused (400 validation_failed)', async () => {
    const { ada, cartId, guest } = await memberCartForAGuest()
    const refused = await ada.post(`my/cart/${cartId}/guest_checkout`, {
      ...card,
      guest_identity_id: guest,
      giver_identity_id: guest,
    })
    expect([refused.status, errorOf(refused)._code]).toEqual([400, 'validation_failed'])
  })
})
