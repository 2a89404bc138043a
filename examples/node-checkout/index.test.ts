import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The example as a partner runs it: a real sandbox server on a free port, and the script in its own
// Node process talking to it over HTTP (issue: "examples/node-checkout … runs in CI").
const root = fileURLToPath(new URL('../..', import.meta.url))
const tsx = ['exec', 'tsx', '--conditions=@foyer/source']

let server: ChildProcess
let apiBase: string

beforeAll(async () => {
  server = spawn('pnpm', [...tsx, 'packages/sandbox/src/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', FOYER_STATIC_DIR: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  for await (const chunk of server.stdout!) {
    output += String(chunk)
    const url = /(http:\/\/\S+\/api\/v1)/.exec(output)?.[1]
    if (url) {
      apiBase = url
      break
    }
  }
}, 30_000)

afterAll(async () => {
  server.kill()
  await once(server, 'exit')
})

describe('examples/node-checkout', () => {
  test('reserves, applies a promo code and a gift card, and checks out against a real sandbox server', async () => {
    const script = spawn('pnpm', [...tsx, 'examples/node-checkout/index.ts'], {
      cwd: root,
      env: { ...process.env, FOYER_API: apiBase },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    script.stdout!.on('data', (chunk) => (output += String(chunk)))
    const [code] = await once(script, 'exit')
    expect(code, output).toBe(0)
    expect(output).toMatch(/^Reserved 2 × Adult for General Admission on \d{4}-\d{2}-\d{2} at \d{2}:\d{2} \(cart \S+\)$/m)
    // FRIENDS10 takes 10 % off the tickets (calls §9 fees still apply).
    const total = Number(/^Applied FRIENDS10: total (\d+\.\d{2}) USD$/m.exec(output)?.[1])
    expect(total).toBeGreaterThan(50)
    expect(output).toContain(`Gift card 6006000000000050 pays 50.00; total to pay ${(total - 50).toFixed(2)}`)
    expect(output).toContain(`Gift card paid; left to pay ${(total - 50).toFixed(2)}`)
    expect(output).toMatch(/^Order complete: \/checkout\/complete\?orderIds=\S+$/m)
  }, 60_000)
})
