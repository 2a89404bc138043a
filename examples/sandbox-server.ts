import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll } from 'vitest'

/**
 * Runs the examples as a partner would: a real sandbox server on a free port (the same
 * `serve.ts` that `pnpm start` runs), and each script in its own Node process talking to it over HTTP.
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const tsx = ['exec', 'tsx', '--conditions=@foyer/source']

/** Starts a sandbox server for the test file; returns a getter for its API base. */
export function useSandboxServer(): () => string {
  let server: ChildProcess
  let apiBase = ''
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
  return () => apiBase
}

/** Runs an example script (path from the repo root) against the API base; its exit code and output. */
export async function runExample(script: string, apiBase: string): Promise<{ code: number | null; output: string }> {
  const child = spawn('pnpm', [...tsx, script], {
    cwd: root,
    env: { ...process.env, FOYER_API: apiBase },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += String(chunk)))
  const [code] = (await once(child, 'exit')) as [number | null]
  return { code, output }
}
