#!/usr/bin/env node
/** `npx @foyer/sandbox` (bin `foyer-sandbox`): see cli-args.ts. Prints the URL it serves. */
import { CLI_USAGE, parseCliArgs } from './cli-args.js'
import { createSandbox } from './index.js'
import { loadSeedFile } from './seed-file.js'
import { startServer } from './serve.js'

let options
try {
  options = parseCliArgs(process.argv.slice(2))
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${CLI_USAGE}`)
  process.exit(2)
}
if (options.help) {
  console.log(CLI_USAGE)
} else {
  let customizeSeed
  let sandbox
  try {
    customizeSeed = options.seed ? await loadSeedFile(options.seed) : undefined
    sandbox = createSandbox({
      ...(options.now ? { now: options.now } : {}),
      allowedOrigins: options.origins,
      ...(customizeSeed ? { customizeSeed } : {}),
    })
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(2)
  }
  const running = await startServer({
    port: options.port,
    host: options.host,
    staticDir: options.staticDir ?? '/nonexistent',
    staticBase: options.base,
    sandbox,
  })
  console.log(
    running.servesTemplate
      ? `Foyer storefront on the sandbox: ${running.url}${options.base.slice(1)}`
      : `Foyer sandbox API: ${running.url}api/v1 (reset: POST ${running.url}_sandbox/reset)`,
  )
}
