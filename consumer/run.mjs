// The consumer test (issue 17: "Nothing inside the monorepo can catch this class of bug"): every
// published package packed as npm would publish it, installed from the tarballs in a fresh project
// outside the monorepo, type-checked as a package user's code (moduleResolution bundler and
// nodenext, skipLibCheck false) and run from ESM and CommonJS.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
const work = mkdtempSync(join(tmpdir(), 'foyer-consumer-'))
const run = (cmd, args, cwd = work) => {
  console.log(`$ ${cmd} ${args.join(' ')}`)
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true' } })
}

try {
  // The packages as built by `pnpm build` (a fresh clone builds them here first).
  const built = ['sdk', 'react-hooks', 'sandbox'].every((name) =>
    existsSync(join(root, 'packages', name, 'dist', 'index.js')),
  )
  if (!built)
    run(
      'pnpm',
      ['--filter', '@foyer/sdk', '--filter', '@foyer/react-hooks', '--filter', '@foyer/sandbox', 'build'],
      root,
    )
  for (const pkg of ['@foyer/sdk', '@foyer/react-hooks', '@foyer/sandbox']) {
    run('pnpm', ['--filter', pkg, 'pack', '--pack-destination', work], root)
  }
  const tarball = (prefix) => `file:./${readdirSync(work).find((f) => f.startsWith(prefix) && f.endsWith('.tgz'))}`
  const sdk = tarball('foyer-sdk-')
  const hooks = tarball('foyer-react-hooks-')
  const sandbox = tarball('foyer-sandbox-')
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify(
      {
        name: 'foyer-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@foyer/sdk': sdk,
          '@foyer/react-hooks': hooks,
          '@foyer/sandbox': sandbox,
          react: '^19.0.0',
          'react-dom': '^19.0.0',
        },
        devDependencies: { '@types/react': '^19.0.0', '@types/node': '^20.19.0' },
        overrides: { '@foyer/sdk': sdk },
      },
      null,
      2,
    ),
  )
  run('npm', ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'])
  cpSync(join(here, 'project'), work, { recursive: true })
  // The quickstart of each package's README, type-checked as a package user would paste it.
  for (const name of ['sdk', 'react-hooks']) {
    const readme = readFileSync(join(root, 'packages', name, 'README.md'), 'utf8')
    const snippet = /```tsx?\n([\s\S]*?)```/.exec(readme)?.[1]
    if (!snippet) throw new Error(`packages/${name}/README.md has no quickstart`)
    writeFileSync(join(work, `readme-${name}.tsx`), `${snippet}\nexport {}\n`)
  }
  run('node', [tsc, '-p', 'tsconfig.bundler.json'])
  run('node', [tsc, '-p', 'tsconfig.nodenext.json'])
  // What a package user receives: built files only, no source and no monorepo-internal condition.
  for (const name of ['sdk', 'react-hooks', 'sandbox']) {
    const installed = join(work, 'node_modules', '@foyer', name)
    if (existsSync(join(installed, 'src'))) throw new Error(`@foyer/${name} ships src/`)
    const { exports } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    if (JSON.stringify(exports).includes('@foyer/source'))
      throw new Error(`@foyer/${name} ships the internal @foyer/source condition`)
  }
  run('node', ['smoke.mjs'])
  // CommonJS without require(esm), as Node before 20.19 and Jest run it.
  run('node', ['--no-experimental-require-module', 'smoke.cjs'])
  await partnerScript()
  console.log('consumer test: passed')
} finally {
  rmSync(work, { recursive: true, force: true })
}

/** The sandbox from its bin (`npx foyer-sandbox`), and a partner's script against it, twice (reset between). */
async function partnerScript() {
  const server = spawn(join(work, 'node_modules', '.bin', 'foyer-sandbox'), ['--port', '0'], {
    cwd: work,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    let output = ''
    let apiBase = null
    for await (const chunk of server.stdout) {
      output += String(chunk)
      apiBase = /(http:\/\/\S+\/api\/v1)/.exec(output)?.[1] ?? null
      if (apiBase) break
    }
    if (!apiBase) throw new Error(`foyer-sandbox printed no URL: ${output}`)
    for (const round of [1, 2]) {
      console.log(`$ node partner.mjs ${apiBase} (run ${round})`)
      execFileSync('node', ['partner.mjs', apiBase], { cwd: work, stdio: 'inherit' })
    }
  } finally {
    server.kill()
  }
}
