import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Packages resolve each other's source through the "@foyer/source" export condition,
// so tests never wait for a build (STYLE.md, Packages).
const conditions = ['@foyer/source', 'module', 'browser', 'development|production']
const resolve = { conditions }
const ssr = { resolve: { conditions: ['@foyer/source', 'module', 'node', 'development|production'] } }

export default defineConfig({
  test: {
    // A test file per core: Vitest's default leaves one core to itself (cores − 1), which on a
    // two-core machine ran the files one at a time (272 s -> 166 s here with two at once).
    maxWorkers: availableParallelism(),
    projects: [
      { resolve, ssr, test: { name: 'sdk', environment: 'node', include: ['packages/sdk/**/*.test.ts'] } },
      { resolve, ssr, test: { name: 'sandbox', environment: 'node', include: ['packages/sandbox/**/*.test.ts'] } },
      { resolve, ssr, test: { name: 'examples', environment: 'node', include: ['examples/**/*.test.ts'] } },
      { resolve, ssr, test: { name: 'contract', environment: 'node', include: ['openapi/**/*.test.ts'] } },
      {
        resolve,
        ssr,
        test: { name: 'react-hooks', environment: 'jsdom', include: ['packages/react-hooks/**/*.test.{ts,tsx}'] },
      },
      {
        resolve,
        ssr,
        test: { name: 'template', environment: 'jsdom', include: ['packages/template/**/*.test.{ts,tsx}'] },
      },
    ],
  },
})
