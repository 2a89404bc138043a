// The consumer test (issue 17: "Nothing inside the monorepo can catch this class of bug"): every
// published package packed as npm would publish it, installed from the tarballs in a fresh project
// outside the monorepo, type-checked as a package user's code (moduleResolution bundler and
// nodenext, skipLibCheck false) and run from ESM and CommonJS. The code blocks of docs/*.md are
// checked the same way (issue 17.2: "runnable snippets that CI executes"); the markers are in
// docs/README.md.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

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
        devDependencies: { '@types/react': '^19.0.0', '@types/react-dom': '^19.0.0', '@types/node': '^20.19.0' },
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
  // The code blocks of the docs pages: each a file of its own under snippets/ (the tsconfigs
  // include it), its lines at the same numbers as in the page, so a compiler error's line is the
  // page's line.
  const snippets = docSnippets()
  mkdirSync(join(work, 'snippets'))
  for (const snippet of snippets) {
    const padding = '\n'.repeat(snippet.line - 1)
    const source = `// ${snippet.where}${padding}${snippet.code}\nexport {}\n`
    if (snippet.check) writeFileSync(join(work, 'snippets', `${snippet.file}.${snippet.lang}`), source)
    if (snippet.run) {
      const js =
        snippet.lang === 'js'
          ? source
          : ts.transpileModule(source, {
              compilerOptions: {
                module: ts.ModuleKind.ESNext,
                target: ts.ScriptTarget.ES2022,
                jsx: ts.JsxEmit.ReactJSX,
                verbatimModuleSyntax: false,
              },
              fileName: `${snippet.file}.${snippet.lang}`,
            }).outputText
      writeFileSync(join(work, 'snippets', `${snippet.file}.mjs`), js)
    }
  }
  console.log(
    `docs: ${snippets.filter((s) => s.check).length} snippets to type-check, ${snippets.filter((s) => s.run).length} to run, ${snippets.filter((s) => !s.check && !s.run).length} opted out`,
  )
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
  await withSandbox(async (apiBase) => {
    await partnerScript(apiBase)
    await runSnippets(apiBase, snippets)
  })
  console.log('consumer test: passed')
} finally {
  rmSync(work, { recursive: true, force: true })
}

/** The sandbox from its bin (`npx foyer-sandbox --port 0`), for as long as `body` runs. */
async function withSandbox(body) {
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
    await body(apiBase)
  } finally {
    server.kill()
  }
}

/** A partner's script against the sandbox, twice (it resets the sandbox itself). */
async function partnerScript(apiBase) {
  for (const round of [1, 2]) {
    console.log(`$ node partner.mjs ${apiBase} (run ${round})`)
    execFileSync('node', ['partner.mjs', apiBase], { cwd: work, stdio: 'inherit' })
  }
}

/**
 * The code blocks of docs/*.md. The fence's info string says what CI does with a block:
 * `ts` / `tsx` are type-checked; `ts run` / `tsx run` are type-checked and run; `js run` is run;
 * `ts no-check` / `tsx no-check` are shown only. Blocks in any other language are prose.
 * `FOYER_DOCS=tenant.md,README.md` limits the pages, for an author trying one page.
 */
function docSnippets() {
  const docs = join(root, 'docs')
  const only = process.env.FOYER_DOCS?.split(',').filter(Boolean)
  const snippets = []
  for (const page of readdirSync(docs)
    .filter((f) => f.endsWith('.md') && (!only || only.includes(f)))
    .sort()) {
    const lines = readFileSync(join(docs, page), 'utf8').split('\n')
    for (let i = 0; i < lines.length; i++) {
      const fence = /^```(\w+)(.*)$/.exec(lines[i])
      if (!fence) continue
      const [, lang, rest] = fence
      const flags = rest.trim().split(/\s+/).filter(Boolean)
      const end = lines.findIndex((line, j) => j > i && line.startsWith('```'))
      if (end === -1) throw new Error(`docs/${page}:${i + 1}: a code block that does not end`)
      const code = lines.slice(i + 1, end).join('\n')
      const block = {
        lang,
        line: i + 2,
        where: `docs/${page}:${i + 1}`,
        file: `${page.replace(/\.md$/, '')}-${i + 1}`,
        code,
      }
      i = end
      if (!['ts', 'tsx', 'js'].includes(lang)) continue
      const unknown = flags.filter((flag) => flag !== 'run' && flag !== 'no-check')
      if (unknown.length > 0) throw new Error(`${block.where}: unknown marker ${unknown.join(' ')} (run, no-check)`)
      const run = flags.includes('run')
      const check = lang !== 'js' && !flags.includes('no-check')
      if (lang === 'js' && !run) throw new Error(`${block.where}: a js block is run or not there (\`\`\`js run)`)
      snippets.push({ ...block, check, run })
    }
  }
  return snippets
}

/**
 * Each runnable block with node, from a freshly reset sandbox: `FOYER_API` is the API base
 * (`http://localhost:<port>/api/v1`), `FOYER_SANDBOX` the sandbox's control base (`…/_sandbox`).
 */
async function runSnippets(apiBase, snippets) {
  const env = { ...process.env, FOYER_API: apiBase, FOYER_SANDBOX: `${new URL(apiBase).origin}/_sandbox` }
  for (const snippet of snippets.filter((s) => s.run)) {
    const reset = await fetch(new URL('/_sandbox/reset', apiBase), { method: 'POST' })
    if (!reset.ok) throw new Error(`the sandbox reset answered ${reset.status}`)
    console.log(`$ node snippets/${snippet.file}.mjs   # ${snippet.where}`)
    execFileSync('node', [join('snippets', `${snippet.file}.mjs`)], {
      cwd: work,
      stdio: 'inherit',
      env,
      timeout: 60_000,
    })
  }
}
