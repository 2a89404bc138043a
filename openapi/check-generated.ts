/**
 * Fails when the committed sdk types are stale: regenerates them from storefront.yaml into a
 * temporary file, with the same openapi-typescript command as `pnpm gen:api` (read from
 * @foyer/sdk's `gen:api` script, output swapped), and compares.
 *
 * Run: `npx tsx openapi/check-generated.ts` (CI). Fix: `pnpm gen:api` and commit the result.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const sdkDir = fileURLToPath(new URL('../packages/sdk/', import.meta.url))
const committedPath = join(sdkDir, 'src/generated/storefront.ts')
const script = (JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> })
  .scripts?.['gen:api']

const args = script?.split(/\s+/) ?? []
const output = args.findIndex((arg) => arg === '-o' || arg === '--output')
if (args[0] !== 'openapi-typescript' || output === -1 || args[output + 1] === undefined) {
  console.error(
    `check-generated: @foyer/sdk's gen:api script is not "openapi-typescript <input> -o <output>": ${script}`,
  )
  process.exit(2)
}

const tempDir = mkdtempSync(join(tmpdir(), 'foyer-contract-'))
const freshPath = join(tempDir, 'storefront.ts')
try {
  args[output + 1] = freshPath
  const bin = join(sdkDir, 'node_modules/.bin/openapi-typescript')
  execFileSync(bin, args.slice(1), { cwd: sdkDir, stdio: ['ignore', 'ignore', 'inherit'] })

  const committed = readCommitted()
  const fresh = readFileSync(freshPath, 'utf8')
  if (committed === fresh) {
    console.log('check-generated: packages/sdk/src/generated/storefront.ts matches openapi/storefront.yaml')
  } else {
    const committedLines = (committed ?? '').split('\n')
    const freshLines = fresh.split('\n')
    const differs = freshLines.findIndex((line, i) => line !== committedLines[i])
    const first = differs === -1 ? freshLines.length : differs
    console.error(
      committed === undefined
        ? 'check-generated: packages/sdk/src/generated/storefront.ts is missing.'
        : `check-generated: packages/sdk/src/generated/storefront.ts is stale (first difference at line ${first + 1}).`,
    )
    console.error('Run `pnpm gen:api` and commit packages/sdk/src/generated/storefront.ts.')
    process.exitCode = 1
  }
} finally {
  rmSync(tempDir, { recursive: true, force: true })
}

function readCommitted(): string | undefined {
  try {
    return readFileSync(committedPath, 'utf8')
  } catch {
    return undefined
  }
}
