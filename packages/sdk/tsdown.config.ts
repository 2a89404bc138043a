import { defineConfig } from 'tsdown'
import pkg from './package.json' with { type: 'json' }

// The root entry and one per domain subpath: each subpath of package.json `exports` with a source
// file, built to dist/{subpath}/index. ESM + CJS + type declarations. Shared chunks hold one copy
// of each module for all the entries of a format, so a class such as FoyerError is the same from
// either entry (instanceof works across them). tsdown (rolldown, and rolldown-plugin-dts for the
// declarations) builds in about 9 s what tsup's declaration build took some 90 s to.
const entry = Object.fromEntries(
  Object.entries(pkg.exports).flatMap(([subpath, target]) =>
    typeof target === 'object'
      ? [[subpath === '.' ? 'index' : `${subpath.slice(2)}/index`, target['@foyer/source']]]
      : [],
  ),
)

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // Inside the build: nanoevents ships ESM only, so the CommonJS build needs no require(esm)
  // (Node < 20.19, Jest); openapi-fetch's CommonJS default export would otherwise reach the
  // CommonJS build as its module object.
  deps: { alwaysBundle: ['nanoevents', 'openapi-fetch'] },
})
