import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { assignInlineVars } from '@vanilla-extract/dynamic'
import type { ThemeConfig } from '../config'
import { vars } from './contract.css'
import { appRoot } from './global.css'
import { themeValues } from './values'

const PortalContainer = createContext<HTMLElement | null>(null)

/** The element dialogs portal into, so they sit under the theme's variables. */
export const usePortalContainer = () => useContext(PortalContainer)

/**
 * Applies the tenant's theme (storefront §3 Theme) to everything inside: the contract's variables
 * are set inline on this root with `assignInlineVars`, so a theme change in `foyer.config.json`
 * needs no CSS rebuild.
 */
export function ThemeRoot({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  const values = useMemo(() => themeValues(theme), [theme])
  const [root, setRoot] = useState<HTMLDivElement | null>(null)

  // The page behind the app (overscroll, the area under a short page) matches the theme too.
  useEffect(() => {
    const html = document.documentElement
    html.style.backgroundColor = values.color.background
    html.style.colorScheme = values.colorScheme
  }, [values])

  return (
    <div
      ref={setRoot}
      className={appRoot}
      style={assignInlineVars(vars, values)}
      data-theme-mode={theme.themeMode}
      data-theme-tier={theme.tier ?? undefined}
    >
      <PortalContainer.Provider value={root}>{children}</PortalContainer.Provider>
    </div>
  )
}
