import { describe, expect, test } from 'vitest'
import { runExample, useSandboxServer } from '../sandbox-server'

// The example as a partner runs it, against a real sandbox server (issue: "examples/node-checkout … runs in CI").
const apiBase = useSandboxServer()

describe('examples/node-checkout', () => {
  test('reserves, applies a promo code and a gift card, and checks out against a real sandbox server', async () => {
    const { code, output } = await runExample('examples/node-checkout/index.ts', apiBase())
    expect(code, output).toBe(0)
    expect(output).toMatch(
      /^Reserved 2 × Adult for General Admission on \d{4}-\d{2}-\d{2} at \d{2}:\d{2} \(cart \S+\)$/m,
    )
    // FRIENDS10 takes 10 % off the tickets (calls §9 fees still apply).
    const total = Number(/^Applied FRIENDS10: total (\d+\.\d{2}) USD$/m.exec(output)?.[1])
    expect(total).toBeGreaterThan(50)
    expect(output).toContain(`Gift card 6006000000000050 pays 50.00; total to pay ${(total - 50).toFixed(2)}`)
    expect(output).toMatch(/^Order complete: \S+$/m)
    // issue 17.5: "today examples/node-checkout fails on its second run": it resets the sandbox first.
    const again = await runExample('examples/node-checkout/index.ts', apiBase())
    expect(again.code, again.output).toBe(0)
    expect(again.output).toContain('Gift card 6006000000000050 pays 50.00')
  }, 90_000)
})
