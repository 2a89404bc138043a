import { createContext, useContext, type ReactNode } from 'react'
import type { Storefront } from '@foyer/sdk'

const StorefrontContext = createContext<Storefront | null>(null)
StorefrontContext.displayName = 'FoyerStorefront'

export interface StorefrontProviderProps {
  /** The storefront every hook below reads, from `createStorefront(options)`. */
  storefront: Storefront
  children?: ReactNode
}

/**
 * Makes a storefront available to the hooks below it. Create the storefront once (outside
 * render, or in a `useState` initialiser) so every render sees the same stores.
 * @example
 * const storefront = createStorefront({ apiBase: '/api/v1', seller: 'demo-museum' })
 * createRoot(root).render(
 *   <StorefrontProvider storefront={storefront}><App /></StorefrontProvider>,
 * )
 */
export function StorefrontProvider({ storefront, children }: StorefrontProviderProps) {
  return <StorefrontContext.Provider value={storefront}>{children}</StorefrontContext.Provider>
}

/**
 * The storefront of the nearest provider; when there is none it throws an error that names the
 * hook that asked and says to wrap the app in `<StorefrontProvider>`, rather than failing later
 * on an undefined store.
 */
export function useStorefrontFor(hookName: string): Storefront {
  const storefront = useContext(StorefrontContext)
  if (!storefront) {
    throw new Error(
      `Could not find the Foyer storefront context; ${hookName}() must be called inside a <StorefrontProvider storefront={…}>. ` +
        'You need to wrap the part of your app that calls it in a <StorefrontProvider> provider.',
    )
  }
  return storefront
}

/**
 * The storefront given to the nearest `<StorefrontProvider>`.
 * @example
 * const { catalog } = useStorefront()
 */
export function useStorefront(): Storefront {
  return useStorefrontFor('useStorefront')
}
