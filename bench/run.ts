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
import { seatmapFigures, type SeatmapFigure } from './seatmap.ts'
import { sizes, type SizeFigure } from './sizes.ts'

const here = dirname(fileURLToPath(import.meta.url))

const figures: {
  measuredAt: string
  node: string
  sizes: SizeFigure[]
  lighthouse: LighthouseFigure[]
  seatmap: SeatmapFigure[]
  money: MoneyFigure
} = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  sizes: await sizes(),
  lighthouse: await lighthouseFigures(),
  seatmap: await seatmapFigures(),
  money: await moneyFigures(),
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
console.log('\nSizes (min + gzip)')
console.log('-'.repeat(78))
for (const f of figures.sizes) {
  console.log(`${f.name.padEnd(52)} ${kb(f.min).padStart(10)} ${kb(f.gzip).padStart(10)}`)
}

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

mkdirSync(join(here, 'results'), { recursive: true })
const out = join(here, 'results', 'latest.json')
writeFileSync(out, JSON.stringify(figures, null, 2) + '\n')
console.log(`\nWrote ${out}`)
