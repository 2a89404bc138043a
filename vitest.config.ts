import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

// Packages resolve each other's source through the "@foyer/source" export condition,
// so tests never wait for a build (STYLE.md, Packages).
const conditions = ['@foyer/source', 'module', 'browser', 'development|production']
const resolve = { conditions }
/**
 * The Node projects share each worker's modules between files (`isolate: false`): a fresh module
 * graph per file was most of their time (sdk 76.5 → 24.7 s, sandbox 30.2 → 8.3 s on two cores).
 * Their files keep nothing between them: fake timers and spies are put back after each test, and
 * nothing stubs a global. A file that mocks a module (`vi.mock`) needs modules of its own (a mock
 * cannot take hold of a module another file has loaded), so it runs isolated, in `sdk-mocks`. The
 * jsdom projects stay isolated too: each file gets a fresh DOM.
 */
const ISOLATED = ['packages/sdk/src/lazy-cart.test.ts', 'packages/sdk/src/lazy-member-domains.test.ts']
const ssr = { resolve: { conditions: ['@foyer/source', 'module', 'node', 'development|production'] } }

export default defineConfig({
  test: {
    // A test file per core: Vitest's default leaves one core to itself (cores − 1), which on a
    // two-core machine ran the files one at a time (272 s -> 166 s here with two at once).
    maxWorkers: availableParallelism(),
    projects: [
      ...(
        [
          ['sdk', 'packages/sdk/**/*.test.ts'],
          ['sandbox', 'packages/sandbox/**/*.test.ts'],
          ['examples', 'examples/**/*.test.ts'],
          ['contract', 'openapi/**/*.test.ts'],
        ] as const
      ).map(([name, files]) => ({
        resolve,
        ssr,
        test: {
          name,
          environment: 'node',
          isolate: false,
          include: [files],
          exclude: [...configDefaults.exclude, ...ISOLATED],
        },
      })),
      { resolve, ssr, test: { name: 'sdk-mocks', environment: 'node', include: ISOLATED } },
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
