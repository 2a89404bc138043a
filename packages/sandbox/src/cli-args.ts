/**
 * The sandbox's command line (`npx @foyer/sandbox`, the package's `foyer-sandbox` bin): a
 * partner or a tenant starts the demo museum's server outside this repository.
 */
import { parseArgs } from 'node:util'

export interface CliOptions {
  port: number
  host: string
  /** Start the clock frozen at this instant (ISO 8601), else the machine's time. */
  now: string | null
  /** A built storefront template to serve beside the API, or null for the API alone. */
  staticDir: string | null
  /** The path the template is served under (a build with FOYER_BASE), `/` for the root. */
  base: string
  /** Origins whose pages may call the API (CORS). */
  origins: string[]
  /** A file that changes the demo seed (see `seed-file.ts`), or null for the demo museum as it is. */
  seed: string | null
  help: boolean
}

export const CLI_USAGE = `Usage: foyer-sandbox [--port 4313] [--host 127.0.0.1] [--now 2026-06-05T14:00:00Z] [--static ./dist [--base /shop/]] [--origin http://localhost:5173] [--seed ./seed.mjs]

Starts the Foyer sandbox: the storefront API of a demo museum, stateful and in memory.
  --port    port to listen on (0 picks a free one)             default 4173
  --host    address to listen on                               default 127.0.0.1
  --now     freeze the clock at this instant (ISO 8601)        default the machine's time
  --static  a built storefront template to serve beside it     default none
  --base    the path it is served under (FOYER_BASE at build)  default /
  --origin  an origin whose pages may call the API (repeat)    default none
  --seed    a file that changes the demo seed: a module whose default export takes
            the seed and changes it, or JSON merged into it      default none
POST /_sandbox/reset puts everything back as seeded.`

/** Reads the arguments; a mistake throws a sentence that says what is expected. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      now: { type: 'string' },
      static: { type: 'string' },
      base: { type: 'string' },
      origin: { type: 'string', multiple: true },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  const port = values.port === undefined ? 4173 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`--port must be a port number from 0 to 65535, got ${values.port}`)
  if (values.now !== undefined && Number.isNaN(Date.parse(values.now)))
    throw new RangeError(`--now must be an ISO 8601 instant such as 2026-06-05T14:00:00Z, got ${values.now}`)
  const base = values.base ?? '/'
  if (!base.startsWith('/') || base.startsWith('//'))
    throw new RangeError(`--base must be a path such as /shop/, got ${base}`)
  return {
    port,
    host: values.host ?? '127.0.0.1',
    now: values.now ?? null,
    staticDir: values.static ?? null,
    base: base.endsWith('/') ? base : `${base}/`,
    origins: values.origin ?? [],
    seed: values.seed ?? null,
    help: values.help === true,
  }
}
