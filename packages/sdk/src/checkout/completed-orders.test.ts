import { describe, expect, it } from 'vitest'
import { focalPosition, sellerCompletion } from './completed-orders.js'

// storefront §3 Seller meta: completed_order_message, completed_order_links, completed_image,
// completed_mobile_image, completed_image_alternate_text, completed offsets, logo_external_url —
// what the complete page shows.
const location = { apiBase: 'https://api.example/api/v1', seller: 'demo' }
const answer = (meta: Record<string, unknown> | null) => ({
  ticket_order: { _data: [] },
  seller: { _data: [{ id: 's', meta }] },
})

describe('sellerCompletion', () => {
  it('reads the message, the links and the picture at double size for each screen', () => {
    const seen = sellerCompletion(
      answer({
        completed_order_message: '<p>Thanks</p>',
        completed_order_links: [{ label: 'Visit', url: 'https://example.org/visit' }],
        completed_image: 'wide',
        completed_mobile_image: 'narrow',
        completed_image_alternate_text: 'The hall',
      }),
      location,
    )
    expect(seen).toEqual({
      message: '<p>Thanks</p>',
      links: [{ label: 'Visit', url: 'https://example.org/visit' }],
      image: {
        url: 'https://api.example/api/v1/images/wide?sizex=2400&sizey=800&shrinkonly=1&_seller=demo',
        width: 1200,
        height: 400,
        position: '50% 50%',
        mobile: {
          url: 'https://api.example/api/v1/images/narrow?sizex=1440&sizey=960&shrinkonly=1&_seller=demo',
          width: 720,
          height: 480,
          position: '50% 50%',
        },
        alt: 'The hall',
      },
      website: null,
    })
  })

  it('crops each picture around its focal point (completed offsets)', () => {
    const seen = sellerCompletion(
      answer({
        completed_image: 'wide',
        completed_mobile_image: 'narrow',
        completed_image_offset: { x: 50, y: 30 },
        completed_mobile_image_offset: '35% 60%',
      }),
      location,
    )
    expect(seen?.image?.position).toBe('50% 30%')
    expect(seen?.image?.mobile?.position).toBe('35% 60%')
    expect(focalPosition('20,80')).toBe('20% 80%')
    expect(focalPosition({ x: -10, y: 140 })).toBe('0% 100%')
    expect(focalPosition('top')).toBe('50% 50%')
    expect(focalPosition({ x: 'left', y: 3 })).toBe('50% 50%')
    expect(focalPosition(null)).toBe('50% 50%')
  })

  it("logo_external_url: the seller's website, http(s) only", () => {
    const site = (url: unknown) => sellerCompletion(answer({ logo_external_url: url }), location)?.website ?? null
    expect(site('https://museum.example/')).toBe('https://museum.example/')
    expect(site('javascript:alert(1)')).toBeNull()
    expect(site('//evil.example')).toBeNull()
    expect(site('/demo')).toBeNull()
    // A website alone is something to show.
    expect(sellerCompletion(answer({ logo_external_url: 'https://museum.example/' }), location)).toEqual({
      message: null,
      links: [],
      image: null,
      website: 'https://museum.example/',
    })
  })

  it('leaves out links a visitor should not follow and answers null when the seller has nothing', () => {
    const seen = sellerCompletion(
      answer({
        completed_order_links: [
          { label: 'Script', url: 'javascript:alert(1)' },
          { label: 'Elsewhere', url: '//evil.example' },
          { label: '', url: '/x' },
          { label: 'Members', url: '/demo/membership' },
        ],
      }),
      location,
    )
    expect(seen).toEqual({
      message: null,
      links: [{ label: 'Members', url: '/demo/membership' }],
      image: null,
      website: null,
    })
    expect(sellerCompletion(answer(null), location)).toBeNull()
    expect(sellerCompletion({ ticket_order: { _data: [] } }, location)).toBeNull()
    expect(sellerCompletion(null, location)).toBeNull()
  })
})
