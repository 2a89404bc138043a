/**
 * The cart answers against openapi/storefront.yaml: a reserve journey through every cart call
 * the sandbox builds, with requests and answers (successes and errors) checked by the contract's
 * observer. The contract project probes each call once with an empty body; this checks the
 * answers a real cart gives.
 */
import { describe, expect, it } from 'vitest'
import { contractFetch } from '../../../openapi/observe.js'
import { createSandbox } from './index.js'
import { tuesdayMorning } from './test-helpers.js'

const apiBase = 'http://sandbox/api/v1'
const allEmbeds =
  'identity,ticket,ticket_type,ticket_group,event_session,event_template,venue,config,meta,scheduled_payment,seller,cartmod,payment,ticket_order'

describe('cart answers fit the contract (calls §7 Cart)', { timeout: 30_000 }, () => {
  it('modify, read, apply_code, extend, remove and delete, and the reserve errors', async () => {
    const sandbox = createSandbox({ now: tuesdayMorning })
    const observed = contractFetch((request) => sandbox.app.fetch(request), { apiBase })
    const call = async (method: string, path: string, body?: unknown, query: Record<string, string> = {}) => {
      const url = new URL(`${apiBase}/${path}`)
      url.search = new URLSearchParams({ _seller: 'demo-museum', ...query }).toString()
      const init: RequestInit = { method, headers: { 'Tix-App': 'ecomm', 'Content-Type': 'application/json' } }
      if (body !== undefined) init.body = JSON.stringify(body)
      const response = await observed.fetch(url, init)
      return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as any) }
    }
    const ticket = (
      event_session_id: string | null,
      ticket_type_id: string,
      quantity = 1,
      more: Record<string, unknown> = {},
    ) => ({
      event_session_id,
      ticket_type_id,
      quantity,
      ...more,
    })

    const created = await call(
      'POST',
      'my/cart/modify',
      {
        channel_id: 'web',
        reserve: {
          tickets: [
            ticket('little-makers-workshop-20260314-1100', 'fw-child', 1, { admit_name: 'Mia Rossi' }),
            ticket('pay-what-you-wish-fridays-20260313-1700', 'pw-pay-what-you-wish', 1, { face_value: '12.50' }),
          ],
          additional_info: { 'fw-workshop': { child_age: 7, photo_consent: 'Yes' } },
        },
        apply_code_before: ['PREVIEW'],
      },
      { _embed: allEmbeds, campaign: 'spring-newsletter' },
    )
    expect(created.status).toBe(200)
    const id = created.body.cart._data[0].id
    expect(
      (
        await call(
          'POST',
          `my/cart/${id}/modify`,
          { add: [ticket(null, 'gc-custom', 1, { face_value: '30.00' })] },
          { _embed: allEmbeds },
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await call(
          'POST',
          `cart/${id}/modify`,
          { add: [ticket('curators-preview-20260316-1800', 'cp-invited-guest', 2)] },
          { _embed: allEmbeds },
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await call('GET', `my/cart/${id}`, undefined, {
          _embed: allEmbeds,
          _limit: '1000',
          'config.name._in': 'image,web.session_picker_tabs',
          _all_tickets: 'true',
        })
      ).status,
    ).toBe(200)
    const read = await call('GET', `cart/${id}`, undefined, { _embed: allEmbeds })
    expect(read.body.ticket._data).toHaveLength(5)
    expect((await call('POST', `my/cart/${id}/apply_code`, { code: 'PREVIEW' }, { _embed: 'cartmod' })).status).toBe(
      200,
    )
    const expiresAt = new Date(Date.parse(read.body.cart._data[0].expires_at) + 2 * 60_000).toISOString()
    expect((await call('PATCH', `my/cart/${id}`, { expires_at: expiresAt })).body.cart._data[0].expires_in).toBe(1020)
    expect(
      (await call('POST', `cart/${id}/remove`, { tickets: [read.body.ticket._data[4].id] }, { _embed: 'ticket' }))
        .status,
    ).toBe(200)

    // Errors travel in the error envelope.
    const errors = [
      await call('POST', 'my/cart/modify', {
        reserve: { tickets: [ticket('general-admission-20260312-1300', 'ga-adult')] },
      }),
      await call('POST', 'my/cart/modify', {
        reserve: { tickets: [ticket('general-admission-20260311-1000', 'ga-member')] },
      }),
      await call('POST', 'my/cart/modify', {
        reserve: { tickets: [ticket('curators-preview-20260316-1800', 'cp-invited-guest')] },
      }),
      await call('POST', `my/cart/${id}/apply_code`, { code: 'SPRING10' }),
      await call('POST', `cart/${id}/remove`, { tickets: ['ticket-999'] }),
      await call('GET', 'my/cart/cart-999'),
    ]
    expect(errors.map((e) => [e.status, e.body._data[0]._code])).toEqual([
      [409, 'event_session_sold_out'],
      [400, 'member_limit_exceeded'],
      [400, 'rule_blocks_reserve'],
      [400, 'code_not_found'],
      [400, 'ticket_not_found'],
      [404, 'not_found'],
    ])
    expect((await call('DELETE', `my/cart/${id}`)).status).toBe(204)
    expect((await call('DELETE', `cart/${id}`)).status).toBe(404)
    expect(observed.violations).toEqual([])
  })
})
