/**
 * What start-up fetches for the first screen before React has loaded (issue 16, LCP): the screen's
 * chunk and its data. This module has no React in it: main.ts runs it while the app's script
 * (start.tsx: React, the layout) is still downloading.
 */
import type { ReadableStore, Storefront } from '@foyer/sdk'
import { matchRoute, parseEventFilters, stripSellerBase, type RouteName } from '@foyer/sdk/routing'
import { chunkLoader } from './chunk-loader'
import { coverPicture } from './cover'

const event = () => import('../routes/event')
const checkout = () => import('../routes/checkout')
const my = () => import('../routes/my')

/*
 * Each route screen is its own chunk (src/routes/*), loaded when the visitor first opens the route,
 * so the shell holds only the configuration, the sdk's core, React and the layout. bench/sizes.ts
 * reads the build manifest to print the initial JavaScript of each route.
 */
export const SCREEN_CHUNKS = {
  home: () => import('../routes/home'),
  events: () => import('../routes/events'),
  event,
  eventAction: event,
  notFound: () => import('../routes/not-found'),
  checkout,
  manageConfirm: checkout,
  checkoutComplete: () => import('../routes/checkout-complete'),
  checkoutPending: () => import('../routes/checkout-pending'),
  transferCart: () => import('../routes/transfer-cart'),
  logout: () => import('../routes/logout'),
  userForgotPassword: () => import('../routes/forgot-password'),
  userForgotMembership: () => import('../routes/forgot-membership'),
  userResetPassword: () => import('../routes/reset-password'),
  resend: () => import('../routes/resend'),
  userSetEmailAddress: () => import('../routes/set-email'),
  authCallback: () => import('../routes/auth-callback'),
  membershipRedeem: () => import('../routes/membership-redeem'),
  manage: () => import('../routes/manage'),
  manageReschedule: () => import('../routes/manage-reschedule'),
  manageCancelAutoRenew: () => import('../routes/cancel-auto-renew'),
  myMembership: my,
  myProfile: my,
  myUpcoming: my,
  myUpcomingSession: my,
  myOrders: my,
  myOrder: my,
} satisfies Partial<Record<RouteName | 'notFound', () => Promise<unknown>>>

/**
 * Starts the first screen's data, then its chunk, as soon as the storefront exists and before
 * React has drawn anything (issue 16, LCP). The data first: on an HTTP/1.1 connection the page has
 * six sockets, and the event page's dozen chunk files queued ahead of its data call held the call
 * back (Lighthouse: TBT 230 → 75 ms on the event page). The data is the listing's events
 * (`preloadEvents`: the screen's own load with the same filters takes it), an event's details
 * (`preloadEvent`: the reserve page's load of the event takes it) or the checkout's cart (a load in
 * flight is shared). A guess: the guards may send the visitor elsewhere, and that screen loads when
 * it renders.
 */
export function preloadFirstScreen(
  storefront: Storefront,
  location: { path: string; search: string },
  settings: { seller: string; timeZone: string },
): void {
  const path = stripSellerBase(location.path, settings.seller)
  const match = path === null ? null : matchRoute(path)
  if (!match) return
  const { catalog } = storefront
  if (match.route.name === 'events') {
    catalog.preloadEvents(
      parseEventFilters(location.search, { now: storefront.options.clock.now(), timeZone: settings.timeZone }),
    )
    // The first card's picture (EventCardView's `first`).
    preloadPictureWhenRead(catalog.listing, (listing) => {
      const image = listing.events[0]?.image
      return image ? { href: image.url } : null
    })
  } else if ((match.route.name === 'event' || match.route.name === 'eventAction') && match.params.id) {
    catalog.preloadEvent(match.params.id)
    // The cover, as the page draws it (coverPicture).
    preloadPictureWhenRead(catalog.event(match.params.id), ({ event }) => {
      const cover = event && coverPicture(event)
      return cover ? { href: cover.src, srcSet: cover.srcSet, sizes: cover.sizes } : null
    })
    // Its calendar's first read needs the venue's today (a formatter); its cover draws without one.
    startIntl(storefront)
  } else if (match.route.name === 'checkout') {
    if (!match.params.cartId && storefront.cart.getSnapshot().status === 'idle') void storefront.cart.load()
    // Its first draw shows the cart's money and dates.
    startIntl(storefront)
  }
  const load = (SCREEN_CHUNKS as Partial<Record<string, () => Promise<unknown>>>)[match.route.name]
  // A failed preload is the screen's to show when it renders (lazyRoute shares the same load).
  if (load) chunkLoader(load)().catch(() => undefined)
}

/**
 * The first `Intl` formatter starts ICU: 110–140 ms at 4× CPU in Chromium. For a first screen that
 * formats soon after it first draws, it is built in a task of its own once the screen's data and
 * code are asked for, so it runs while they download; the sdk caches the formatters, and the
 * screen reuses them (issue 16). /checkout formats its cart in its first draw; the event page draws
 * its cover first, then its calendar's read asks for the venue's today, which started ICU in a long
 * task after the first paint and held that read back (Lighthouse, 10 runs each side alternating:
 * TBT median 386 → 241 ms, LCP unchanged). Not for the listing: it formats its cards in its first
 * draw, before its first paint, and a task of its own there only lands after that paint
 * (5 runs each: TBT 75 → 208 ms).
 */
function startIntl({ i18n, options }: Storefront): void {
  setTimeout(() => {
    if (i18n.currency) i18n.formatMoney(0)
    i18n.formatDateTime(new Date(options.clock.now()))
  }, 0)
}

type Picture = { href: string; srcSet?: string; sizes?: string }

/**
 * Once the store's load has settled, asks for the picture the first screen shows first (the
 * page's Largest Contentful Paint) with a `<link rel="preload">`, so it downloads while the
 * screen's code arrives and React draws; the `<img>` then finds it in the browser's cache. Without
 * this the picture is asked for only when the screen renders (Lighthouse: ~430 ms of load delay
 * on the event page, issue 16).
 */
function preloadPictureWhenRead<S extends { status: string }>(
  store: ReadableStore<S>,
  picture: (state: S) => Picture | null,
) {
  const settled = () => {
    const state = store.getSnapshot()
    if (state.status === 'loading' || state.status === 'idle') return false
    const found = state.status === 'ready' ? picture(state) : null
    if (found) preloadPicture(found)
    return true
  }
  if (settled()) return
  const stop = store.subscribe(() => {
    if (settled()) stop()
  })
}

function preloadPicture({ href, srcSet, sizes }: Picture) {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = href
  if (srcSet) link.imageSrcset = srcSet
  if (sizes) link.imageSizes = sizes
  link.fetchPriority = 'high'
  document.head.appendChild(link)
}
