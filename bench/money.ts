/**
 * Money never goes astray (issue 10, Measure): 10,000 fault schedules of a card checkout through
 * the sdk against the in-process sandbox (packages/sdk/test/money-schedules.ts), with the count of
 * schedules that broke each invariant. `FOYER_BENCH_MONEY_SCHEDULES` changes how many.
 */
import { createSandbox } from '@foyer/sandbox'
import fc from 'fast-check'
import {
  NO_COUNTS,
  countOutcome,
  moneySchedule,
  runMoneySchedule,
  type MoneyCounts,
} from '../packages/sdk/test/money-schedules.ts'

export type MoneyFigure = MoneyCounts & { seed: number; ms: number }

export async function moneyFigures(): Promise<MoneyFigure> {
  const runs = Number(process.env.FOYER_BENCH_MONEY_SCHEDULES ?? 10_000)
  const seed = Number(process.env.FOYER_FC_SEED ?? 20261125)
  const sandbox = createSandbox({ now: '2026-03-10T14:00:00Z' })
  const started = performance.now()
  let counts = NO_COUNTS
  for (const schedule of fc.sample(moneySchedule, { numRuns: runs, seed })) {
    counts = countOutcome(counts, await runMoneySchedule(sandbox, schedule))
  }
  return { ...counts, seed, ms: Math.round(performance.now() - started) }
}
