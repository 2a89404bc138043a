import { defineConfig } from 'tsup'

// The package entry only: serve.ts runs from source through tsx (the `serve` script).
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  clean: true,
  sourcemap: true,
  target: 'node20',
})
