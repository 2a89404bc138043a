import { describe, expect, it } from 'vitest'
import { imageSize, renderImageSvg, type SeedImage } from './images.js'

const original = { width: 1600, height: 1000 }

describe('image sizes (calls §7 image rewrite: sizex, sizey, shrinkonly)', () => {
  it('fills the asked box; one side alone keeps the aspect ratio; none gives the original', () => {
    expect(imageSize(original, { sizex: '544', sizey: '432' })).toEqual({ width: 544, height: 432 })
    expect(imageSize(original, { sizex: '800' })).toEqual({ width: 800, height: 500 })
    expect(imageSize(original, { sizey: '250' })).toEqual({ width: 400, height: 250 })
    expect(imageSize(original, {})).toEqual({ width: 1600, height: 1000 })
  })

  it('with shrinkonly never enlarges past the original, keeping the box’s shape', () => {
    expect(imageSize(original, { sizex: '3200', sizey: '1000', shrinkonly: '1' })).toEqual({ width: 1600, height: 500 })
    expect(imageSize(original, { sizex: '3000', sizey: '2000', shrinkonly: 'true' })).toEqual({
      width: 1500,
      height: 1000,
    })
    expect(imageSize(original, { sizex: '3000', sizey: '2000', shrinkonly: '0' })).toEqual({
      width: 3000,
      height: 2000,
    })
    expect(imageSize(original, { sizex: '272', sizey: '216', shrinkonly: '1' })).toEqual({ width: 272, height: 216 })
  })

  it('refuses sizes that are not whole pixels from 1 to 4000', () => {
    for (const sizex of ['0', '-5', '12.5', 'wide', '4001'])
      expect(imageSize(original, { sizex })).toHaveProperty('error')
  })

  it('draws the original scene cropped from the centre into the output box', () => {
    const image: SeedImage = {
      id: 'x',
      width: 1600,
      height: 1000,
      palette: ['#000000', '#111111', '#222222', '#333333'],
      motif: 'waves',
    }
    const svg = renderImageSvg(image, { width: 272, height: 216 })
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="272" height="216" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice"/,
    )
    expect(svg.endsWith('</svg>')).toBe(true)
  })
})
