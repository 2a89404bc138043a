/**
 * The feature-flag service's stand-in (calls §7 "A feature-flag service is read on load"): the
 * storefront reads `GET /_sandbox/flags` when its config names it (`featureFlagService`), and a
 * test sets what it answers with `PUT /_sandbox/flags` `{ "flags": { "<name>": true } }`. A
 * reset answers no flags again.
 */
import type { Hono } from 'hono'
import { invalid } from './errors.js'
import { jsonBody } from './request-body.js'
import type { SandboxState } from './state.js'

export function featureFlagRoutes<E extends object>(
  app: Hono<E>,
  controlBase: string,
  deps: { state: () => SandboxState },
): void {
  app.get(`${controlBase}/flags`, (c) => c.json({ flags: deps.state().featureFlags }))
  app.put(`${controlBase}/flags`, async (c) => {
    const body = (await jsonBody(c)) as { flags?: unknown }
    const flags = body.flags
    if (typeof flags !== 'object' || flags === null || Array.isArray(flags))
      throw invalid('flags must be an object of flag names and true or false.')
    for (const [name, value] of Object.entries(flags))
      if (typeof value !== 'boolean') throw invalid(`flags.${name} must be true or false.`)
    deps.state().featureFlags = { ...(flags as Record<string, boolean>) }
    return c.json({ flags: deps.state().featureFlags })
  })
}
