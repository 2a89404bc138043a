import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { BASE_URL, PORT, SANDBOX_NOW } from './sandbox'
import { EXPECT_TIMEOUT_MS, JOURNEY_TIMEOUT_MS, slowdown } from './busy'

/**
 * Journeys through the built template served by the sandbox, in Debian's Chromium
 * (TOOLCHAIN.md, Browser tests: `playwright install` cannot download browsers here).
 * `pnpm --filter @foyer/e2e test` builds the template first, then runs these.
 */
const baseURL = BASE_URL

/**
 * Debian's headless shell (package chromium-headless-shell: the build Playwright itself runs
 * headless) when it is installed, else the full Chromium. The same journeys ran 20–31 % faster in
 * the shell on a 2-core machine, runs interleaved (cart 21.0 → 16.9 s, event page 45.5 → 33.3 s,
 * checkout and membership 3.9 and 3.7 → 2.7 and 2.8 min).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const executablePath = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')

export default defineConfig({
  testDir: './tests',
  // One sandbox holds one in-memory state and one clock: journeys take turns.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Limits at rest, scaled by how busy the machine is (busy.ts); each journey's own limit is
  // scaled again when it starts (fixtures.ts), as the load may have changed since.
  timeout: JOURNEY_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS * slowdown() },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      // Without the background-networking flags Chromium floods the closed network with refused
      // connections (TOOLCHAIN.md).
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The sandbox serves the API and the built template (packages/template/dist) with SPA fallback.
    command: 'pnpm --filter @foyer/sandbox serve',
    env: { PORT: String(PORT), FOYER_SANDBOX_NOW: SANDBOX_NOW },
    // The runtime config is a file of the template build: answered means API and template are up.
    url: `${baseURL}/foyer.config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
