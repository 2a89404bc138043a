/**
 * The JSON Schema of `foyer.config.json` (issue 17.7: "publish a JSON Schema (`"$schema"` in
 * `foyer.config.json`, editor completion)"), generated from the one description of the keys there
 * is: the `FoyerConfig` interface of src/config-shape.ts (keys, types, doc comments) and its
 * `DEFAULT_CONFIG` (defaults). Nothing here lists a key: a key added to the interface is in the
 * schema at the next `pnpm --filter @foyer/template gen:schema`, and config-schema.test.ts fails
 * until the committed file is regenerated.
 *
 * The schema is for editors (completion, hover text, red squiggles). The storefront does not load
 * it: src/config.ts checks the file at start-up and is the authority on what is accepted.
 *
 *   pnpm --filter @foyer/template gen:schema   # writes public/foyer.config.schema.json
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import prettier from 'prettier'
import ts from 'typescript'
import { DEFAULT_CONFIG, DEFAULT_THEME } from '../src/config-shape'
import { CONFIG_PATTERNS } from '../src/config'

const here = dirname(fileURLToPath(import.meta.url))
export const TEMPLATE_DIR = join(here, '..')
/** Beside `foyer.config.json`, so `"$schema": "./foyer.config.schema.json"` works in the repo, in `dist/` and in a scaffolded project. */
export const SCHEMA_PATH = join(TEMPLATE_DIR, 'public', 'foyer.config.schema.json')
export const SCHEMA_REF = './foyer.config.schema.json'
/** The one description of the keys (TypeScript's file names use forward slashes). */
const CONFIG_SHAPE = join(TEMPLATE_DIR, 'src', 'config-shape.ts').split('\\').join('/')

export type JsonSchema = { [keyword: string]: unknown }

/**
 * What the types cannot say and config.ts checks: value ranges, formats, and the keys a file must
 * have. Keyed by the dotted path of the key (`[]` for a list's items).
 */
const CHECKS: Record<string, JsonSchema> = {
  seller: { pattern: CONFIG_PATTERNS.slug },
  membershipRenewalDays: { type: 'integer', minimum: 0, maximum: 366 },
  cartExtensions: { type: 'integer', minimum: 0, maximum: 10 },
  'selfEdit.horizonDays': { type: 'integer', minimum: 0, maximum: 8784 },
  'selfEdit.horizonHours': { type: 'integer', minimum: 0, maximum: 8784 },
  'home.blocks': { uniqueItems: true },
  currency: { pattern: '^[A-Z]{3}$' },
  membershipUrl: { pattern: '^https?://' },
  'analytics.dataLayer': { pattern: CONFIG_PATTERNS.globalName },
  'contentBlocks[]': { required: ['route', 'roles', 'html'] },
  'checkout.customFields[]': { required: ['key', 'label'] },
  'checkout.customFields[].key': { pattern: CONFIG_PATTERNS.customFieldKey },
  sandboxPayments: { required: ['controlBase'] },
  sandboxAddresses: { required: ['controlBase'] },
  auth0: { required: ['domain', 'clientId'] },
  'contentBlocks[].roles': { minItems: 1 },
  'theme.tier': { pattern: CONFIG_PATTERNS.slug },
  'theme.paymentElement.background': { pattern: CONFIG_PATTERNS.hexColour },
  ...Object.fromEntries(
    (['primary', 'secondary', 'background', 'surface', 'text'] as const).map((key) => [
      `theme.${key}`,
      { pattern: CONFIG_PATTERNS.hexColour },
    ]),
  ),
}

/** Defaults that are not in DEFAULT_CONFIG: the seller's name is its slug, the colours the theme's. */
const DEFAULTS: Record<string, unknown> = { theme: DEFAULT_THEME }

function program(): { checker: ts.TypeChecker; source: ts.SourceFile } {
  const configFile = join(TEMPLATE_DIR, 'tsconfig.json')
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )
  if (!parsed) throw new Error(`cannot read ${configFile}`)
  const prog = ts.createProgram([CONFIG_SHAPE], { ...parsed.options, noEmit: true })
  const source = prog.getSourceFile(CONFIG_SHAPE)
  if (!source) throw new Error(`cannot read ${CONFIG_SHAPE}`)
  return { checker: prog.getTypeChecker(), source }
}

function documentation(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const text = ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .replace(/\s*\n\s*/g, ' ')
    .trim()
  return text || undefined
}

function valueAt(root: unknown, path: string[]): unknown {
  let value = root
  for (const key of path) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** The JSON Schema of a TypeScript type, as config.ts reads the JSON: every key optional. */
function schemaOf(type: ts.Type, path: string, checker: ts.TypeChecker): JsonSchema {
  const own = CHECKS[path] ?? {}
  if (type.isUnion()) {
    const members = type.types.filter((t) => !(t.flags & ts.TypeFlags.Null))
    const nullable = members.length < type.types.length
    const isBoolean = members.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)
    // `'anonymous' | (string & {})`: any string, the literal only a hint.
    const anyString = members.some((t) => t.flags & ts.TypeFlags.String || t.isIntersection())
    if (isBoolean) return { type: nullable ? ['boolean', 'null'] : 'boolean', ...own }
    if (anyString) return { type: nullable ? ['string', 'null'] : 'string', minLength: 1, ...own }
    if (members.every((t) => t.isStringLiteral())) {
      const values: (string | null)[] = members.map((t) => (t as ts.StringLiteralType).value)
      return { enum: nullable ? [...values, null] : values, ...own }
    }
    const inner =
      members.length === 1
        ? schemaOf(members[0]!, path, checker)
        : { anyOf: members.map((t) => schemaOf(t, path, checker)) }
    return nullable ? { anyOf: [inner, { type: 'null' }] } : inner
  }
  // config.ts refuses an empty string for every key; a message may be empty.
  if (type.flags & ts.TypeFlags.String)
    return { type: 'string', ...(path.startsWith('messages') ? {} : { minLength: 1 }), ...own }
  if (type.flags & ts.TypeFlags.Number) return { type: 'number', ...own }
  if (type.flags & ts.TypeFlags.Boolean) return { type: 'boolean', ...own }
  if (type.isStringLiteral()) return { const: type.value, ...own }
  if (checker.isArrayType(type)) {
    const [item] = checker.getTypeArguments(type as ts.TypeReference)
    if (!item) throw new Error(`${path}: an array without an item type`)
    return { type: 'array', items: schemaOf(item, `${path}[]`, checker), ...own }
  }
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String)
  if (index) return { type: 'object', additionalProperties: schemaOf(index.type, `${path}{}`, checker), ...own }
  if (type.flags & ts.TypeFlags.Object || type.isIntersection()) {
    const properties: Record<string, JsonSchema> = {}
    for (const property of checker.getPropertiesOfType(type)) {
      const name = property.getName()
      const propertyPath = path ? `${path}.${name}` : name
      const declaration = property.valueDeclaration ?? property.declarations?.[0]
      if (!declaration) throw new Error(`${propertyPath}: no declaration`)
      const schema = schemaOf(checker.getTypeOfSymbolAtLocation(property, declaration), propertyPath, checker)
      // Only the template's own words: a type from the sdk (SelfEditRules) keeps its doc comments
      // to itself, so rewording them there does not make this schema stale.
      const inTemplate = declaration.getSourceFile().fileName === CONFIG_SHAPE
      const description = inTemplate ? documentation(property, checker) : undefined
      const keys = propertyPath.split('.')
      const fallback = propertyPath.includes('[]')
        ? undefined
        : (valueAt(DEFAULTS, keys) ?? valueAt(DEFAULT_CONFIG, keys))
      properties[name] = {
        ...(description ? { description } : {}),
        ...schema,
        ...(fallback !== undefined ? { default: fallback } : {}),
      }
    }
    return { type: 'object', properties, additionalProperties: false, ...own }
  }
  throw new Error(`${path}: no JSON Schema for the type ${checker.typeToString(type)}`)
}

/** The schema of `foyer.config.json`, from `FoyerConfig` in src/config-shape.ts. */
export function configSchema(): JsonSchema {
  const { checker, source } = program()
  const symbol = checker.getSymbolAtLocation(source)
  const exported = symbol ? checker.getExportsOfModule(symbol).find((s) => s.getName() === 'FoyerConfig') : undefined
  if (!exported) throw new Error('src/config-shape.ts exports no FoyerConfig')
  const root = schemaOf(checker.getDeclaredTypeOfSymbol(exported), '', checker) as {
    properties: Record<string, JsonSchema>
  }
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://foyer.dev/schemas/foyer.config.schema.json',
    title: 'Foyer storefront configuration (foyer.config.json)',
    description:
      'The runtime configuration of the Foyer storefront template, read at every page load. Only "seller" is required; every other key has a default. Generated from packages/template/src/config-shape.ts; the storefront itself checks the file at start-up (TEMPLATE_GUIDELINES.md).',
    ...root,
    properties: {
      $schema: { description: 'The JSON Schema of this file, for editors.', type: 'string' },
      ...root.properties,
    },
    required: ['seller'],
  }
}

/** The schema as it is committed: formatted as prettier formats the repository. */
export async function configSchemaText(): Promise<string> {
  const options = await prettier.resolveConfig(SCHEMA_PATH)
  return prettier.format(JSON.stringify(configSchema()), { ...options, filepath: SCHEMA_PATH })
}

const runDirectly = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]
if (runDirectly) {
  writeFileSync(SCHEMA_PATH, await configSchemaText())
  console.log(`wrote ${SCHEMA_PATH}`)
}
