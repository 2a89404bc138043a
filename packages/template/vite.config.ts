import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { APP_INPUT, appScript } from './app-script.ts'
import { viteBase } from './deploy-base.ts'

const app = appScript()

// The template builds from workspace source: '@foyer/source' resolves @foyer/react-hooks and
// @foyer/sdk to their src/ (STYLE.md, Packages), so no package build is needed first.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), app.plugin],
  resolve: {
    conditions: ['@foyer/source', 'module', 'browser', 'development|production'],
    // One React and one copy of the sdk in the bundle (radix themes #619: one context module).
    dedupe: ['react', 'react-dom', '@foyer/sdk', '@foyer/react-hooks'],
  },
  // Absolute asset URLs: history-mode routes such as /demo-museum/events/1 load /assets/…; under
  // FOYER_BASE=/shop/ the site is /shop/ (assets, foyer.config.json and routes: docs/deploy.md).
  base: viteBase(process.env.FOYER_BASE),
  build: {
    target: 'es2022',
    // Source maps are written for an error tracker but not linked from the scripts, so browsers do
    // not fetch them and a tenant may leave them out of the upload (docs/deploy.md).
    sourcemap: 'hidden',
    // The manifest (dist/.vite/manifest.json) maps each route chunk to its files: bench/sizes.ts
    // reads it to print the initial JavaScript per route.
    manifest: true,
    rolldownOptions: {
      input: { index: 'index.html', app: APP_INPUT },
      output: {
        // The shell is two files (app-script.ts): main.ts with the configuration and the sdk's
        // core, and the app (React, the router, the header), fetched side by side. Not ~17 small
        // shared chunks: on a phone's HTTP/1.1 connection each file costs a round trip before the
        // first paint (issue 16: Lighthouse FCP 2.45 -> 1.95 s). Route chunks stay lazy.
        codeSplitting: { groups: app.groups },
      },
    },
  },
  server: {
    // `pnpm dev` proxies the API to a running sandbox (`pnpm --filter @foyer/sandbox serve`).
    proxy: {
      '/api': 'http://localhost:4173',
      '/cached': 'http://localhost:4173',
      '/_sandbox': 'http://localhost:4173',
    },
  },
})
