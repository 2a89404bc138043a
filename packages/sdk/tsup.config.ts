import { defineConfig } from 'tsup'

// The root entry and one per domain subpath (package.json `exports`), ESM + CJS + type declarations.
// Splitting shares one copy of each module between the entries in both formats, so a class such
// as FoyerError is the same from either entry (instanceof works across them).
export default defineConfig({
  entry: Object.fromEntries([
    ['index', 'src/index.ts'],
    ...[
      'catalog',
      'reserve',
      'cart',
      'seats',
      'checkout',
      'auth',
      'membership',
      'orders',
      'commands',
      'flags',
      'payment',
      'address',
      'routing',
      'analytics',
      'errors',
      'http',
      'sandbox',
      'testing',
    ].map((domain) => [`${domain}/index`, `src/${domain}/index.ts`]),
  ]),
  format: ['esm', 'cjs'],
  splitting: true,
  // TypeScript 6 deprecates options tsup's declaration build still sets (TOOLCHAIN.md).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // nanoevents ships ESM only: bundled, so the CommonJS build needs no require(esm) (Node < 20.19, Jest).
  noExternal: ['nanoevents'],
})
