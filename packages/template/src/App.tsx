import { StorefrontProvider, useStorefront, type Storefront } from '@foyer/react-hooks'
import { buildPath, withSellerBase } from '@foyer/sdk/routing'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { Router, useLocation } from 'wouter'
import { usePathname } from 'wouter/use-browser-location'
import { DEPLOY_BASE } from './base'
import type { FoyerConfig } from './config'
import { ConfigProvider } from './ConfigContext'
import { Layout } from './components/Layout'
import { focusMain } from './components/landmarks'
import { Loading } from './components/Status'
import { ModalHost, ModalProvider, useModalStack } from './modals'
import { useRouteState } from './routing'
import { NotFoundScreen, Screen } from './screens/Screen'
import { ContentBlocks } from './components/ContentBlocks'
import { ThemeRoot } from './theme/ThemeRoot'

// storefront §2 /_stories, non-production only: the action a story left for the page it opened
// (a button pressed, the held cart expiring). Vite folds the condition, so a production build has
// neither the component nor its chunk (as Screen.tsx's Stories).
const StoryAction =
  import.meta.env.DEV || import.meta.env.VITE_FOYER_STORIES === 'true'
    ? lazy(() => import('./stories/StoryAction'))
    : null

/**
 * The storefront: configuration, the sdk's storefront, the theme, the modal stack and the router
 * with the seller slug as its base (storefront §2: "Routes use history mode. The base is the
 * seller slug"), under the deploy base when the build has one (`/shop/demo-museum`, base.ts).
 */
export function App({ config, storefront }: { config: FoyerConfig; storefront: Storefront }) {
  return (
    <ConfigProvider config={config}>
      <StorefrontProvider storefront={storefront}>
        <ThemeRoot theme={config.theme}>
          <ModalProvider>
            <Router base={`${DEPLOY_BASE}${withSellerBase('/', config.seller)}`}>
              <Layout>
                <Routes />
              </Layout>
              <ModalHost />
              {StoryAction ? (
                <Suspense fallback={null}>
                  <StoryAction />
                </Suspense>
              ) : null}
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
  useHomeWhenSessionEnds()
  if (route.status === 'notFound') return <NotFoundScreen />
  if (route.status === 'redirecting') return null
  if (route.status === 'waiting') return <Loading />
  // storefront §2: "Custom content blocks can be enabled per route name and per role", on every screen.
  const name = route.match.route.name
  return (
    <>
      <ContentBlocks route={name} placement="top" />
      <Screen match={route.match} />
      <ContentBlocks route={name} placement="bottom" />
    </>
  )
}

/**
 * storefront §4 Session loss: "the product ends the session, closes the membership modal, clears
 * state and goes home"; a logout goes home too. The sdk has cleared the state; the page closes its
 * dialogs and goes home.
 */
function useHomeWhenSessionEnds() {
  const storefront = useStorefront()
  const modals = useModalStack()
  const [, go] = useLocation()
  useEffect(
    () =>
      storefront.events.on('auth:session_ended', () => {
        modals.closeAll()
        go(buildPath('home'), { replace: true })
      }),
    [storefront, modals, go],
  )
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
