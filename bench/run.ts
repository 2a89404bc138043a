/**
 * `pnpm bench`: prints figures and writes them to bench/results/latest.json.
 * Figures, never pass/fail: tests never assert on time or size (brief, "Fast, measured").
 *
 * Sizes are min + gzip, measured the way a tenant's bundler would see them: esbuild, minified,
 * production React, tree-shaken, gzip level 9.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lighthouseFigures, type LighthouseFigure } from './lighthouse.ts'
import { moneyFigures, type MoneyFigure } from './money.ts'
import { partnerFigure, type PartnerFigure } from './partner.ts'
import { seatmapFigures, type SeatmapFigure } from './seatmap.ts'
import { ANCHORS, SIZE_TARGETS, sizes, storiesInProductionBuild, type SizeFigure } from './sizes.ts'

const here = dirname(fileURLToPath(import.meta.url))

const figures: {
  measuredAt: string
  node: string
  sizes: SizeFigure[]
  lighthouse: LighthouseFigure[]
  seatmap: SeatmapFigure[]
  money: MoneyFigure
  partner: PartnerFigure
} = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  sizes: await sizes(),
  lighthouse: await lighthouseFigures(),
  seatmap: await seatmapFigures(),
  money: await moneyFigures(),
  partner: await partnerFigure(),
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
// Each figure beside the floor and the anchors (issue 16: "print each Foyer figure as a ratio to
// them and to the floor"), and its target where the issue sets one.
const named = (name: string) => figures.sizes.find((f) => f.name === name)?.gzip
const floor = figures.sizes[0]!.gzip
const medusa = named(ANCHORS.medusa)
const hydrogen = named(ANCHORS.hydrogenCart)
const ratio = (value: number, base: number | undefined) => (base ? `${(value / base).toFixed(2)}×` : '—')
console.log(
  '\nSizes (min + gzip); ratios of the gzip figure to the react + react-dom floor, Medusa js-sdk, hydrogen-react cart',
)
console.log('-'.repeat(118))
console.log(
  `${'figure'.padEnd(52)} ${'min'.padStart(10)} ${'gzip'.padStart(10)} ${'/floor'.padStart(8)} ${'/medusa'.padStart(8)} ${'/hydrogen'.padStart(10)}  target`,
)
for (const f of figures.sizes) {
  const target = SIZE_TARGETS.find((t) => t.match.test(f.name))
  const met = target ? (target.floor ? f.gzip <= target.floor * floor : f.gzip <= (target.kB ?? 0) * 1024) : null
  console.log(
    `${f.name.padEnd(52)} ${kb(f.min).padStart(10)} ${kb(f.gzip).padStart(10)} ${ratio(f.gzip, floor).padStart(8)} ${ratio(f.gzip, medusa).padStart(8)} ${ratio(f.gzip, hydrogen).padStart(10)}  ${target ? `${target.label} ${met ? 'met' : 'NOT met'}` : ''}`,
  )
}

const stories = storiesInProductionBuild()
console.log(
  `\n/_stories in the production build: ${stories === null ? 'no build' : stories ? 'PRESENT (it must not be)' : 'absent'}`,
)

console.log('\nLighthouse (mobile): performance / accessibility / best practices / SEO, LCP, TBT, CLS')
console.log('-'.repeat(78))
for (const f of figures.lighthouse) {
  console.log(
    `${f.page.padEnd(40)} ${f.performance} / ${f.accessibility} / ${f.bestPractices} / ${f.seo}   LCP ${f.lcp} ms  TBT ${f.tbt} ms  CLS ${f.cls}`,
  )
}

const money = figures.money
console.log(
  `\nMoney under faults: ${money.schedules} checkout schedules (seed ${money.seed}, ${money.ms} ms), ${money.orders} orders`,
)
console.log('-'.repeat(78))
console.log(
  `double orders ${money.doubleOrders}   double charges ${money.doubleCharges}   charges without an order ${money.chargesWithoutOrder}   orders not shown ${money.unseenOrders}`,
)

const partner = figures.partner
console.log('\nPartner script (a booking through @foyer/sdk/commands vs the same requests with bare fetch, median)')
console.log('-'.repeat(78))
console.log(
  partner.ratio === null
    ? `n/a: ${partner.problem}`
    : `sdk ${partner.sdkMs!.toFixed(1)} ms   fetch ${partner.fetchMs!.toFixed(1)} ms   ratio ${partner.ratio.toFixed(2)}×   (${partner.runs} runs; target ≤ 1.10× ${partner.ratio <= 1.1 ? 'met' : 'NOT met'})`,
)

mkdirSync(join(here, 'results'), { recursive: true })
const out = join(here, 'results', 'latest.json')
writeFileSync(out, JSON.stringify(figures, null, 2) + '\n')
console.log(`\nWrote ${out}`)
