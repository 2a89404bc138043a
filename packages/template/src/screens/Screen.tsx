import type { RouteMatch } from '@foyer/sdk/routing'
import { lazyRoute } from './lazyRoute'
import { SCREEN_CHUNKS } from './preload'
import { RouteErrorBoundary } from './RouteError'
import { hasScreen } from './screen-routes'

// Each route screen is a chunk of its own (SCREEN_CHUNKS), loaded when its route first renders.
const Home = lazyRoute(SCREEN_CHUNKS.home)
const Events = lazyRoute(SCREEN_CHUNKS.events)
const EventPage = lazyRoute(SCREEN_CHUNKS.event)
const NotFound = lazyRoute(SCREEN_CHUNKS.notFound)
const Checkout = lazyRoute(SCREEN_CHUNKS.checkout)
const CheckoutComplete = lazyRoute(SCREEN_CHUNKS.checkoutComplete)
const CheckoutPending = lazyRoute(SCREEN_CHUNKS.checkoutPending)
const TransferCart = lazyRoute(SCREEN_CHUNKS.transferCart)
const Logout = lazyRoute(SCREEN_CHUNKS.logout)
const ForgotPassword = lazyRoute(SCREEN_CHUNKS.userForgotPassword)
const ForgotMembership = lazyRoute(SCREEN_CHUNKS.userForgotMembership)
const ResetPassword = lazyRoute(SCREEN_CHUNKS.userResetPassword)
const Resend = lazyRoute(SCREEN_CHUNKS.resend)
const SetEmail = lazyRoute(SCREEN_CHUNKS.userSetEmailAddress)
const AuthCallback = lazyRoute(SCREEN_CHUNKS.authCallback)
const MyAccount = lazyRoute(SCREEN_CHUNKS.myMembership)
const CancelAutoRenew = lazyRoute(SCREEN_CHUNKS.manageCancelAutoRenew)
const Redeem = lazyRoute(SCREEN_CHUNKS.membershipRedeem)
const ManageOrder = lazyRoute(SCREEN_CHUNKS.manage)
const Reschedule = lazyRoute(SCREEN_CHUNKS.manageReschedule)
// storefront §2 /_stories, non-production only: in development and a stories build
// (VITE_FOYER_STORIES=true). Vite replaces the condition at build time, so a production build has
// neither the route nor its chunk (bench/sizes.ts and a journey check the build).
const Stories =
  import.meta.env.DEV || import.meta.env.VITE_FOYER_STORIES === 'true'
    ? lazyRoute(() => import('../routes/stories'))
    : null

/**
 * The screen of a matched route (the sdk's route table, storefront §2). Routes whose screens belong
 * to later issues (cart, checkout, membership, account, orders) show the 404 page until they exist.
 */
export function Screen({ match }: { match: RouteMatch }) {
  return (
    <RouteErrorBoundary resetKey={`${match.route.name}:${JSON.stringify(match.params)}`}>
      <RouteScreen match={match} />
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
      <NotFound />
    </RouteErrorBoundary>
  )
}
