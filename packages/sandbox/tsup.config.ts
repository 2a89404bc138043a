import { defineConfig } from 'tsup'

// Two builds side by side: the `build` script empties dist/ first (neither cleans, so neither deletes the other's files).

export default defineConfig([
  // The package entry, ESM + CJS + types.
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    target: 'node20',
  },
  // The command line (bin foyer-sandbox) and the server it starts, ESM for Node.
  {
    entry: { cli: 'src/cli.ts', server: 'src/serve.ts' },
    format: ['esm'],
    dts: { entry: { server: 'src/serve.ts' }, compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    target: 'node20',
  },
])
