import { createContext, useContext, type ReactNode } from 'react'
import type { FoyerConfig } from './config'

const ConfigContext = createContext<FoyerConfig | null>(null)

export function ConfigProvider({ config, children }: { config: FoyerConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
}

/** The configuration, or null outside a `<ConfigProvider>` (a screen rendered on its own, as in its tests). */
export function useOptionalConfig(): FoyerConfig | null {
  return useContext(ConfigContext)
}

/** The runtime configuration read from `foyer.config.json` at start-up. */
export function useConfig(): FoyerConfig {
  const config = useContext(ConfigContext)
  if (!config)
    throw new Error('useConfig: could not find the configuration. Wrap the app in <ConfigProvider config={…}>.')
  return config
}
