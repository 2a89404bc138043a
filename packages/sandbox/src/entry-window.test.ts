/**
 * Event template meta pad_pre_start / pad_post_end (storefront §3): a session ticket of an event
 * that pads its sessions admits from that many minutes before the start to that many after the
 * end, answered as the ticket's valid_from / valid_to. The School Group Visit (09:30 to 11:00,
 * 15 minutes before and 30 after) admits from 09:15 to 11:30; other tickets carry none.
 */
import { describe, expect, it } from 'vitest'
import { gaTomorrow1000, payApi } from './test-helpers.js'

describe('storefront §3 Event template meta pad_pre_start / pad_post_end', () => {
  it('a School Group Visit ticket is valid from 15 minutes before its session to 30 after', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line('school-group-visit-20260311-0930', 'sg-pupil', 10)])
    const ticket = (await api.cart(id)).body.ticket._data[0]
    expect(ticket).toMatchObject({
      start_datetime: '2026-03-11T09:30:00-04:00',
      valid_from: '2026-03-11T09:15:00-04:00',
      valid_to: '2026-03-11T11:30:00-04:00',
    })
  })

  it('a ticket of an event without them carries no validity', async () => {
    const api = payApi()
    const { id } = await api.reserve([api.line(gaTomorrow1000, 'ga-adult')])
    expect((await api.cart(id)).body.ticket._data[0]).toMatchObject({ valid_from: null, valid_to: null })
  })
})
