import { defineConfig } from 'tsdown'

// ESM + CJS + type declarations. React and the sdk stay external: the sdk is re-exported, never
// bundled, so an app has one copy of its stores and one React context (STYLE.md, Known traps).
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  deps: { neverBundle: ['react', 'react-dom', '@foyer/sdk'] },
})
