import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// The example as a partner runs it: a real sandbox server on a free port, and the script in its own
// Node process talking to it over HTTP (issue: "examples/node-browse … run in CI").
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

describe('examples/node-browse', () => {
  test('lists the demo venue events with their next available dates', async () => {
    const script = spawn('pnpm', [...tsx, 'examples/node-browse/index.ts'], {
      cwd: root,
      env: { ...process.env, FOYER_API: apiBase },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    script.stdout!.on('data', (chunk) => (output += String(chunk)))
    const [code] = await once(script, 'exit')
    expect(code).toBe(0)
    expect(output).toMatch(/^\d+ events at demo-museum$/m)
    // General Admission is timed entry with daily sessions: it always has next dates.
    expect(output).toMatch(/^- General Admission \(Foyer Museum of Art\): next: \d{4}-\d{2}-\d{2}, /m)
    // Undated products (membership) have no calendar days.
    expect(output).toMatch(/^- Membership .*: no dates$/m)
  }, 60_000)
})
