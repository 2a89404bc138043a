/**
 * The app: React, the layout and the router. main.ts imports it at once, and index.html names its
 * script for the browser to fetch beside main.ts (vite.config.ts), so it downloads while main.ts
 * reads the configuration and starts the first screen's data (issue 16, LCP).
 */
import type { Storefront } from '@foyer/react-hooks'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import type { FoyerConfig } from './config'

/** Draws the storefront in `element`. */
export function render(element: HTMLElement, config: FoyerConfig, storefront: Storefront): void {
  const root = createRoot(element)
  // The first render as a transition: React yields to the browser between components, so the
  // page answers a tap while it renders (issue 16, Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} storefront={storefront} />
      </StrictMode>,
    ),
  )
}

/** Draws the page that lists what is wrong with `foyer.config.json`. */
export async function renderConfigError(element: HTMLElement, problems: string[]): Promise<void> {
  const { ConfigError } = await import('./screens/ConfigError')
  createRoot(element).render(<ConfigError problems={problems} />)
}
