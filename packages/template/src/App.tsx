import { StorefrontProvider, type Storefront } from '@foyer/react-hooks'
import { withSellerBase } from '@foyer/sdk/routing'
import { useEffect, useRef } from 'react'
import { Router } from 'wouter'
import { usePathname } from 'wouter/use-browser-location'
import type { FoyerConfig } from './config'
import { ConfigProvider } from './ConfigContext'
import { Layout } from './components/Layout'
import { focusMain } from './components/landmarks'
import { ModalHost, ModalProvider } from './modals'
import { useRouteState } from './routing'
import { NotFoundScreen, Screen } from './screens/Screen'
import { ThemeRoot } from './theme/ThemeRoot'

/**
 * The storefront: configuration, the sdk's storefront, the theme, the modal stack and the router
 * with the seller slug as its base (storefront §2: "Routes use history mode. The base is the
 * seller slug").
 */
export function App({ config, storefront }: { config: FoyerConfig; storefront: Storefront }) {
  return (
    <ConfigProvider config={config}>
      <StorefrontProvider storefront={storefront}>
        <ThemeRoot theme={config.theme}>
          <ModalProvider>
            <Router base={withSellerBase('/', config.seller)}>
              <Layout>
                <Routes />
              </Layout>
              <ModalHost />
            </Router>
          </ModalProvider>
        </ThemeRoot>
      </StorefrontProvider>
    </ConfigProvider>
  )
}

function Routes() {
  const route = useRouteState()
  useFocusMainOnNavigation()
  if (route.status === 'notFound') return <NotFoundScreen />
  if (route.status === 'redirecting') return null
  return <Screen match={route.match} />
}

/**
 * After a navigation inside the app, scroll to the top and move focus to the main landmark, so a
 * screen reader starts reading the new page (a full page load does this by itself).
 */
function useFocusMainOnNavigation() {
  const pathname = usePathname()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo(0, 0)
    focusMain({ preventScroll: true })
  }, [pathname])
}
