/**
 * A cart owned by another member (carts.ts, Owner; storefront §2 /transfer-cart "This cart belongs
 * to another member"; openapi getMyCart "a cart of another identity 403").
 */
import { describe, expect, it } from 'vitest'
import { createSandbox } from './index.js'
import { client, gaTomorrow1000, tuesdayMorning } from './test-helpers.js'

async function heldCart() {
  const api = client(createSandbox({ now: tuesdayMorning }))
  const made = await api.post('my/cart/modify', {
    reserve: { tickets: [{ event_session_id: gaTomorrow1000, ticket_type_id: 'ga-adult', quantity: 1 }] },
  })
  expect(made.status).toBe(200)
  return { api, id: made.body.cart._data[0].id as string }
}

describe('POST /_sandbox/carts/{id}/owner', () => {
  it("gives a cart to a known identity: cart/{id} reads it with that identity_id; the session's my/cart paths answer 403", async () => {
    const { api, id } = await heldCart()
    expect((await api.get(`cart/${id}`)).body.cart._data[0].identity_id).toBe('public-identity')

    const moved = await api.control('POST', `carts/${id}/owner`, { identity_id: 'identity-ada' })
    expect(moved).toMatchObject({ status: 200, body: { cart_id: id, identity_id: 'identity-ada' } })

    const read = await api.get(`cart/${id}`)
    expect(read.status).toBe(200)
    expect(read.body.cart._data[0].identity_id).toBe('identity-ada')
    const mine = await api.get(`my/cart/${id}`)
    expect(mine.status).toBe(403)
    expect(mine.body._data[0]).toMatchObject({ _code: 'forbidden' })
    const modify = await api.post(`my/cart/${id}/modify`, { remove: [] })
    expect(modify.status).toBe(403)
    // Given back to the public identity, the session may use it again.
    await api.control('POST', `carts/${id}/owner`, { identity_id: 'public-identity' })
    expect((await api.get(`my/cart/${id}`)).status).toBe(200)
  })

  it('refuses an unknown identity (404), a missing body (400) and an unknown cart (404)', async () => {
    const { api, id } = await heldCart()
    expect((await api.control('POST', `carts/${id}/owner`, { identity_id: 'nobody' })).status).toBe(404)
    expect((await api.control('POST', `carts/${id}/owner`, {})).status).toBe(400)
    expect((await api.control('POST', 'carts/cart-999/owner', { identity_id: 'identity-ada' })).status).toBe(404)
  })
})
