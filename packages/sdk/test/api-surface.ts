/**
 * The public surface of the sdk's entry points, read with the TypeScript compiler from the
 * sources: every exported name, whether it is a value or only a type, and the module it is
 * declared in. The export snapshot test (`src/public-api.test.ts`) compares it to `api/*.txt`, so
 * a change of surface is a reviewed change, never an accident (issue 9, architecture review F6.5).
 */
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export interface ExportedName {
  name: string
  kind: 'value' | 'type'
  /** The declaring module, relative to `packages/sdk/src`. */
  from: string
}

const sdkRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const srcRoot = resolve(sdkRoot, 'src')

/** The entry points of package.json `exports` (their `@foyer/source` files), by subpath. */
export async function entryPoints(): Promise<Record<string, string>> {
  const pkg = (await import(resolve(sdkRoot, 'package.json'), { with: { type: 'json' } })).default as {
    exports: Record<string, string | { '@foyer/source'?: string }>
  }
  const entries: Record<string, string> = {}
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'object' && target['@foyer/source'])
      entries[subpath] = resolve(sdkRoot, target['@foyer/source'])
  }
  return entries
}

/** Every name each entry exports, sorted. */
export function listExports(entryFiles: Record<string, string>): Record<string, ExportedName[]> {
  const program = ts.createProgram(Object.values(entryFiles), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@foyer/source'],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  })
  const checker = program.getTypeChecker()
  const result: Record<string, ExportedName[]> = {}
  for (const [subpath, file] of Object.entries(entryFiles)) {
    const source = program.getSourceFile(file)
    const moduleSymbol = source && checker.getSymbolAtLocation(source)
    if (!moduleSymbol) throw new Error(`Cannot read the module ${file}`)
    result[subpath] = checker
      .getExportsOfModule(moduleSymbol)
      .map((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
        const declaration = target.declarations?.[0]
        const from = declaration ? relative(srcRoot, declaration.getSourceFile().fileName) : '?'
        const kind: ExportedName['kind'] = target.flags & ts.SymbolFlags.Value ? 'value' : 'type'
        return { name: symbol.getName(), kind, from }
      })
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  }
  return result
}

/** The report of one entry: a line per name, `value name` or `type name`. */
export function report(names: readonly ExportedName[]): string {
  return names.map((n) => `${n.kind} ${n.name}`).join('\n') + '\n'
}
