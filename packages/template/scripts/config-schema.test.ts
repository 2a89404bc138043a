// @vitest-environment node
import { readFileSync } from 'node:fs'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import stock from '../public/foyer.config.json'
import { DEFAULT_CONFIG, parseConfig } from '../src/config'
import { SCHEMA_PATH, SCHEMA_REF, configSchemaText, type JsonSchema } from './config-schema'

const committedText = readFileSync(SCHEMA_PATH, 'utf8')
const committed = JSON.parse(committedText) as JsonSchema
const validate = new Ajv({ allErrors: true }).compile(committed)
const errors = (config: unknown) =>
  validate(config) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The dotted path of every key the runtime reads, from its defaults (free-form maps are one key). */
function runtimeKeys(value: Json, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = `${prefix}${key}`
    const freeForm = path === 'messages' || path === 'featureFlags'
    return isObject(inner) && !freeForm ? [path, ...runtimeKeys(inner, `${path}.`)] : [path]
  })
}

function schemaAt(path: string): JsonSchema | undefined {
  let schema: JsonSchema | undefined = committed
  for (const key of path.split('.')) {
    const properties = (schema?.properties ?? (schema?.anyOf as JsonSchema[] | undefined)?.[0]?.properties) as
      Record<string, JsonSchema> | undefined
    schema = properties?.[key]
  }
  return schema
}

describe('the JSON Schema of foyer.config.json (issue 17.7)', () => {
  it('is the one generated from FoyerConfig (else: pnpm --filter @foyer/template gen:schema)', async () => {
    expect(committedText).toBe(await configSchemaText())
  }, 60_000) // a TypeScript program over config-shape.ts and the sdk: seconds on a busy machine

  it('the stock foyer.config.json names it and is valid', () => {
    expect(stock.$schema).toBe(SCHEMA_REF)
    expect(errors(stock)).toEqual([])
    expect(parseConfig(stock).warnings).toEqual([])
  })

  it('has every key the runtime reads, and no key the runtime does not know', () => {
    const keys = ['seller', 'sellerName', ...runtimeKeys(DEFAULT_CONFIG as unknown as Json)]
    expect(keys.filter((key) => schemaAt(key) === undefined)).toEqual([])
    // A file with every key of the schema, at its default, is one the runtime reads without a word.
    const full = { seller: 'demo-museum', sellerName: 'Demo', ...DEFAULT_CONFIG }
    expect(errors(full)).toEqual([])
    expect(parseConfig(full).warnings).toEqual([])
    const schemaKeys = Object.keys(committed.properties as Json).filter((key) => key !== '$schema')
    expect(schemaKeys.sort()).toEqual(Object.keys(full).sort())
  })

  it('a misspelled key fails, at the top and inside objects', () => {
    expect(errors({ seller: 'demo-museum', sellr: 'x' })).toEqual([' must NOT have additional properties'])
    expect(errors({ seller: 'demo-museum', theme: { primry: '#000000' } })).toEqual([
      '/theme must NOT have additional properties',
    ])
    expect(errors({ seller: 'demo-museum', myAccount: { pages: { profiles: false } } })).toEqual([
      '/myAccount/pages must NOT have additional properties',
    ])
    expect(errors({ sellerName: 'No seller' })).toEqual([" must have required property 'seller'"])
  })

  it('refuses the values the runtime refuses', () => {
    const refused: Json[] = [
      { theme: { primary: 'red' } },
      { seller: 'demo museum' },
      { cartExtensions: 11 },
      { cartExtensions: 1.5 },
      { membershipRenewalDays: -1 },
      { loginMode: 'magic' },
      { home: { blocks: ['login', 'login'] } },
      { checkout: { phone: 'sometimes' } },
      { currency: 'usd' },
      { apiBase: '' },
      { analytics: { dataLayer: 'data layer' } },
      { membershipUrl: 'join.example.org' },
      { sandboxPayments: {} },
      { contentBlocks: [{ route: 'home', roles: [], html: '<p>x</p>' }] },
      { featureFlags: { express_checkout: 'yes' } },
    ]
    for (const patch of refused) {
      const config = { seller: 'demo-museum', ...patch }
      expect(parseConfig(config).problems, JSON.stringify(patch)).toBeDefined()
      expect(errors(config), JSON.stringify(patch)).not.toEqual([])
    }
  })
})
