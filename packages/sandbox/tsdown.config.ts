import { defineConfig, type UserConfig } from 'tsdown'

// For Node 20, with type declarations; `.js` for ESM as package.json names it. Two builds side by
// side: the `build` script empties dist/ first, so neither cleans (neither deletes the other's files).
const node: UserConfig = {
  dts: true,
  sourcemap: true,
  clean: false,
  target: 'node20',
  platform: 'node',
  fixedExtension: false,
}

export default defineConfig([
  // The package entry, ESM + CJS.
  { ...node, entry: { index: 'src/index.ts' }, format: ['esm', 'cjs'] },
  // The command line (bin foyer-sandbox) and the server it starts, ESM.
  { ...node, entry: { cli: 'src/cli.ts', server: 'src/serve.ts' }, format: ['esm'] },
])
