/**
 * Drawing through a draw-call recorder: culling, level of detail, states, attributes, overlay.
 */
import { describe, expect, it } from 'vitest'
import { createSpatialIndex, readSeatMap, type SeatRowInput } from './deps'
import { drawBackground, drawOverlay, drawSeatLayer, FALLBACK_PALETTE, pixelOf, seatLabel, writeDots } from './draw'
import { recorder } from './test-helpers'

/** 10 rows × 10 seats, 20 units apart, radius 8; row B seat 2 booked, C3 wheelchair, C4 companion, C5 restricted view. */
function hall() {
  const seats: SeatRowInput[] = []
  for (let r = 0; r < 10; r++) {
    for (let n = 1; n <= 10; n++) {
      const row = String.fromCharCode(65 + r)
      seats.push({
        id: `${row}${n}`,
        name: `Stalls ${row}${n}`,
        section: 'Stalls',
        row,
        x: n * 20,
        y: r * 20,
        r: 8,
        state: row === 'B' && n === 2 ? 'booked' : 'available',
        previous: n > 1 ? `${row}${n - 1}` : null,
        next: n < 10 ? `${row}${n + 1}` : null,
        ...(row === 'C' && n === 3 ? { attributes: ['wheelchair' as const] } : {}),
        ...(row === 'C' && n === 4 ? { attributes: ['companion' as const] } : {}),
        ...(row === 'C' && n === 5 ? { attributes: ['restricted_view' as const] } : {}),
      })
    }
  }
  const model = readSeatMap({
    seat_map: {
      _data: [
        {
          id: 'hall',
          width: 220,
          height: 200,
          other_elements: [{ kind: 'stage', shape: 'rect', x: 40, y: -60, width: 140, height: 30, text: 'Stage' }],
          map_geometry: null,
        },
      ],
    },
    seat: { _data: seats },
  })
  return { model, index: createSpatialIndex(model) }
}

describe('drawSeatLayer', () => {
  const { model, index } = hall()

  it('draws only the seats inside the rectangle (culling through the spatial index)', () => {
    const ctx = recorder()
    // x 15–65 holds seat columns 1–3 (centres 20, 40, 60), y −5–25 rows A and B.
    const stats = drawSeatLayer(ctx, model, index, { x: 15, y: -5, width: 50, height: 30 }, 0.2, FALLBACK_PALETTE)
    expect(stats).toEqual({ seats: 6, level: 'dots' })
    expect(ctx.count('fillRect')).toBe(6)
  })

  it('dots: one fillRect per seat in its state colour, never smaller than 1.5 CSS px', () => {
    const ctx = recorder()
    const stats = drawSeatLayer(ctx, model, index, { x: -100, y: -100, width: 500, height: 500 }, 0.2, FALLBACK_PALETTE)
    expect(stats.level).toBe('dots')
    expect(ctx.count('fillRect', FALLBACK_PALETTE.available)).toBe(99)
    expect(ctx.count('fillRect', FALLBACK_PALETTE.unavailable)).toBe(1)
    expect(ctx.count('arc')).toBe(0)
    const tiny = recorder()
    drawSeatLayer(tiny, model, index, { x: -100, y: -100, width: 500, height: 500 }, 0.05, FALLBACK_PALETTE)
    const side = tiny.calls.find((c) => c.op === 'fillRect')!.args[2] as number
    expect(side * 0.05).toBeCloseTo(1.5, 6)
  })

  it('circles: arcs, a square for a wheelchair place, a diamond for a companion seat, a bar for restricted view', () => {
    const ctx = recorder()
    const stats = drawSeatLayer(ctx, model, index, { x: -100, y: -100, width: 500, height: 500 }, 0.5, FALLBACK_PALETTE)
    expect(stats.level).toBe('circles')
    expect(ctx.count('fillRect')).toBe(0)
    expect(ctx.count('arc')).toBe(98)
    // The stage (background) and the wheelchair place are the two rects.
    expect(ctx.calls.filter((c) => c.op === 'rect').map((c) => c.args)).toEqual([
      [40, -60, 140, 30],
      [52, 32, 16, 16],
    ])
    expect(ctx.count('closePath')).toBeGreaterThanOrEqual(1)
    expect(ctx.count('stroke')).toBeGreaterThanOrEqual(1)
    expect(ctx.count('fillText')).toBe(1) // the stage's label only
  })

  it('labels: the seat numbers of available seats once a seat is large on screen', () => {
    const ctx = recorder()
    const stats = drawSeatLayer(ctx, model, index, { x: 0, y: -10, width: 70, height: 20 }, 2, FALLBACK_PALETTE)
    expect(stats.level).toBe('labels')
    const texts = ctx.calls.filter((c) => c.op === 'fillText').map((c) => c.args[0])
    expect(texts).toEqual(['1', '2', '3'])
    expect(seatLabel('Stalls C12')).toBe('12')
    expect(seatLabel('Box')).toBe('Box')
  })
})

describe('drawBackground: section names (issue 18.6)', () => {
  it('a tall, narrow section writes its name upright inside it; a wide one across', () => {
    const galleries = readSeatMap({
      seat_map: {
        _data: [
          {
            id: 'g',
            width: 400,
            height: 600,
            other_elements: [
              { kind: 'section', shape: 'rect', x: 0, y: 100, width: 60, height: 400, text: 'Left Gallery' },
              { kind: 'section', shape: 'rect', x: 100, y: 0, width: 200, height: 60, text: 'Stalls' },
            ],
          },
        ],
      },
      seat: { _data: [] },
    })
    const ctx = recorder()
    drawBackground(ctx, galleries, { x: 0, y: 0, width: 400, height: 600 }, 1, FALLBACK_PALETTE)
    const ops = ctx.calls.map((c) => c.op)
    const upright = ops.indexOf('rotate')
    expect(ctx.calls[upright]?.args).toEqual([-Math.PI / 2])
    // Rotated about the gallery's middle, written there, then the transform restored.
    expect(ctx.calls[upright - 1]).toMatchObject({ op: 'translate', args: [30, 300] })
    expect(ctx.calls[upright + 1]).toMatchObject({ op: 'fillText', args: ['Left Gallery', 0, 0] })
    expect(ops[upright + 2]).toBe('restore')
    expect(ctx.calls.filter((c) => c.op === 'fillText').map((c) => c.args)).toEqual([
      ['Left Gallery', 0, 0],
      ['Stalls', 200, 30],
    ])
    expect(ctx.count('rotate')).toBe(1)
  })
})

describe('drawOverlay', () => {
  const { model } = hall()
  const view = { scale: 1, x: 10, y: 10 }

  it('fills the selected seats in the selected colour with a tick, and rings the focused seat', () => {
    const ctx = recorder()
    drawOverlay(
      ctx,
      model,
      view,
      [model.indexOf('A1'), model.indexOf('C3')],
      { index: model.indexOf('A2'), visible: true },
      FALLBACK_PALETTE,
    )
    const fills = ctx.calls.filter((c) => c.op === 'fill')
    expect(fills.map((c) => c.fillStyle)).toEqual([FALLBACK_PALETTE.selected])
    // A1 is a circle at (30, 10); C3, a wheelchair place, a square.
    expect(ctx.calls.find((c) => c.op === 'arc')?.args.slice(0, 3)).toEqual([30, 10, 8])
    expect(ctx.calls.filter((c) => c.op === 'rect').map((c) => c.args)).toEqual([[62, 42, 16, 16]])
    const strokes = ctx.calls.filter((c) => c.op === 'stroke').map((c) => c.strokeStyle)
    expect(strokes).toEqual([FALLBACK_PALETTE.onSelected, FALLBACK_PALETTE.focus])
    // The focus ring: 4 px outside A2 (50, 10).
    expect(
      ctx.calls
        .filter((c) => c.op === 'arc')
        .at(-1)
        ?.args.slice(0, 3),
    ).toEqual([50, 10, 12])
  })

  it('at the dots level, a selected seat is a 6 px square however small the seat', () => {
    const ctx = recorder()
    drawOverlay(ctx, model, { scale: 0.1, x: 0, y: 0 }, [model.indexOf('A1')], null, FALLBACK_PALETTE)
    expect(ctx.calls.filter((c) => c.op === 'rect').map((c) => c.args)).toEqual([[2 - 3, 0 - 3, 6, 6]])
  })

  it('draws no focus ring while focus is not visible (a pointer click)', () => {
    const ctx = recorder()
    drawOverlay(ctx, model, view, [], { index: model.indexOf('A2'), visible: false }, FALLBACK_PALETTE)
    expect(ctx.count('stroke')).toBe(1) // the (empty) tick path only
    expect(ctx.count('arc')).toBe(0)
  })
})

describe('dots as pixels', () => {
  const { model, index } = hall()

  it('reads the two forms a canvas gives a colour as little-endian RGBA pixels', () => {
    expect(pixelOf('#2f6f9f')).toBe(0xff9f6f2f)
    expect(pixelOf('rgba(255, 0, 0, 0.5)')).toBe(0x800000ff)
    expect(pixelOf('rgb(1, 2, 3)')).toBe(0xff030201)
    expect(pixelOf('var(--x)')).toBeNull()
  })

  it('writes each seat as a square of its state colour, clipped to the tile', () => {
    const width = 40
    const height = 30
    const pixels = new Uint32Array(width * height)
    const seats = index.query({ x: 0, y: -10, width: 80, height: 40 })
    // k = 0.5: seat A1 (20, 0) → (10, 0), a square 8 wide (r 8 × 2 × 0.5) from (6, −4): rows 0–3 on the tile.
    const written = writeDots(pixels, width, height, model, seats, 0.5, 0, 0, { 0: 1, 1: 2, 2: 2, 3: 3 }, 1.5)
    expect(written).toBe(seats.length)
    expect(pixels[0 * width + 6]).toBe(1)
    expect(pixels[3 * width + 13]).toBe(1)
    expect(pixels[4 * width + 6]).toBe(0)
    // B2 (40, 20) is booked: its square around (20, 10) has the unavailable colour.
    expect(pixels[10 * width + 20]).toBe(2)
    // A seat never shrinks under the minimum size.
    const tiny = new Uint32Array(width * height)
    writeDots(tiny, width, height, model, [model.indexOf('A1')], 0.01, 5, 5, { 0: 9 }, 3)
    expect([...tiny].filter((p) => p === 9)).toHaveLength(9)
  })

  it('the layer hands the dots to the pixel writer and draws the background on top', () => {
    const ctx = recorder()
    let handed: readonly number[] = []
    drawSeatLayer(
      ctx,
      model,
      index,
      { x: -100, y: -100, width: 500, height: 500 },
      0.2,
      FALLBACK_PALETTE,
      [],
      (seats) => (handed = [...seats]),
    )
    expect(handed).toHaveLength(100)
    expect(ctx.count('fillRect')).toBe(0)
    expect(ctx.calls.filter((c) => c.op === 'rect').map((c) => c.args)).toEqual([[40, -60, 140, 30]])
  })
})
