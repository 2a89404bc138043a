import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** A chunk of Vite's manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** A production build of the template in a temporary folder, for tests that read what it wrote. */
export interface TemplateBuild {
  outDir: string
  manifest: Record<string, ManifestChunk>
  /** A built file's text, by its path in the build (`index.html`, `assets/…`). */
  read(file: string): string
  remove(): void
}

const template = fileURLToPath(new URL('..', import.meta.url))

/** Builds the template as `pnpm build` does (slow: give the caller's hook 120 s). */
export function buildTemplate(): TemplateBuild {
  const outDir = mkdtempSync(join(tmpdir(), 'foyer-build-'))
  execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: template,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const read = (file: string) => readFileSync(join(outDir, file), 'utf8')
  return {
    outDir,
    manifest: JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>,
    read,
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  }
}
