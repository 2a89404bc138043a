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
import { interactionFigures, type InteractionFigure } from './interactions.ts'
import {
  LIGHTHOUSE_TARGETS,
  lighthouseCpuSlowdown,
  lighthouseFigures,
  lighthouseRuns,
  type LighthouseFigure,
  type LighthouseSite,
} from './lighthouse.ts'
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
  interactions: InteractionFigure[]
  seatmap: SeatmapFigure[]
  money: MoneyFigure
  partner: PartnerFigure
} = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  sizes: await sizes(),
  lighthouse: await lighthouseFigures(),
  interactions: await interactionFigures(),
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

// Issue 16: the median of the runs with its spread (min–max), each against its target; CLS also
// as its worst run, since its target holds for every run.
const lighthouseRunCount = lighthouseRuns()
const cpu = lighthouseCpuSlowdown()
console.log(
  `\nLighthouse (mobile${cpu === 4 ? '' : `, CPU slowed ${cpu}× instead of 4×: a diagnosis, not the issue's figure`}), ${lighthouseRunCount === 1 ? 'one run per page (FOYER_BENCH_LIGHTHOUSE_RUNS=1: no spread)' : `the median of ${lighthouseRunCount} runs per page [min–max]`}; accessibility / best practices / SEO as medians`,
)
console.log('-'.repeat(118))
const spread = ([min, max]: [number, number], unit = '') => `[${min}–${max}${unit}]`
const met = (ok: boolean) => (ok ? 'met' : 'NOT met')
const siteNames = {
  deployed: 'as a host serves it: HTTPS, HTTP/2, gzip (nginx, bench/deployed.ts)',
  sandbox: "the sandbox's own server: HTTP/1.1",
}
let site: LighthouseSite | null = null
for (const f of figures.lighthouse) {
  if (f.site !== site) {
    site = f.site
    console.log(`Served ${siteNames[site]}`)
  }
  const t = LIGHTHOUSE_TARGETS
  const measured = f.runs.length === lighthouseRunCount ? '' : ` (${f.runs.length} measured runs)`
  console.log(`${f.page}${measured}   a11y ${f.accessibility} / best practices ${f.bestPractices} / SEO ${f.seo}`)
  console.log(
    `  performance ${f.performance} ${spread(f.spread.performance)}  target ≥ ${t.performance} ${met(f.performance >= t.performance)}`,
  )
  // FCP has no target: LCP cannot come before it.
  console.log(`  FCP ${f.fcp} ms ${spread(f.spread.fcp, ' ms')}  (no target; LCP follows it)`)
  console.log(`  LCP ${f.lcp} ms ${spread(f.spread.lcp, ' ms')}  target ≤ ${t.lcp} ms ${met(f.lcp <= t.lcp)}`)
  console.log(`  TBT ${f.tbt} ms ${spread(f.spread.tbt, ' ms')}  target ≤ ${t.tbt} ms ${met(f.tbt <= t.tbt)}`)
  console.log(
    `  CLS ${f.cls} ${spread(f.spread.cls)}, max ${f.clsMax}  target ≤ ${t.cls} every run ${met(f.clsMax <= t.cls)}`,
  )
  // A diagnosis, no target: Lighthouse's TBT takes each task's wall time (bench/main-thread.ts).
  if (f.mainThread)
    console.log(
      `  main thread after FCP: CPU ${f.mainThread.cpu} ms in ${f.mainThread.wall} ms of tasks; blocking at CPU time ${f.mainThread.cpuBlocking} ms (no target)`,
    )
}

console.log('\nInteraction → next paint (Event Timing, 4× CPU throttle, phone screen), median [each interaction]')
console.log('-'.repeat(78))
for (const f of figures.interactions) {
  console.log(`${f.name.padEnd(14)} ${f.value} ms  [${f.samples.join(', ')}]  target ≤ ${f.target} ms ${met(f.met)}`)
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
    : `${partner.calls} requests   sdk ${partner.sdkMs!.toFixed(1)} ms   fetch ${partner.fetchMs!.toFixed(1)} ms   ratio ${partner.ratio.toFixed(2)}×   (${partner.runs} runs; target ≤ 1.10× ${partner.ratio <= 1.1 ? 'met' : 'NOT met'})`,
)

mkdirSync(join(here, 'results'), { recursive: true })
const out = join(here, 'results', 'latest.json')
writeFileSync(out, JSON.stringify(figures, null, 2) + '\n')
console.log(`\nWrote ${out}`)
