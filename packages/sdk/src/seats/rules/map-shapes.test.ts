/**
 * The background shapes of the seat map (storefront §3 Seat map other_elements).
 */
import { describe, expect, it } from 'vitest'
import { readSeatMapShapes } from './index.js'

describe('storefront §3 Seat map other_elements: readSeatMapShapes', () => {
  it('keeps rectangles, polygons and texts in the answer order', () => {
    const elements = [
      { kind: 'stage', shape: 'rect', x: 40, y: -60, width: 140, height: 30, text: 'Stage' },
      {
        kind: 'section',
        shape: 'polygon',
        points: [
          [0, 0],
          [10, 0],
          [10, 10],
        ],
        section: 'Stalls',
      },
      { kind: 'label', shape: 'text', x: 5, y: 6, text: 'A' },
    ]
    expect(readSeatMapShapes(elements)).toEqual(elements)
  })

  it('drops what cannot be drawn: unknown kinds or shapes, missing coordinates, empty texts, bad points', () => {
    expect(
      readSeatMapShapes([
        null,
        'stage',
        { kind: 'balcony', shape: 'rect', x: 0, y: 0, width: 1, height: 1 },
        { kind: 'stage', shape: 'circle', x: 0, y: 0 },
        { kind: 'stage', shape: 'rect', x: 0, y: 0, width: '10', height: 1 },
        { kind: 'label', shape: 'text', x: 0, y: 0, text: '' },
        { kind: 'section', shape: 'polygon', points: [[0, 0], [1]] },
        { kind: 'section', shape: 'polygon', points: [] },
      ]),
    ).toEqual([])
  })

  it('drops an empty text from a rectangle, and reads anything but a list as no background', () => {
    expect(readSeatMapShapes([{ kind: 'aisle', shape: 'rect', x: 1, y: 2, width: 3, height: 4, text: '' }])).toEqual([
      { kind: 'aisle', shape: 'rect', x: 1, y: 2, width: 3, height: 4 },
    ])
    expect(readSeatMapShapes(null)).toEqual([])
    expect(readSeatMapShapes({ kind: 'stage' })).toEqual([])
  })
})
