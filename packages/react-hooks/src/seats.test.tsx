import { act, cleanup, renderHook } from '@testing-library/react'
import { createStorefront } from '@foyer/sdk'
import { createSeatPicker } from '@foyer/sdk/seats'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSeatPicker } from './index.js'
import { shallow } from './useStore.js'
import { json } from '@foyer/sdk/testing'

afterEach(cleanup)

const seat = (n: number) => ({
  id: `C${n}`,
  name: String(n),
  section: 'Stalls',
  row: 'C',
  x: n * 20,
  y: 0,
  r: 8,
  state: 'available',
  previous: n > 1 ? `C${n - 1}` : null,
  next: n < 6 ? `C${n + 1}` : null,
})

function testPicker() {
  const fetch = vi.fn(async () =>
    json({
      seat_map: {
        _data: [
          { id: 'hall', width: 200, height: 40, other_elements: [], map_geometry: { seat_count: 6, sections: [] } },
        ],
      },
      seat: { _data: [1, 2, 3, 4, 5, 6].map(seat) },
    }),
  )
  const storefront = createStorefront({ apiBase: 'https://api.test/api/v1', seller: 'demo-hall', fetch })
  const picker = createSeatPicker(
    { http: storefront.http, clock: storefront.options.clock },
    { eventId: 'concert', sessionId: 's1' },
  )
  picker.setDemand([{ ticketGroupId: 'g', name: 'Stalls', types: [{ ticketTypeId: 'a', name: 'Adult', quantity: 2 }] }])
  return picker
}

describe('useSeatPicker', () => {
  it('gives the picker state and its actions, and follows changes', async () => {
    const picker = testPicker()
    const { result } = renderHook(() => useSeatPicker(picker))
    expect(result.current[0].status).toBe('closed')
    await act(async () => {
      await result.current[1].load()
    })
    expect(result.current[0].mapStatus).toBe('ready')
    act(() => {
      result.current[1].click('C3')
    })
    expect(result.current[0].selection.map((s) => s.seatId)).toEqual(['C3', 'C4'])
    expect(result.current[1]).not.toHaveProperty('getSnapshot')
  })

  it('re-renders only when the selected value changes', async () => {
    const picker = testPicker()
    await picker.load()
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useSeatPicker(picker, (s) => ({ count: s.selection.length, status: s.status }), { isEqual: shallow })
    })
    const first = result.current[0]
    act(() => picker.dismissNotice())
    act(() =>
      picker.setDemand([
        { ticketGroupId: 'g', name: 'Stalls', types: [{ ticketTypeId: 'a', name: 'Adult', quantity: 3 }] },
      ]),
    )
    expect(result.current[0]).toBe(first)
    const before = renders
    act(() => {
      picker.click('C1')
    })
    expect(result.current[0]).toEqual({ count: 3, status: 'closed' })
    expect(renders).toBe(before + 1)
  })
})
