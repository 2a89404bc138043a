import { describe, expect, test } from 'vitest'
import { runExample, useSandboxServer } from '../sandbox-server'

// issue 17.3: "A partner's 'book 200 school-group tickets' script is an example that runs in CI",
// as a partner runs it: its own Node process against a real sandbox server.
const apiBase = useSandboxServer()

describe('examples/school-group', () => {
  test('books 200 pupils and 20 teachers on the first weekday with room, pays by card, prints the order', async () => {
    const first = await runExample('examples/school-group/index.ts', apiBase())
    expect(first.code, first.output).toBe(0)
    // 200 × Pupil 6.00 and 20 × Teacher free, with the museum's fees on top.
    const booked = /^Booked 220 places on (\d{4}-\d{2}-\d{2}) \(\S+\): (\d+\.\d{2}) USD$/m.exec(first.output)
    expect(booked, first.output).not.toBeNull()
    expect(Number(booked![2])).toBeGreaterThanOrEqual(1200)
    expect(first.output).toMatch(/^Order complete: \S+$/m)
    // Run again: the first day has 80 places left, so the class goes to the next weekday.
    const second = await runExample('examples/school-group/index.ts', apiBase())
    expect(second.code, second.output).toBe(0)
    const day = /^Booked 220 places on (\d{4}-\d{2}-\d{2})/m.exec(second.output)?.[1]
    expect(day! > booked![1]!).toBe(true)
  }, 90_000)
})
