/**
 * The seat picker's components in jsdom (storefront §2 Seat picker; §4 Seats; §5): 'Find seats',
 * the dialog ('Select your seats', 'Change Tickets', zoom, legend, 'Confirm Selection'), the map
 * by keyboard, the list path, 'Selected Seats'. jsdom has no canvas: a draw-call recorder stands
 * in for the 2D context, and the canvas is given a size.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createStorefront } from '@foyer/react-hooks'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSeatPicker, type SeatPicker, type SeatRowInput } from './deps'
import { importWithStyles, renderWithStorefront } from '../../test/render'
import { recorder } from './test-helpers'
import { json } from '@foyer/sdk/testing'

type Components = typeof import('./index')
let components: Components
beforeAll(async () => {
  components = await importWithStyles(() => import('./index'))
})

/** Rows C and D of 6 seats (bare numbers, so seats read 'Row C, seat 3'); C1 booked; D1 a wheelchair place, D2 its companion. */
function seatMap() {
  const seats: SeatRowInput[] = []
  for (const [r, row] of ['C', 'D'].entries()) {
    for (let n = 1; n <= 6; n++) {
      seats.push({
        id: `${row}${n}`,
        name: String(n),
        section: 'Stalls',
        row,
        x: n * 20,
        y: r * 24,
        r: 8,
        state: row === 'C' && n === 1 ? 'booked' : 'available',
        ticket_groups: ['stalls'],
        previous: n > 1 ? `${row}${n - 1}` : null,
        next: n < 6 ? `${row}${n + 1}` : null,
        ...(row === 'D' && n === 1 ? { attributes: ['wheelchair' as const] } : {}),
        ...(row === 'D' && n === 2 ? { attributes: ['companion' as const] } : {}),
      })
    }
  }
  return {
    seat_map: {
      _data: [
        { id: 'hall', width: 140, height: 40, other_elements: [], map_geometry: { seat_count: 12, sections: [] } },
      ],
    },
    seat: { _data: seats },
  }
}

let picker: SeatPicker
function renderPicker() {
  const storefront = createStorefront({
    apiBase: 'https://api.test/api/v1',
    seller: 'demo-hall',
    fetch: async () => json(seatMap()),
  })
  picker = createSeatPicker(
    { http: storefront.http, clock: storefront.options.clock },
    { eventId: 'concert', sessionId: 's1' },
  )
  picker.setDemand([
    { ticketGroupId: 'stalls', name: 'Stalls', types: [{ ticketTypeId: 'adult', name: 'Adult', quantity: 2 }] },
  ])
  const { FindSeatsButton, SeatPickerDialog, SelectedSeats } = components
  return renderWithStorefront(
    <>
      <FindSeatsButton picker={picker} />
      <SelectedSeats picker={picker} />
      <SeatPickerDialog picker={picker} />
    </>,
    { storefront },
  )
}

let draws: ReturnType<typeof recorder>
beforeEach(() => {
  draws = recorder()
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => draws as unknown as CanvasRenderingContext2D,
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 700, 200))
})
afterEach(() => {
  cleanup()
  picker?.dispose()
  vi.restoreAllMocks()
})

async function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: 'Find seats' }))
  const dialog = await screen.findByRole('dialog', { name: 'Select your seats' })
  return { dialog, map: await within(dialog).findByRole('application', { name: 'Seat map' }) }
}

describe("storefront §2 Seat picker: 'Find seats' opens 'Select your seats'", () => {
  it('shows Loading… while rendering, then the map, with zoom, the legend and the two buttons', async () => {
    renderPicker()
    fireEvent.click(screen.getByRole('button', { name: 'Find seats' }))
    const dialog = screen.getByRole('dialog', { name: 'Select your seats' })
    expect(dialog.getAttribute('data-state')).toBe('rendering')
    expect(within(dialog).getByRole('status').textContent).toContain('Loading…')
    await within(dialog).findByRole('application', { name: 'Seat map' })
    expect(dialog.getAttribute('data-state')).toBe('open')
    expect(dialog.getAttribute('data-mode')).toBe('desktop')
    for (const name of ['Zoom in', 'Zoom out', 'Show the whole map', 'Change Tickets', 'Confirm Selection']) {
      expect(within(dialog).getByRole('button', { name })).toBeTruthy()
    }
    const legend = within(dialog).getByRole('list', { name: 'Key' })
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Available', 'Selected', 'Unavailable', 'Wheelchair space', 'Companion seat'])
    // The map was drawn: the seat layer copied to the canvas.
    expect(draws.count('drawImage')).toBeGreaterThan(0)
    expect((within(dialog).getByRole('button', { name: 'Confirm Selection' }) as HTMLButtonElement).disabled).toBe(true)
    expect(within(dialog).getByText('0 of 2 seats selected')).toBeTruthy()
  })

  it("'Change Tickets' closes the picker", async () => {
    renderPicker()
    const { dialog } = await openPicker()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Tickets' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(picker.getSnapshot().status).toBe('closed')
  })
})

describe('the map by keyboard (arrows move seat to seat, Enter selects, a live region says the seat)', () => {
  it('moves along the row and to the next row, and selects with Enter (auto-pick for the quantity)', async () => {
    renderPicker()
    const { dialog, map } = await openPicker()
    act(() => map.focus())
    const live = dialog.querySelector('[data-seat-announcement]') as HTMLElement
    // The first arrow focuses the seat nearest the middle of the map.
    fireEvent.keyDown(map, { key: 'ArrowRight' })
    const first = live.textContent
    expect(first).toMatch(/^Row [CD], seat \d, available/)
    fireEvent.keyDown(map, { key: 'Home' })
    const row = first?.slice(4, 5)
    expect(live.textContent).toBe(row === 'C' ? 'Row C, seat 1, unavailable' : 'Row D, seat 1, available, wheelchair')
    fireEvent.keyDown(map, { key: row === 'C' ? 'ArrowDown' : 'ArrowUp' })
    fireEvent.keyDown(map, { key: 'ArrowUp' })
    expect(live.textContent).toBe('Row C, seat 1, unavailable')
    fireEvent.keyDown(map, { key: 'ArrowRight' })
    expect(live.textContent).toBe('Row C, seat 2, available')
    // A visible focus ring is drawn on the canvas in the next frame: 4 px outside the seat (radius
    // 8 × scale 4.2, the 116 × 40 seat area fitted into 700 × 200 with 16 px padding).
    await waitFor(() =>
      expect(draws.calls.some((c) => c.op === 'arc' && Math.abs((c.args[2] as number) - (8 * 4.2 + 4)) < 1e-9)).toBe(
        true,
      ),
    )

    fireEvent.keyDown(map, { key: 'Enter' })
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual(['C2', 'C3'])
    await waitFor(() => expect(live.textContent).toBe('Row C, seat 2, selected'))
    expect(within(dialog).getByText('2 of 2 seats selected')).toBeTruthy()

    const confirm = within(dialog).getByRole('button', { name: 'Confirm Selection' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // 'Selected Seats' lists the confirmed seats with 'Change seats'.
    const selected = screen.getByRole('region', { name: 'Selected Seats' })
    expect(
      within(selected)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Row C, seat 2', 'Row C, seat 3'])
    expect(within(selected).getByRole('button', { name: 'Change seats' })).toBeTruthy()
  })

  it('a click on a seat selects it: the pointer finds the seat through the spatial index', async () => {
    renderPicker()
    const { map } = await openPicker()
    // Where seat D5 (100, 24) is on screen once the seats are fitted into 700 × 200 with 16 px padding.
    const s = picker.getSnapshot()
    expect(s.model?.count).toBe(12)
    const scale = Math.min((700 - 32) / s.model!.bounds.width, (200 - 32) / s.model!.bounds.height)
    const x = (700 - s.model!.bounds.width * scale) / 2 + (100 - s.model!.bounds.x) * scale
    const y = (200 - s.model!.bounds.height * scale) / 2 + (24 - s.model!.bounds.y) * scale
    fireEvent.pointerDown(map, { pointerId: 1, clientX: x, clientY: y, pointerType: 'mouse' })
    fireEvent.pointerUp(map, { pointerId: 1, clientX: x, clientY: y, pointerType: 'mouse' })
    expect(picker.getSnapshot().selection.map((seat) => seat.seatId)).toEqual(['D5', 'D6'])
  })

  it("data-view is the transform a click goes through: after a zoom, a click at a seat's map point × scale + offset finds it", async () => {
    renderPicker()
    const { dialog, map } = await openPicker()
    const view = () => (map.getAttribute('data-view') ?? '').split(' ').map(Number) as [number, number, number]
    // Fitted: the 116 × 40 seat area (x 12..128, y −8..32) in 700 × 200 with 16 px padding is 4.2 px per unit.
    await waitFor(() => expect(view()[0]).toBeCloseTo(4.2, 9))
    const [fitted] = view()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zoom in' }))
    // × 1.5 (6.3) is past the zoom limit, where a seat's radius is 40 px: radius 8 → 5 px per unit.
    await waitFor(() => expect(view()[0]).toBe(Math.min(fitted * 1.5, 40 / 8)))
    const [scale, x, y] = view()
    const click = (mx: number, my: number) => {
      fireEvent.pointerDown(map, {
        pointerId: 2,
        clientX: mx * scale + x,
        clientY: my * scale + y,
        pointerType: 'mouse',
      })
      fireEvent.pointerUp(map, { pointerId: 2, clientX: mx * scale + x, clientY: my * scale + y, pointerType: 'mouse' })
    }
    const live = dialog.querySelector('[data-seat-announcement]') as HTMLElement
    // C1 (20, 0) is booked: nothing is selected, and the click is said with the seat's state.
    click(20, 0)
    expect(picker.getSnapshot().selection).toEqual([])
    expect(live.textContent).toBe('Row C, seat 1, unavailable')
    // C4 (80, 0): selected with its neighbour, and said again as selected.
    click(80, 0)
    expect(picker.getSnapshot().selection.map((seat) => seat.seatId)).toEqual(['C4', 'C5'])
    await waitFor(() => expect(live.textContent).toBe('Row C, seat 4, selected'))
  })
})

describe('the list path reaches the same selection (section → row → seats, best available, filters)', () => {
  it('selects seat by seat with named checkboxes', async () => {
    renderPicker()
    const { dialog } = await openPicker()
    fireEvent.click(within(dialog).getByRole('button', { name: 'List' }))
    expect(within(dialog).getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true')
    const list = dialog.querySelector('[data-seat-list]') as HTMLElement
    const section = within(list).getByText('Stalls').closest('details') as HTMLDetailsElement
    act(() => {
      section.open = true
      section.dispatchEvent(new Event('toggle'))
    })
    const rowC = within(list).getByText('Row C, 5 available').closest('details') as HTMLDetailsElement
    act(() => {
      rowC.open = true
      rowC.dispatchEvent(new Event('toggle'))
    })
    // Booked C1 is not offered.
    expect(within(rowC).queryByRole('checkbox', { name: 'Row C, seat 1' })).toBeNull()
    fireEvent.click(within(rowC).getByRole('checkbox', { name: 'Row C, seat 4' }))
    fireEvent.click(within(rowC).getByRole('checkbox', { name: 'Row C, seat 6' }))
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual(['C4', 'C6'])
    expect((within(rowC).getByRole('checkbox', { name: 'Row C, seat 4' }) as HTMLInputElement).checked).toBe(true)
    expect(within(dialog).getByText('2 of 2 seats selected')).toBeTruthy()
  })

  it("'Best available' picks seats together; the filter keeps wheelchair and companion seats", async () => {
    renderPicker()
    const { dialog } = await openPicker()
    fireEvent.click(within(dialog).getByRole('button', { name: 'List' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Wheelchair space' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Companion seat' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Best available for Stalls (2)' }))
    expect(picker.getSnapshot().selection.map((s) => s.seatId)).toEqual(['D1', 'D2'])
    const list = dialog.querySelector('[data-seat-list]') as HTMLElement
    const section = within(list).getByText('Stalls').closest('details') as HTMLDetailsElement
    act(() => {
      section.open = true
      section.dispatchEvent(new Event('toggle'))
    })
    // Only row D has seats with those marks.
    expect(within(list).queryByText(/^Row C/)).toBeNull()
    const rowD = within(list).getByText('Row D, 0 available').closest('details') as HTMLDetailsElement
    act(() => {
      rowD.open = true
      rowD.dispatchEvent(new Event('toggle'))
    })
    expect(
      within(rowD)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Row D, seat 1, wheelchair', 'Row D, seat 2, companion'])
  })
})

describe('storefront §5 in the dialog: the selection must match the quantities', () => {
  it("says 'Too many seats for {group}' and keeps 'Confirm Selection' disabled", async () => {
    renderPicker()
    const { dialog } = await openPicker()
    act(() => {
      picker.toggle('C2')
      picker.toggle('C3')
      picker.toggle('C4')
    })
    expect(within(dialog).getByText('Too many seats for Stalls')).toBeTruthy()
    expect((within(dialog).getByRole('button', { name: 'Confirm Selection' }) as HTMLButtonElement).disabled).toBe(true)
    act(() => {
      picker.toggle('C4')
      picker.toggle('C3')
    })
    expect(within(dialog).getByText('Not enough seats for Stalls Adult')).toBeTruthy()
  })

  it('Escape is back: the dialog closes and the changes are dropped', async () => {
    renderPicker()
    const { dialog } = await openPicker()
    act(() => void picker.click('C3'))
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(picker.getSnapshot()).toMatchObject({ status: 'closed', selection: [], confirmed: [] })
    expect(screen.queryByRole('region', { name: 'Selected Seats' })).toBeNull()
  })
})
