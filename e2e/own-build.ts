import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SANDBOX_NOW } from './sandbox'

const repo = fileURLToPath(new URL('..', import.meta.url))

/** A template build of its own, served by the sandbox's command line on a free port. */
export interface OwnBuild {
  /** The storefront's URL as the sandbox printed it, under the base: `http://127.0.0.1:{port}/shop/`. */
  url: string
  /** Stops the server and removes the build. */
  close(): void
}

/**
 * Builds the template with `env` (e.g. `FOYER_BASE=/shop/`, `VITE_FOYER_STORIES=true`) into a
 * temporary directory and serves it with the sandbox (`src/cli.ts --static … --base …`), the API at
 * the root, the clock at `SANDBOX_NOW`: for journeys about a build other than the stock one.
 */
export async function ownBuild(env: Record<string, string>, base = '/'): Promise<OwnBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-build-'))
  execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(repo, 'packages/template'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const server = spawn(
    process.execPath,
    [
      '--conditions=@foyer/source',
      '--import',
      'tsx',
      'src/cli.ts',
      ...['--port', '0', '--static', outDir, '--base', base, '--now', SANDBOX_NOW],
    ],
    { cwd: join(repo, 'packages/sandbox'), stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const close = () => {
    server.kill()
    rmSync(outDir, { recursive: true, force: true })
  }
  let output = ''
  for await (const chunk of server.stdout!) {
    output += String(chunk)
    const url = /Foyer storefront on the sandbox: (http:\/\/\S+)/.exec(output)?.[1]
    if (url) return { url: url.replace('localhost', '127.0.0.1'), close }
  }
  close()
  throw new Error(`the sandbox printed no storefront URL: ${output}`)
}
