// The template as a product (issue 17.7: "A tenant gets the template without cloning the
// monorepo"): create-foyer-storefront packed as npm would publish it, run from its tarball the way
// `npm create foyer-storefront my-shop` runs it, and the project it writes installed and built in
// a fresh directory outside the monorepo, against @foyer/sdk and @foyer/react-hooks from their
// tarballs (npm overrides: they are not on the registry). Then `vite build` and `tsc` must pass.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..')
const work = mkdtempSync(join(tmpdir(), 'foyer-scaffold-'))
const started = Date.now()
const run = (cmd, args, cwd = work, env = {}) => {
  console.log(`$ ${cmd} ${args.join(' ')}`)
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, CI: 'true', ...env } })
}
const fail = (message) => {
  throw new Error(`scaffold check: ${message}`)
}

try {
  // The packages as built by `pnpm build`; built here first when missing or older than their
  // source (the template's source is copied as it is, so it must meet the sdk it was written for).
  const stale = ['sdk', 'react-hooks'].some((name) => {
    const dist = join(root, 'packages', name, 'dist', 'index.js')
    if (!existsSync(dist)) return true
    const src = join(root, 'packages', name, 'src')
    const newest = Math.max(
      ...readdirSync(src, { recursive: true }).map((file) => statSync(join(src, String(file))).mtimeMs),
    )
    return newest > statSync(dist).mtimeMs
  })
  if (stale) run('pnpm', ['--filter', '@foyer/sdk', '--filter', '@foyer/react-hooks', 'build'], root)
  // pnpm pack runs create-foyer-storefront's prepack, which copies the template into it.
  for (const pkg of ['@foyer/sdk', '@foyer/react-hooks', 'create-foyer-storefront'])
    run('pnpm', ['--filter', pkg, 'pack', '--pack-destination', work], root)
  const tarball = (prefix) => {
    const file = readdirSync(work).find((f) => f.startsWith(prefix) && f.endsWith('.tgz'))
    return file ? join(work, file) : fail(`no ${prefix}*.tgz packed`)
  }

  // `npm create foyer-storefront my-shop` is `npm exec create-foyer-storefront my-shop`.
  run('npm', [
    'exec',
    '--yes',
    `--package=${tarball('create-foyer-storefront-')}`,
    '--',
    'create-foyer-storefront',
    'my-shop',
  ])
  const project = join(work, 'my-shop')
  for (const file of [
    'package.json',
    'index.html',
    'vite.config.ts',
    'tsconfig.json',
    'src/main.ts',
    'src/start.tsx',
    'app-script.ts',
    '.gitignore',
  ])
    if (!existsSync(join(project, file))) fail(`the project has no ${file}`)
  if (!existsSync(join(project, 'public', 'foyer.config.json'))) fail('the project has no public/foyer.config.json')
  if (!existsSync(join(project, 'public', 'foyer.config.schema.json'))) fail('the project has no config schema')
  if (readdirSync(join(project, 'src'), { recursive: true }).some((f) => /\.test\.tsx?$/.test(String(f))))
    fail('the project has the template tests')
  const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'))
  if (manifest.name !== 'my-shop') fail(`the project is named ${manifest.name}`)
  if (JSON.stringify(manifest).includes('workspace:')) fail('package.json keeps a workspace: range')
  for (const name of ['@foyer/sdk', '@foyer/react-hooks'])
    if (!/^\^\d/.test(manifest.dependencies[name] ?? ''))
      fail(`${name} is ${manifest.dependencies[name]}, not a published range`)
  if (readFileSync(join(project, 'vite.config.ts'), 'utf8').includes('@foyer/source'))
    fail('vite.config.ts keeps the monorepo-only @foyer/source condition')

  // The published ranges name versions that are not on the registry: the tarballs stand in for them.
  const sdk = `file:${tarball('foyer-sdk-')}`
  const hooks = `file:${tarball('foyer-react-hooks-')}`
  manifest.dependencies['@foyer/sdk'] = sdk
  manifest.dependencies['@foyer/react-hooks'] = hooks
  manifest.overrides = { '@foyer/sdk': sdk }
  writeFileSync(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], project)
  run('npx', ['vite', 'build', '--logLevel', 'warn'], project)
  if (!existsSync(join(project, 'dist', 'index.html'))) fail('vite build wrote no dist/index.html')
  if (!existsSync(join(project, 'dist', 'foyer.config.json'))) fail('vite build wrote no dist/foyer.config.json')
  run('npx', ['tsc', '-p', 'tsconfig.json'], project)
  console.log(`scaffold check: passed in ${Math.round((Date.now() - started) / 1000)} s`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
