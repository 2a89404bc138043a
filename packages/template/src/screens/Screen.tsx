import type { Storefront } from '@foyer/react-hooks'
import { matchRoute, parseEventFilters, stripSellerBase, type RouteMatch, type RouteName } from '@foyer/sdk/routing'
import { Suspense } from 'react'
import { Loading } from '../components/Status'
import { lazyRoute, type LazyScreen } from './lazyRoute'
import { RouteErrorBoundary } from './RouteError'
import { hasScreen } from './screen-routes'

/*
 * Each route screen is its own chunk (src/routes/*), loaded when the visitor first opens the route,
 * so the entry chunk holds only the shell (config, sdk, layout, modal host). bench/sizes.ts reads
 * the build manifest to print the initial JavaScript of each route. A chunk that fails to load is
 * tried once more (lazyRoute, calls §8 Other); one that fails again, or a screen that throws, shows
 * the error page (RouteErrorBoundary).
 */
const Home = lazyRoute(() => import('../routes/home'))
const Events = lazyRoute(() => import('../routes/events'))
const EventPage = lazyRoute(() => import('../routes/event'))
const NotFound = lazyRoute(() => import('../routes/not-found'))
const Checkout = lazyRoute(() => import('../routes/checkout'))
const CheckoutComplete = lazyRoute(() => import('../routes/checkout-complete'))
const CheckoutPending = lazyRoute(() => import('../routes/checkout-pending'))
const TransferCart = lazyRoute(() => import('../routes/transfer-cart'))
const Logout = lazyRoute(() => import('../routes/logout'))
const ForgotPassword = lazyRoute(() => import('../routes/forgot-password'))
const ForgotMembership = lazyRoute(() => import('../routes/forgot-membership'))
const ResetPassword = lazyRoute(() => import('../routes/reset-password'))
const Resend = lazyRoute(() => import('../routes/resend'))
const SetEmail = lazyRoute(() => import('../routes/set-email'))
const AuthCallback = lazyRoute(() => import('../routes/auth-callback'))
const MyAccount = lazyRoute(() => import('../routes/my'))
const CancelAutoRenew = lazyRoute(() => import('../routes/cancel-auto-renew'))
const Redeem = lazyRoute(() => import('../routes/membership-redeem'))
const ManageOrder = lazyRoute(() => import('../routes/manage'))
const Reschedule = lazyRoute(() => import('../routes/manage-reschedule'))
// storefront §2 /_stories, non-production only: in development and a stories build
// (VITE_FOYER_STORIES=true). Vite replaces the condition at build time, so a production build has
// neither the route nor its chunk (bench/sizes.ts and a journey check the build).
const Stories =
  import.meta.env.DEV || import.meta.env.VITE_FOYER_STORIES === 'true'
    ? lazyRoute(() => import('../routes/stories'))
    : null

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the screens' props differ
const SCREEN_OF: Partial<Record<RouteName, LazyScreen<any>>> = {
  home: Home,
  events: Events,
  event: EventPage,
  eventAction: EventPage,
  checkout: Checkout,
  manageConfirm: Checkout,
  checkoutComplete: CheckoutComplete,
  checkoutPending: CheckoutPending,
  transferCart: TransferCart,
  logout: Logout,
  userForgotPassword: ForgotPassword,
  userForgotMembership: ForgotMembership,
  userResetPassword: ResetPassword,
  resend: Resend,
  userSetEmailAddress: SetEmail,
  authCallback: AuthCallback,
  membershipRedeem: Redeem,
  manage: ManageOrder,
  manageReschedule: Reschedule,
  manageCancelAutoRenew: CancelAutoRenew,
  myMembership: MyAccount,
  myProfile: MyAccount,
  myUpcoming: MyAccount,
  myUpcomingSession: MyAccount,
  myOrders: MyAccount,
  myOrder: MyAccount,
}

/**
 * Starts loading the screen of a site path (`/demo-museum/events`, the deploy base taken off) before
 * the configuration is read, so the first screen's chunk comes beside it instead of after it
 * (issue 16, LCP). The seller slug is not known yet: the path's first segment is taken for it
 * (storefront §2 "The base is the seller slug"), then the whole path. A guess: the guards may send
 * the visitor elsewhere, and that screen loads when it renders.
 */
export function preloadScreen(path: string): void {
  const withoutSeller = path.replace(/^\/[^/]+/, '') || '/'
  const match = matchRoute(withoutSeller) ?? matchRoute(path)
  if (match) SCREEN_OF[match.route.name as RouteName]?.preload()
}

/**
 * Starts the first screen's data as soon as the storefront exists, before the screen's chunk has
 * loaded and mounted (issue 16, LCP): the listing's events (`preloadEvents`: the screen's own load
 * with the same filters takes it), an event's details (`preloadEvent`: the reserve page's load
 * of the event takes it) and the checkout's cart (a load in flight is shared).
 */
export function preloadScreenData(
  storefront: Storefront,
  location: { path: string; search: string },
  settings: { seller: string; timeZone: string },
): void {
  const path = stripSellerBase(location.path, settings.seller)
  const match = path === null ? null : matchRoute(path)
  if (match?.route.name === 'events')
    storefront.catalog.preloadEvents(
      parseEventFilters(location.search, { now: storefront.options.clock.now(), timeZone: settings.timeZone }),
    )
  else if ((match?.route.name === 'event' || match?.route.name === 'eventAction') && match.params.id)
    storefront.catalog.preloadEvent(match.params.id)
  // The kept cart is the checkout's data: the checkout's own load shares this read.
  else if (match?.route.name === 'checkout' && !match.params.cartId && storefront.cart.getSnapshot().status === 'idle')
    void storefront.cart.load()
}

/**
 * The screen of a matched route (the sdk's route table, storefront §2). Routes whose screens belong
 * to later issues (cart, checkout, membership, account, orders) show the 404 page until they exist.
 */
export function Screen({ match }: { match: RouteMatch }) {
  return (
    <RouteErrorBoundary resetKey={`${match.route.name}:${JSON.stringify(match.params)}`}>
      <Suspense fallback={<Loading />}>
        <RouteScreen match={match} />
      </Suspense>
    </RouteErrorBoundary>
  )
}

function RouteScreen({ match }: { match: RouteMatch }) {
  if (!hasScreen(match.route.name)) return <NotFound />
  switch (match.route.name) {
    case 'home':
      return <Home />
    case 'events':
      return <Events />
    case 'event':
    case 'eventAction':
      return <EventPage key={match.params.id} id={match.params.id ?? ''} action={match.params.action ?? null} />
    case 'checkout':
      return <Checkout key={match.params.cartId ?? ''} cartId={match.params.cartId} />
    case 'manageConfirm':
      return <Checkout key={`manage-${match.params.orderId ?? ''}`} editingOrderId={match.params.orderId} />
    case 'checkoutComplete':
      return <CheckoutComplete />
    case 'checkoutPending':
      return <CheckoutPending key={match.params.cartId} cartId={match.params.cartId ?? ''} />
    case 'transferCart':
      return <TransferCart key={match.params.cartId} cartId={match.params.cartId ?? ''} />
    case 'logout':
      return <Logout />
    case 'userForgotPassword':
      return <ForgotPassword />
    case 'userForgotMembership':
      return <ForgotMembership />
    case 'userResetPassword':
      return <ResetPassword />
    case 'resend':
      return <Resend />
    case 'userSetEmailAddress':
      return <SetEmail />
    case 'authCallback':
      return <AuthCallback />
    case 'membershipRedeem':
      return <Redeem />
    case 'manage':
      return <ManageOrder key={match.params.id} orderId={match.params.id ?? ''} />
    case 'manageReschedule':
      return (
        <Reschedule
          key={`${match.params.orderId}:${match.params.sessionId}`}
          orderId={match.params.orderId ?? ''}
          sessionId={match.params.sessionId ?? ''}
        />
      )
    case 'manageCancelAutoRenew':
      return <CancelAutoRenew key={match.params.ticketOrderId} ticketOrderId={match.params.ticketOrderId ?? ''} />
    case 'stories':
      return Stories ? <Stories /> : <NotFound />
    case 'myMembership':
    case 'myProfile':
    case 'myUpcoming':
    case 'myUpcomingSession':
    case 'myOrders':
    case 'myOrder':
      return <MyAccount route={match.route.name} id={match.params.id ?? ''} />
    default:
      return <NotFound />
  }
}

/** The 404 page for a path no route matches, loaded like any other route. */
export function NotFoundScreen() {
  return (
    <RouteErrorBoundary resetKey="notFound">
      <Suspense fallback={<Loading />}>
        <NotFound />
      </Suspense>
    </RouteErrorBoundary>
  )
}
