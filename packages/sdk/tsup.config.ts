import { defineConfig } from 'tsup'

// Two entries (`@foyer/sdk` and `@foyer/sdk/catalog`), ESM + CJS + type declarations for both.
// Splitting shares one copy of each module between the entries in both formats, so a class such
// as FoyerError is the same from either entry (instanceof works across them).
export default defineConfig({
  entry: { index: 'src/index.ts', 'catalog/index': 'src/catalog/index.ts' },
  format: ['esm', 'cjs'],
  splitting: true,
  // TypeScript 6 deprecates options tsup's declaration build still sets (TOOLCHAIN.md).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
})
