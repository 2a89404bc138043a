/**
 * The /checkout `purchaser` query and giver_identity_id (issue 15; storefront §2 "/checkout/{cartId?}
 * … Query cartId and purchaser"; calls §3 Guest checkout variants "guest_identity_id with optional
 * giver_identity_id"; calls §7 POST my/cart/{id}/guest_checkout). Decision (CheckoutState
 * `purchaserIdentityId`): a purchaser chosen for the order is taken by a staff sale (no identity
 * form, no POST user) and by a logged-in member, who then buys for that purchaser as the giver; a
 * plain guest's purchaser is who fills the form, so the query is ignored.
 */
import { describe, expect, it } from 'vitest'
import { cartAnswer, completed, fill, setup, userCreated } from '../../test/checkout-store.js'

const memberCart = cartAnswer({ identity_id: 'id-member' })

describe('storefront §2 /checkout purchaser; calls §3, §7 giver_identity_id', () => {
  it('a logged-in member buying for a chosen purchaser: POST my/cart/{id}/guest_checkout with the purchaser and the member as giver', async () => {
    const { api, checkout, provider } = await setup({ actor: { kind: 'member' }, cart: memberCart })
    await checkout.enter({ query: '?purchaser=id-guest' })
    expect(checkout.getSnapshot().purchaserIdentityId).toBe('id-guest')
    api.on('POST my/cart/c1/guest_checkout', completed())
    provider.setCardNumber('4242424242424242')
    expect((await checkout.submit()).data?.kind).toBe('complete')
    expect(api.sent('POST my/cart/c1/guest_checkout')[0]?.body).toEqual({
      gateway_id: 'stripe',
      amount: '70.96',
      gateway_data: { source: 'pm_card_visa', source_type: 'card' },
      guest_identity_id: 'id-guest',
      giver_identity_id: 'id-member',
    })
    // Not the member's own checkout, no purchaser to store, no captcha.
    expect(api.sent('POST my/cart/c1/checkout')).toHaveLength(0)
    expect(api.sent('POST user')).toHaveLength(0)
  })

  it('a member without the query checks out as themself (my/cart/{id}/checkout), no giver', async () => {
    const { api, checkout, provider } = await setup({ actor: { kind: 'member' }, cart: memberCart })
    await checkout.enter({ query: '' })
    api.on('POST my/cart/c1/checkout', completed())
    provider.setCardNumber('4242424242424242')
    await checkout.submit()
    expect(api.sent('POST my/cart/c1/checkout')).toHaveLength(1)
    expect(api.sent('POST my/cart/c1/guest_checkout')).toHaveLength(0)
  })

  it('a staff sale for a chosen purchaser needs no identity form and makes no POST user', async () => {
    const { api, checkout, provider } = await setup({ actor: { kind: 'staff', suppressEmailNotification: true } })
    await checkout.enter({ query: '?purchaser=id-guest' })
    api.on('POST cart/c1/guest_checkout', completed())
    provider.setCardNumber('4242424242424242')
    expect((await checkout.submit()).data?.kind).toBe('complete')
    expect(api.sent('POST user')).toHaveLength(0)
    expect(api.sent('POST cart/c1/guest_checkout')[0]?.body).toMatchObject({
      guest_identity_id: 'id-guest',
      send_email: false,
    })
    expect(api.sent('POST cart/c1/guest_checkout')[0]?.body).not.toHaveProperty('giver_identity_id')
  })

  it('a guest’s purchaser is who fills the form: the query is ignored', async () => {
    const { api, checkout, provider } = await setup()
    await checkout.enter({ query: '?purchaser=id-someone-else' })
    expect(checkout.getSnapshot().purchaserIdentityId).toBeNull()
    // The identity form is still required.
    expect((await checkout.submit()).error?.code).toBe('validation_failed')
    api.on('POST user', userCreated())
    api.on('POST cart/c1/guest_checkout', completed())
    fill(checkout)
    provider.setCardNumber('4242424242424242')
    await checkout.submit()
    expect(api.sent('POST cart/c1/guest_checkout')[0]?.body).toMatchObject({ guest_identity_id: 'id-ada' })
  })
})
