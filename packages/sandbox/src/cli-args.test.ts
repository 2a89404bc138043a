import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.js'

describe('the sandbox command line (npx @foyer/sandbox)', () => {
  it('defaults: port 4173 on 127.0.0.1, the machine clock, the API alone', () => {
    expect(parseCliArgs([])).toEqual({
      port: 4173,
      host: '127.0.0.1',
      now: null,
      staticDir: null,
      base: '/',
      origins: [],
      seed: null,
      help: false,
    })
  })
  it('reads every option', () => {
    expect(
      parseCliArgs(['--port', '4313', '--now', '2026-06-05T14:00:00Z', '--origin', 'http://a', '--origin', 'http://b']),
    ).toMatchObject({ port: 4313, now: '2026-06-05T14:00:00Z', origins: ['http://a', 'http://b'] })
  })
  it('serves the template under a sub-path with --base', () => {
    expect(parseCliArgs(['--static', 'dist', '--base', '/shop'])).toMatchObject({ staticDir: 'dist', base: '/shop/' })
    expect(() => parseCliArgs(['--base', 'shop'])).toThrow('--base must be a path such as /shop/, got shop')
  })
  it('takes a seed file with --seed', () => {
    expect(parseCliArgs(['--seed', './seed.mjs'])).toMatchObject({ seed: './seed.mjs' })
  })
  it('says what is wrong', () => {
    expect(() => parseCliArgs(['--port', 'x'])).toThrow('--port must be a port number from 0 to 65535, got x')
    expect(() => parseCliArgs(['--now', 'soon'])).toThrow('--now must be an ISO 8601 instant')
    expect(() => parseCliArgs(['--prot', '1'])).toThrow(/prot/)
  })
})
