/**
 * `GET images/{imageId}?sizex&sizey&shrinkonly` (calls §7: "Images are rewritten to an api path
 * with sizex, sizey and shrinkonly"). The sandbox ships no binary files: each seeded image is a
 * description (intrinsic size, palette, motif) drawn as an SVG of the asked size.
 *
 * Sizing, as an image service would do it:
 * - `sizex` and `sizey` give the box; the picture fills it, cropping the overflow from the centre.
 * - With only one of them the other follows the intrinsic aspect ratio; with neither, the
 *   intrinsic size.
 * - `shrinkonly` (1 / true) never enlarges: a box bigger than the intrinsic size is scaled down,
 *   keeping its aspect ratio, until it fits the intrinsic size.
 */

export type ImageMotif = 'arches' | 'circles' | 'waves' | 'grid' | 'notes' | 'leaves'

export interface SeedImage {
  id: string
  /** Intrinsic size of the "original". */
  width: number
  height: number
  /** Background gradient from, to; accent; ink (for the motif lines). */
  palette: readonly [string, string, string, string]
  motif: ImageMotif
}

/** The largest edge the sandbox draws, to keep a mistyped size from building a huge string. */
export const maxImageEdge = 4000

export interface ImageSize {
  width: number
  height: number
}

/** Works out the output size; returns an error sentence for a size it cannot honour. */
export function imageSize(
  image: Pick<SeedImage, 'width' | 'height'>,
  query: { sizex?: string; sizey?: string; shrinkonly?: string },
): ImageSize | { error: string } {
  const parse = (name: string, raw: string | undefined): number | undefined | { error: string } => {
    if (raw === undefined || raw === '') return undefined
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 1 || n > maxImageEdge)
      return { error: `${name} must be a whole number of pixels from 1 to ${maxImageEdge}.` }
    return n
  }
  const sizex = parse('sizex', query.sizex)
  const sizey = parse('sizey', query.sizey)
  if (typeof sizex === 'object') return sizex
  if (typeof sizey === 'object') return sizey

  const ratio = image.width / image.height
  let width = sizex ?? (sizey !== undefined ? Math.round(sizey * ratio) : image.width)
  let height = sizey ?? (sizex !== undefined ? Math.round(sizex / ratio) : image.height)

  const shrinkOnly = query.shrinkonly === '1' || query.shrinkonly === 'true'
  if (shrinkOnly && (width > image.width || height > image.height)) {
    const scale = Math.min(image.width / width, image.height / height)
    width = Math.max(1, Math.round(width * scale))
    height = Math.max(1, Math.round(height * scale))
  }
  return { width, height }
}

const fmt = (n: number) => String(Math.round(n * 10) / 10)

function motifShapes(image: SeedImage): string {
  const { width: w, height: h } = image
  const [, , accent, ink] = image.palette
  const shapes: string[] = []
  switch (image.motif) {
    case 'arches': {
      const count = 5
      const span = w / count
      for (let i = 0; i < count; i++) {
        const x = i * span + span * 0.15
        const aw = span * 0.7
        const top = h * 0.32
        shapes.push(
          `<path d="M${fmt(x)} ${fmt(h * 0.86)} V${fmt(top + aw / 2)} A${fmt(aw / 2)} ${fmt(aw / 2)} 0 0 1 ${fmt(x + aw)} ${fmt(top + aw / 2)} V${fmt(h * 0.86)} Z" fill="${i % 2 ? accent : ink}" fill-opacity="${i % 2 ? 0.55 : 0.18}"/>`,
        )
      }
      shapes.push(
        `<rect x="0" y="${fmt(h * 0.86)}" width="${w}" height="${fmt(h * 0.14)}" fill="${ink}" fill-opacity="0.3"/>`,
      )
      break
    }
    case 'circles': {
      const r = Math.min(w, h)
      shapes.push(
        `<circle cx="${fmt(w * 0.68)}" cy="${fmt(h * 0.42)}" r="${fmt(r * 0.34)}" fill="${accent}" fill-opacity="0.8"/>`,
      )
      shapes.push(
        `<circle cx="${fmt(w * 0.3)}" cy="${fmt(h * 0.62)}" r="${fmt(r * 0.22)}" fill="${ink}" fill-opacity="0.25"/>`,
      )
      shapes.push(
        `<circle cx="${fmt(w * 0.44)}" cy="${fmt(h * 0.3)}" r="${fmt(r * 0.1)}" fill="none" stroke="${ink}" stroke-width="${fmt(r * 0.012)}"/>`,
      )
      break
    }
    case 'waves': {
      for (let i = 0; i < 4; i++) {
        const y = h * (0.45 + i * 0.13)
        const a = h * 0.06
        shapes.push(
          `<path d="M0 ${fmt(y)} C${fmt(w * 0.25)} ${fmt(y - a)} ${fmt(w * 0.25)} ${fmt(y + a)} ${fmt(w * 0.5)} ${fmt(y)} S${fmt(w * 0.75)} ${fmt(y - a)} ${fmt(w)} ${fmt(y)} V${h} H0 Z" fill="${i % 2 ? accent : ink}" fill-opacity="${fmt(0.12 + i * 0.1)}"/>`,
        )
      }
      break
    }
    case 'grid': {
      const cols = 6
      const rows = 4
      const cw = w / cols
      const rh = h / rows
      for (let c = 0; c < cols; c++) {
        for (let r = 0; r < rows; r++) {
          if ((c * 7 + r * 3) % 3 === 0) {
            shapes.push(
              `<rect x="${fmt(c * cw + cw * 0.1)}" y="${fmt(r * rh + rh * 0.1)}" width="${fmt(cw * 0.8)}" height="${fmt(rh * 0.8)}" fill="${(c + r) % 2 ? accent : ink}" fill-opacity="${(c + r) % 2 ? 0.7 : 0.2}"/>`,
            )
          }
        }
      }
      break
    }
    case 'notes': {
      for (let i = 0; i < 5; i++) {
        const y = h * (0.3 + i * 0.08)
        shapes.push(
          `<line x1="0" y1="${fmt(y)}" x2="${w}" y2="${fmt(y)}" stroke="${ink}" stroke-opacity="0.35" stroke-width="${fmt(h * 0.006)}"/>`,
        )
      }
      const notes = [0.2, 0.35, 0.5, 0.65, 0.8]
      notes.forEach((x, i) => {
        const y = h * (0.3 + ((i * 3) % 5) * 0.08)
        shapes.push(
          `<ellipse cx="${fmt(w * x)}" cy="${fmt(y)}" rx="${fmt(h * 0.035)}" ry="${fmt(h * 0.026)}" fill="${accent}"/>`,
        )
        shapes.push(
          `<line x1="${fmt(w * x + h * 0.033)}" y1="${fmt(y)}" x2="${fmt(w * x + h * 0.033)}" y2="${fmt(y - h * 0.18)}" stroke="${accent}" stroke-width="${fmt(h * 0.008)}"/>`,
        )
      })
      break
    }
    case 'leaves': {
      for (let i = 0; i < 7; i++) {
        const cx = w * (0.12 + i * 0.13)
        const cy = h * (0.55 + ((i * 5) % 3) * 0.1)
        const s = Math.min(w, h) * 0.14
        shapes.push(
          `<path d="M${fmt(cx)} ${fmt(cy + s)} Q${fmt(cx - s)} ${fmt(cy)} ${fmt(cx)} ${fmt(cy - s)} Q${fmt(cx + s)} ${fmt(cy)} ${fmt(cx)} ${fmt(cy + s)} Z" fill="${i % 2 ? accent : ink}" fill-opacity="${i % 2 ? 0.75 : 0.3}" transform="rotate(${((i * 23) % 60) - 30} ${fmt(cx)} ${fmt(cy)})"/>`,
        )
      }
      break
    }
  }
  return shapes.join('')
}

/**
 * Draws a seeded image at a size. The drawing is made at the intrinsic size and fitted into the
 * output box with `xMidYMid slice`, so any aspect ratio crops from the centre instead of stretching.
 */
export function renderImageSvg(image: SeedImage, size: ImageSize): string {
  const [from, to] = image.palette
  const gradientId = `g-${image.id}`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="0 0 ${image.width} ${image.height}" preserveAspectRatio="xMidYMid slice" role="img">` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${image.width}" height="${image.height}" fill="url(#${gradientId})"/>` +
    motifShapes(image) +
    `</svg>`
  )
}
