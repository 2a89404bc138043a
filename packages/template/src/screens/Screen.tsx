import type { RouteMatch } from '@foyer/sdk/routing'
import { lazy, Suspense } from 'react'
import { Loading } from '../components/Status'
import { hasScreen } from './screen-routes'

/*
 * Each route screen is its own chunk (src/routes/*), loaded when the visitor first opens the route,
 * so the entry chunk holds only the shell (config, sdk, layout, modal host). bench/sizes.ts reads
 * the build manifest to print the initial JavaScript of each route.
 */
const Home = lazy(() => import('../routes/home'))
const Events = lazy(() => import('../routes/events'))
const EventPage = lazy(() => import('../routes/event'))
const NotFound = lazy(() => import('../routes/not-found'))
const Checkout = lazy(() => import('../routes/checkout'))
const CheckoutComplete = lazy(() => import('../routes/checkout-complete'))
const CheckoutPending = lazy(() => import('../routes/checkout-pending'))
const TransferCart = lazy(() => import('../routes/transfer-cart'))
const Logout = lazy(() => import('../routes/logout'))
const ForgotPassword = lazy(() => import('../routes/forgot-password'))
const ForgotMembership = lazy(() => import('../routes/forgot-membership'))
const ResetPassword = lazy(() => import('../routes/reset-password'))
const Resend = lazy(() => import('../routes/resend'))
const SetEmail = lazy(() => import('../routes/set-email'))
const AuthCallback = lazy(() => import('../routes/auth-callback'))
const MyAccount = lazy(() => import('../routes/my'))
const CancelAutoRenew = lazy(() => import('../routes/cancel-auto-renew'))
const Redeem = lazy(() => import('../routes/membership-redeem'))
const ManageOrder = lazy(() => import('../routes/manage'))
const Reschedule = lazy(() => import('../routes/manage-reschedule'))

/**
 * The screen of a matched route (the sdk's route table, storefront §2). Routes whose screens belong
 * to later issues (cart, checkout, membership, account, orders) show the 404 page until they exist.
 */
export function Screen({ match }: { match: RouteMatch }) {
  return (
    <Suspense fallback={<Loading />}>
      <RouteScreen match={match} />
    </Suspense>
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
    <Suspense fallback={<Loading />}>
      <NotFound />
    </Suspense>
  )
}
