import { describe, expect, test } from 'vitest'
import { runExample, useSandboxServer } from '../sandbox-server'

// The example as a partner runs it, against a real sandbox server (issue: "examples/node-browse … run in CI").
const apiBase = useSandboxServer()

describe('examples/node-browse', () => {
  test('lists the demo venue events with their next available dates', async () => {
    const { code, output } = await runExample('examples/node-browse/index.ts', apiBase())
    expect(code).toBe(0)
    expect(output).toMatch(/^\d+ events at demo-museum$/m)
    // General Admission is timed entry with daily sessions: it always has next dates.
    expect(output).toMatch(/^- General Admission \(Foyer Museum of Art\): next: \d{4}-\d{2}-\d{2}, /m)
    // Undated products (membership) have no calendar days.
    expect(output).toMatch(/^- Membership .*: no dates$/m)
  }, 60_000)
})
