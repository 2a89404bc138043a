/**
 * Colour arithmetic for the theme: a tenant picks any primary, secondary and background, and the
 * template derives text and button colours that keep WCAG 2.2 contrast (4.5:1 for text, 3:1 for
 * borders and focus rings) in both light and dark mode (storefront §3 Theme).
 */

type Rgb = readonly [number, number, number]

export function parseHex(hex: string): Rgb {
  let digits = hex.replace('#', '')
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('')
  const n = Number.parseInt(digits, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** WCAG relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `from` moved towards `to` by `amount` (0 keeps `from`, 1 gives `to`). */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from)
  const b = parseHex(to)
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as unknown as Rgb)
}

/** Black or white, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrast('#ffffff', background) >= contrast('#111111', background) ? '#ffffff' : '#111111'
}

/**
 * `colour` darkened or lightened in small steps until it reaches `ratio` against every colour in
 * `against`; unchanged when it already does. Moves away from the backgrounds' lightness.
 */
export function ensureContrast(colour: string, against: string[], ratio: number): string {
  const passes = (c: string) => against.every((bg) => contrast(c, bg) >= ratio)
  if (passes(colour)) return colour
  const darkBackgrounds = against.every((bg) => luminance(bg) < 0.18)
  const target = darkBackgrounds ? '#ffffff' : '#000000'
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(colour, target, step / 20)
    if (passes(candidate)) return candidate
  }
  return target
}

/**
 * A button fill and its label colour with at least 4.5:1 between them. When neither black nor
 * white reads on the tenant's colour, the fill is darkened until white does.
 */
export function buttonColours(fill: string): { fill: string; label: string } {
  const label = textOn(fill)
  if (contrast(label, fill) >= 4.5) return { fill, label }
  return { fill: ensureContrast(fill, ['#ffffff'], 4.5), label: '#ffffff' }
}
