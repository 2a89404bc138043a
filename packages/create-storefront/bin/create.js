#!/usr/bin/env node
// npm create foyer-storefront [directory]: a new project with the stock Foyer storefront template
// (issue 17.7: "A tenant gets the template without cloning the monorepo").
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const USAGE = `Usage: npm create foyer-storefront [directory]

Writes the stock Foyer storefront template (Vite, React) into a new directory
(default: foyer-storefront), depending on the published @foyer/sdk and @foyer/react-hooks.`

const template = fileURLToPath(new URL('../dist/template', import.meta.url))
const args = process.argv.slice(2)
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE)
  process.exit(0)
}
const unknown = args.filter((arg) => arg.startsWith('-'))
if (unknown.length > 0 || args.length > 1) {
  console.error(`${unknown.length > 0 ? `Unknown option ${unknown[0]}` : 'Give one directory'}.\n\n${USAGE}`)
  process.exit(2)
}
if (!existsSync(join(template, 'package.json'))) {
  console.error('create-foyer-storefront: this copy has no dist/template (run its build first).')
  process.exit(1)
}

const target = resolve(args[0] ?? 'foyer-storefront')
if (existsSync(target) && readdirSync(target).length > 0) {
  console.error(`${target} already exists and is not empty: give a new directory.`)
  process.exit(1)
}

cpSync(template, target, { recursive: true })
renameSync(join(target, '_gitignore'), join(target, '.gitignore'))
// The project's name is its directory's, as npm init names a package.
const name =
  basename(target)
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+/, '') || 'foyer-storefront'
const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'))
writeFileSync(join(target, 'package.json'), `${JSON.stringify({ ...manifest, name }, null, 2)}\n`)

const where = relative(process.cwd(), target) || '.'
console.log(`Foyer storefront written to ${where}.

  cd ${where}
  npm install
  npm run build          # dist/ is the site: deploy it as it is (DEPLOY.md)

Configure it in public/foyer.config.json (seller, API base, theme, wording); the keys are in
TEMPLATE_GUIDELINES.md, and your editor completes them from foyer.config.schema.json.
Try it on the demo API: npx @foyer/sandbox --static dist, then open http://localhost:4173/`)
