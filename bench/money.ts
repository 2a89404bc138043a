/**
 * Money never goes astray (issue 10, Measure): 10,000 fault schedules of a card checkout through
 * the sdk against the in-process sandbox (packages/sdk/test/money-schedules.ts), with the count of
 * schedules that broke each invariant. `FOYER_BENCH_MONEY_SCHEDULES` changes how many; they are
 * shared among one process per core.
 */
import { createSandbox } from '@foyer/sandbox'
import { availableParallelism } from 'node:os'
import fc from 'fast-check'
import {
  NO_COUNTS,
  countOutcome,
  moneySchedule,
  runMoneySchedule,
  type MoneyCounts,
} from '../packages/sdk/test/money-schedules.ts'
import { answer, inOwnProcess } from './own-process.ts'

export type MoneyFigure = MoneyCounts & { seed: number; ms: number }

export async function moneyFigures(): Promise<MoneyFigure> {
  const runs = Number(process.env.FOYER_BENCH_MONEY_SCHEDULES ?? 10_000)
  const seed = Number(process.env.FOYER_FC_SEED ?? 20261125)
  const parts = Math.max(1, Math.min(availableParallelism(), 4))
  const started = performance.now()
  const counted = await Promise.all(
    // A process per share (own-process.ts), so the schedules run on every core: one process took
    // ~230 s of CI for 10,000.
    Array.from({ length: parts }, (_, part) =>
      inOwnProcess<Share, MoneyCounts>(import.meta.url, { runs, seed, part, parts }),
    ),
  )
  return { ...counted.reduce(addCounts, NO_COUNTS), seed, ms: Math.round(performance.now() - started) }
}

/** One share of the schedules: every `parts`-th of the seed's sample, from `part`. */
interface Share {
  runs: number
  seed: number
  part: number
  parts: number
}

/** Counts a share on this process's own sandbox (each schedule resets it). */
async function countShare({ runs, seed, part, parts }: Share): Promise<MoneyCounts> {
  const sandbox = createSandbox({ now: '2026-03-10T14:00:00Z' })
  const schedules = fc.sample(moneySchedule, { numRuns: runs, seed })
  let counts = NO_COUNTS
  for (let i = part; i < schedules.length; i += parts) {
    counts = countOutcome(counts, await runMoneySchedule(sandbox, schedules[i]!))
  }
  return counts
}

function addCounts(a: MoneyCounts, b: MoneyCounts): MoneyCounts {
  return {
    schedules: a.schedules + b.schedules,
    orders: a.orders + b.orders,
    doubleOrders: a.doubleOrders + b.doubleOrders,
    doubleCharges: a.doubleCharges + b.doubleCharges,
    chargesWithoutOrder: a.chargesWithoutOrder + b.chargesWithoutOrder,
    unseenOrders: a.unseenOrders + b.unseenOrders,
  }
}

// Run as a share (inOwnProcess): answers its counts.
await answer(import.meta.url, countShare)
