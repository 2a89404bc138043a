/**
 * The template's test kit: a screen rendered the way the app renders it (the tenant's config, the
 * storefront, the modal stack and its host), and loading modules whose styles are vanilla-extract
 * files outside the Vite plugin.
 */
import { render } from '@testing-library/react'
import { StorefrontProvider, type Storefront } from '@foyer/react-hooks'
import { en } from '@foyer/sdk'
import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope'
import type { ReactElement } from 'react'
import { ConfigProvider } from '../src/ConfigContext'
import { DEFAULT_CONFIG, type FoyerConfig } from '../src/config'
import { ModalHost, ModalProvider } from '../src/modals'

/** The stock configuration of the demo museum, for screens that read the config. */
export const testConfig = { ...DEFAULT_CONFIG, seller: 'demo-museum', sellerName: 'Demo Museum' } as FoyerConfig

/**
 * Renders `ui` inside the providers the app gives every screen: the config (`testConfig` unless
 * given), the storefront with the whole English catalogue (in the app, a screen's route adds the
 * parts it shows: src/messages.test.ts checks each route's), and the modal stack with its host (a test that opens a dialog loads
 * `modals/ModalDialog` with `importWithStyles` first, as the app loads it on demand).
 * @example
 * renderWithStorefront(<CheckoutPending cartId="cart-9" />, { storefront })
 */
export function renderWithStorefront(
  ui: ReactElement,
  { storefront, config = testConfig }: { storefront: Storefront; config?: FoyerConfig },
) {
  storefront.i18n.addMessages(en)
  return render(
    <ConfigProvider config={config}>
      <StorefrontProvider storefront={storefront}>
        <ModalProvider>
          {ui}
          <ModalHost />
        </ModalProvider>
      </StorefrontProvider>
    </ConfigProvider>,
  )
}

/**
 * Imports modules whose `.css.ts` files register styles at import: outside the Vite plugin they
 * need a file scope, which this sets around the import (the styles are injected into jsdom).
 */
export async function importWithStyles<T>(load: () => Promise<T>): Promise<T> {
  setFileScope('packages/template/test/render.css.ts', 'foyer-template')
  try {
    return await load()
  } finally {
    endFileScope()
  }
}
