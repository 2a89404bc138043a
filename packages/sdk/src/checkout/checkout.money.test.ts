/**
 * Money never goes astray (issue 10, Measure; calls §4, §7, §8 Checkout; storefront §4 Cart on
 * expiry): 1,000 fault schedules through the sdk against the in-process sandbox (the schedules and
 * the counting are in test/money-schedules.ts; `pnpm bench` runs 10,000). fast-check prints the
 * seed and path of a failing schedule; `FOYER_FC_SEED` replays a run.
 */
import { createSandbox } from '@foyer/sandbox'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { moneySchedule, runMoneySchedule } from '../../test/money-schedules.js'

const seed = process.env.FOYER_FC_SEED ? Number(process.env.FOYER_FC_SEED) : undefined

describe('a card checkout under faults, challenges, reloads, cart changes and expiry', () => {
  it('no double order, no double charge, no charge without an order or refund, no order the visitor is not shown', async () => {
    const sandbox = createSandbox({ now: '2026-03-10T14:00:00Z' })
    await fc.assert(
      fc.asyncProperty(moneySchedule, async (schedule) => {
        const outcome = await runMoneySchedule(sandbox, schedule)
        expect(outcome.orders).toBeLessThanOrEqual(1)
        expect(outcome.charges).toBeLessThanOrEqual(1)
        if (outcome.charges > 0) expect(outcome.orders).toBe(1)
        expect(outcome.unseenOrders).toBe(0)
      }),
      { numRuns: 1_000, ...(seed === undefined ? {} : { seed }) },
    )
  }, 600_000)
})
