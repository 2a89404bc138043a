// Copies the stock template (packages/template) into dist/template as a project that stands on its own
// (issue 17.7: "A tenant gets the template without cloning the monorepo"). Run at build and prepack,
// so the files are never duplicated in git. What changes on the way:
// - package.json: its own name, the published ranges of @foyer/sdk and @foyer/react-hooks instead
//   of workspace:*, typescript and @types/node (the monorepo's root gives them), no repo-only scripts;
// - vite.config.ts: without the monorepo's '@foyer/source' condition (the project resolves the
//   published packages' built files);
// - tsconfig.json: the monorepo's base options inlined, without customConditions;
// - no tests, no test kit, no scripts/ (the schema is copied as it is committed, in public/).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const packageDir = join(here, '..')
const repo = join(packageDir, '..', '..')
const source = join(repo, 'packages', 'template')
const out = join(packageDir, 'dist', 'template')

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'))
const json = (value) => `${JSON.stringify(value, null, 2)}\n`
/** A change the copy relies on; when the template's file no longer has `find`, say so instead of shipping it unchanged. */
function replaceOnce(text, find, replacement, file) {
  if (!text.includes(find)) throw new Error(`copy-template: ${file} no longer contains ${JSON.stringify(find)}`)
  return text.replace(find, replacement)
}

const isTest = (path) => /\.test\.tsx?$/.test(path) || /\.test-d\.tsx?$/.test(path)

rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
for (const dir of ['src', 'public']) {
  cpSync(join(source, dir), join(out, dir), {
    recursive: true,
    filter: (path) => !isTest(relative(source, path).split(sep).join('/')),
  })
}
for (const file of ['index.html', 'deploy-base.ts', 'app-script.ts', 'TEMPLATE_GUIDELINES.md'])
  cpSync(join(source, file), join(out, file))
cpSync(join(repo, 'docs', 'deploy.md'), join(out, 'DEPLOY.md'))

// package.json
const template = readJson(join(source, 'package.json'))
const rootPackage = readJson(join(repo, 'package.json'))
const published = (name) => `^${readJson(join(repo, 'packages', name, 'package.json')).version}`
const ranges = { '@foyer/sdk': published('sdk'), '@foyer/react-hooks': published('react-hooks') }
const dependencies = Object.fromEntries(
  Object.entries(template.dependencies).map(([name, range]) => [
    name,
    range.startsWith('workspace:') ? (ranges[name] ?? fail(`no published range for ${name}`)) : range,
  ]),
)
function fail(message) {
  throw new Error(`copy-template: ${message}`)
}
writeFileSync(
  join(out, 'package.json'),
  json({
    name: 'foyer-storefront',
    version: '0.0.0',
    private: true,
    description: 'A Foyer storefront, from the stock template (create-foyer-storefront).',
    type: 'module',
    scripts: {
      dev: 'vite',
      build: 'vite build',
      preview: 'vite preview',
      typecheck: 'tsc -p tsconfig.json',
    },
    dependencies,
    devDependencies: {
      ...template.devDependencies,
      '@types/node': rootPackage.devDependencies['@types/node'],
      typescript: rootPackage.devDependencies.typescript,
    },
  }),
)
if (JSON.stringify(dependencies).includes('workspace:')) fail('a workspace: range is left in package.json')

// vite.config.ts
let vite = readFileSync(join(source, 'vite.config.ts'), 'utf8')
vite = vite.replace(/^\/\/ The template builds from workspace source[^\n]*\n(?:\/\/[^\n]*\n)*/m, '')
vite = replaceOnce(vite, "conditions: ['@foyer/source', ", 'conditions: [', 'vite.config.ts')
if (vite.includes('@foyer/source')) fail('vite.config.ts still names @foyer/source')
vite = vite.replaceAll('docs/deploy.md', 'DEPLOY.md')
writeFileSync(join(out, 'vite.config.ts'), vite)

// tsconfig.json: the base's options, without the monorepo's condition
const base = readJson(join(repo, 'tsconfig.base.json'))
const ownTsconfig = readJson(join(source, 'tsconfig.json'))
const { customConditions: _monorepoOnly, ...compilerOptions } = base.compilerOptions
writeFileSync(
  join(out, 'tsconfig.json'),
  json({
    compilerOptions: { ...compilerOptions, ...ownTsconfig.compilerOptions },
    include: ['src', '*.ts'],
  }),
)

// npm drops .gitignore from a tarball: the bin renames this one.
writeFileSync(join(out, '_gitignore'), 'node_modules\ndist\n*.tsbuildinfo\n.DS_Store\n')

writeFileSync(
  join(out, 'README.md'),
  `# Foyer storefront

Made with \`npm create foyer-storefront\` from the stock Foyer template.

\`\`\`sh
npm install
npm run build        # → dist/, a static site
npm run dev          # Vite dev server; /api goes to a sandbox on port 4173 (npx @foyer/sandbox)
\`\`\`

Configure it in \`public/foyer.config.json\` (\`dist/foyer.config.json\` once built): every key is in
TEMPLATE_GUIDELINES.md and in \`foyer.config.schema.json\` beside it, which your editor reads for
completion. A change to the JSON takes effect on the next page load, without a rebuild.

To serve it under a sub-path, build with \`FOYER_BASE=/shop/ npm run build\`. Deploying it (the SPA
fallback of static hosts, sub-paths, source maps, the configuration file): DEPLOY.md.
`,
)

if (!existsSync(join(out, 'src', 'main.ts'))) fail('src/main.ts was not copied')
console.log(`copy-template: ${relative(repo, source)} → ${relative(repo, out)}`)
