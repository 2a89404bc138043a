/**
 * Promo codes, CityPASS vouchers and blocking code groups (storefront §3 Cart cartMods, §5 Promo
 * code and CityPASS; calls §7 apply_code; calls §8 Reserve and promo): the codes of calls §8 and
 * the cart's discounted totals (openapi GrandTotals).
 */
import { describe, expect, it } from 'vitest'
import { seedIds } from './index.js'
import { errorOf, gaTomorrow1000, partnersSession, payApi } from './test-helpers.js'

const { codes, citypass } = seedIds

describe('promo codes (calls §8: code_exhausted, code_not_found, validation_failed, no_code_benefit)', () => {
  it('a percentage code takes 10 % off each ticket; fees follow the discounted price', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult', 2)])
    // Before: 2 × (25.00 + 1.50 service + 2.00 tax) = 57.00.
    expect(await api.outstanding(id)).toBe('57.00')
    const applied = await api.applyCode(id, ' friends10 ')
    expect(applied.status).toBe(200)
    expect(applied.body.cart._data[0].grand_totals).toEqual({
      total_before_cartmod_price: '50.00',
      total_fee_fixed_outside: '3.00',
      // 8 % of 22.50, twice.
      total_fee_percent_outside: '3.60',
      total_cartmod_amount: '5.00',
      total_payments: '0.00',
      total_outstanding: '51.60',
    })
    expect(applied.body.cartmod._data).toEqual([
      {
        id: `cartmod-${id}-FRIENDS10`,
        name: 'FRIENDS10',
        description: '10% off every ticket.',
        resource: null,
        resource_id: null,
        discount: '5.00',
        blocking_checkout: false,
        activating_code_groups: [],
      },
    ])
    expect(applied.body.ticket._data.map((t: { adjusted_value: string }) => t.adjusted_value)).toEqual([
      '22.50',
      '22.50',
    ])
    // Applying it again changes nothing.
    expect((await api.applyCode(id, 'FRIENDS10')).body.cartmod._data).toHaveLength(1)
  })

  it('a fixed code takes its amount off the eligible tickets of the order', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    const applied = await api.applyCode(id, codes.save5)
    // 20.00 + 1.50 + 8 % of 20.00 = 23.10.
    expect(applied.body.cart._data[0].grand_totals).toMatchObject({
      total_cartmod_amount: '5.00',
      total_outstanding: '23.10',
    })
    expect(applied.body.cartmod._data[0]).toMatchObject({
      name: 'SAVE5',
      resource: 'event_template',
      resource_id: 'general-admission',
      discount: '5.00',
    })
  })

  it('answers code_not_found, code_exhausted, validation_failed and no_code_benefit, and changes nothing', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    expect([(await api.applyCode(id, 'NOPE99')).status, errorOf(await api.applyCode(id, 'NOPE99'))]).toEqual([
      400,
      { _code: 'code_not_found', _description: 'NOPE99 is not a valid promo code.' },
    ])
    expect(errorOf(await api.applyCode(id, codes.exhausted))).toEqual({
      _code: 'code_exhausted',
      _description: 'SPRING25 has been used as many times as it may be.',
    })
    expect(errorOf(await api.applyCode(id, 'X'))).toMatchObject({ _code: 'validation_failed' })
    expect(errorOf(await api.applyCode(id, 'A'.repeat(36)))).toMatchObject({ _code: 'validation_failed' })
    // CONCERT20 discounts only the concert: nothing in a General Admission cart.
    expect(errorOf(await api.applyCode(id, codes.concert))).toEqual({
      _code: 'no_code_benefit',
      _description: 'CONCERT20 gives no benefit to the tickets in this cart.',
    })
    expect((await api.cart(id)).body.cartmod._data).toEqual([])
  })

  it('require_benefit on a modify accepts a discount code for the tickets it reserves, refuses one for other events', async () => {
    const api = payApi()
    const ok = await api.post(
      'my/cart/modify',
      {
        reserve: { tickets: [api.line(gaTomorrow1000, 'ga-adult')] },
        apply_code: [codes.friends],
        require_benefit: true,
      },
      { _embed: 'cartmod' },
    )
    expect(ok.status).toBe(200)
    expect(ok.body.cart._data[0].grand_totals.total_cartmod_amount).toBe('2.50')
    const refused = await api.post('my/cart/modify', {
      reserve: { tickets: [api.line(gaTomorrow1000, 'ga-adult')] },
      apply_code_before: [codes.concert],
      require_benefit: true,
    })
    expect(errorOf(refused)).toMatchObject({ _code: 'no_code_benefit' })
    const exhausted = await api.post('my/cart/modify', {
      reserve: { tickets: [api.line(gaTomorrow1000, 'ga-adult')] },
      apply_code_before: [codes.exhausted],
    })
    expect(errorOf(exhausted)).toMatchObject({ _code: 'code_exhausted' })
  })

  it('does not discount donations or gift cards', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(null, 'dn-friend'), api.line(null, 'gc-25')])
    expect(errorOf(await api.applyCode(id, codes.friends))).toMatchObject({ _code: 'no_code_benefit' })
  })
})

describe('blocking code groups (storefront §2 "a code form when the cart is blocked")', () => {
  it('a cart with Partner tickets is blocked until a code of an activating group is applied', async () => {
    const api = payApi()
    const { id, answer } = await api.reserve([api.line(partnersSession, 'pt-guest', 2)])
    const block = {
      id: `cartmod-${id}-block-partners-tour`,
      name: 'Code required',
      description: 'Partner tickets need your company’s partner code. Enter it to continue with your order.',
      resource: 'event_template',
      resource_id: 'partners-tour',
      discount: '0.00',
      blocking_checkout: true,
      activating_code_groups: ['corporate-partners'],
    }
    expect(answer.body.cartmod._data).toEqual([block])

    const purchaser = await api.purchaser()
    const blocked = await api.checkout(id, { ...api.card('62.00'), guest_identity_id: purchaser })
    expect([blocked.status, errorOf(blocked)]).toEqual([
      400,
      {
        _code: 'rule_blocks_checkout',
        _description: block.description,
        _context: 'checkout_rules',
        _extra: {
          block_reason: 'code_required',
          event_template_id: 'partners-tour',
          activating_code_groups: ['corporate-partners'],
        },
      },
    ])
    // A discount code does not lift the block; the partner code does.
    expect(
      (await api.applyCode(id, codes.friends)).body.cartmod._data.some(
        (m: { blocking_checkout: boolean }) => m.blocking_checkout,
      ),
    ).toBe(true)
    const lifted = await api.applyCode(id, codes.partner)
    expect(
      lifted.body.cartmod._data.map((m: { name: string; blocking_checkout: boolean }) => [m.name, m.blocking_checkout]),
    ).toEqual([
      ['FRIENDS10', false],
      ['PARTNER-ACME', false],
    ])
    // 2 × 27.00 + 2 × 1.00.
    const paid = await api.checkout(id, { ...api.card('56.00'), guest_identity_id: purchaser })
    expect([paid.status, paid.body.status]).toEqual([200, 'completed'])
  })

  it('a partner code gives no benefit to a cart without a blocked event', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    expect(errorOf(await api.applyCode(id, codes.partner))).toMatchObject({ _code: 'no_code_benefit' })
  })
})

describe('CityPASS vouchers (storefront §5; calls §8 invalid_citypass, citypass_failure)', () => {
  it('an adult voucher pays for an adult ticket, a child voucher for a child ticket; such tickets carry no fees', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult'), api.line(gaTomorrow1000, 'ga-child')])
    const adult = await api.applyCode(id, citypass.adult, { citypass: true })
    expect(adult.status).toBe(200)
    // The child ticket alone is left: 12.00 + 1.50 + 0.96.
    expect(adult.body.cart._data[0].grand_totals).toMatchObject({
      total_cartmod_amount: '25.00',
      total_fee_fixed_outside: '1.50',
      total_outstanding: '14.46',
    })
    const [adultTicket, childTicket] = adult.body.ticket._data
    expect(adultTicket).toMatchObject({ adjusted_value: '0.00', handler_data: { citypass: citypass.adult } })
    expect(adult.body.cartmod._data).toEqual([
      {
        id: `cartmod-${id}-${citypass.adult}`,
        name: citypass.adult,
        description: 'CityPASS voucher',
        resource: 'ticket',
        resource_id: adultTicket.id,
        discount: '25.00',
        blocking_checkout: false,
        activating_code_groups: [],
      },
    ])
    // Without the flag a code that matches a pattern is a voucher too.
    const child = await api.applyCode(id, citypass.child)
    expect(child.body.ticket._data.find((t: { id: string }) => t.id === childTicket.id).handler_data).toEqual({
      citypass: citypass.child,
    })
    expect(child.body.cart._data[0].grand_totals.total_outstanding).toBe('0.00')
  })

  it("refuses a code of the wrong format with the spec's sentence, a redeemed voucher, and one with no ticket of its kind", async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    expect(errorOf(await api.applyCode(id, citypass.malformed, { citypass: true }))).toEqual({
      _code: 'invalid_citypass',
      _description: 'Does not match the expected format. Please check your CityPASS code.',
    })
    expect(errorOf(await api.applyCode(id, citypass.redeemed, { citypass: true }))).toEqual({
      _code: 'citypass_failure',
      _description: `CityPASS ${citypass.redeemed} has already been used.`,
    })
    expect(errorOf(await api.applyCode(id, citypass.child))).toEqual({
      _code: 'no_code_benefit',
      _description: `This cart has no child ticket for CityPASS ${citypass.child} to pay for.`,
    })
    const donation = await api.reserve([api.line(null, 'dn-friend')])
    expect(errorOf(await api.applyCode(donation.id, citypass.adult))).toMatchObject({ _code: 'no_code_benefit' })
  })

  it('a voucher spent by a completed order is refused afterwards (citypass_failure)', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    await api.applyCode(id, citypass.adult)
    const done = await api.checkout(id, {
      gateway_id: 'free',
      gateway_data: {},
      send_email: false,
      guest_identity_id: await api.purchaser(),
    })
    expect(done.body.status).toBe('completed')
    const next = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    expect(errorOf(await api.applyCode(next.id, citypass.adult))).toMatchObject({ _code: 'citypass_failure' })
  })
})
