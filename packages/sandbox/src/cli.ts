#!/usr/bin/env node
/** `npx @foyer/sandbox` (bin `foyer-sandbox`): see cli-args.ts. Prints the URL it serves. */
import { CLI_USAGE, parseCliArgs } from './cli-args.js'
import { createSandbox } from './index.js'
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
  const running = await startServer({
    port: options.port,
    host: options.host,
    staticDir: options.staticDir ?? '/nonexistent',
    staticBase: options.base,
    sandbox: createSandbox({ ...(options.now ? { now: options.now } : {}), allowedOrigins: options.origins }),
  })
  console.log(
    running.servesTemplate
      ? `Foyer storefront on the sandbox: ${running.url}${options.base.slice(1)}`
      : `Foyer sandbox API: ${running.url}api/v1 (reset: POST ${running.url}_sandbox/reset)`,
  )
}
