/**
 * Debian Chromium's flags for the benchmarks (TOOLCHAIN.md): without the background-networking
 * flags Chromium floods the closed network with refused connections.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
