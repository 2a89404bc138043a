/**
 * The template's stories (storefront §2 /_stories, non-production only): each screen and dialog in
 * a named state, opened on the sandbox's demo museum — its seeded events and orders
 * (`@foyer/sandbox` seedIds; stories.test.ts checks every id is seeded). A story is an app path
 * and the mark of its state on the page (a `data-state`, Radix-style, or a role), so the catalogue
 * shows the real screen as a visitor reaches it.
 */
export interface Story {
  /** Unique, stable: `{screen}-{state}`. */
  id: string
  group: 'Screens' | 'Dialogs'
  /** The screen or dialog. */
  name: string
  /** The named state shown. */
  state: string
  /** The app path (after the seller slug), with its query. */
  path: string
  /** A CSS selector that is on the page once the screen is in that state. */
  mark: string
}

/** The seeded ids the stories open (the sandbox's `seedIds`). */
export const STORY_FIXTURES = {
  admission: 'general-admission',
  membersOnly: 'members-evening',
  detailsHidden: 'school-group-visit',
  membership: 'membership',
  order: 'order-ga-visit',
} as const

const f = STORY_FIXTURES

export const STORIES: readonly Story[] = [
  { id: 'home-ready', group: 'Screens', name: 'Home', state: 'ready', path: '/', mark: '[data-state="ready"]' },
  {
    id: 'events-ready',
    group: 'Screens',
    name: 'Event listing',
    state: 'ready',
    path: '/events',
    mark: 'section[data-state="ready"]',
  },
  {
    id: 'event-ready',
    group: 'Screens',
    name: 'Event page',
    state: 'ready',
    path: `/events/${f.admission}`,
    mark: `[data-event-id="${f.admission}"] [data-step="date"]`,
  },
  {
    id: 'event-members-only',
    group: 'Screens',
    name: 'Event page',
    state: 'members_only',
    path: `/events/${f.membersOnly}`,
    mark: '[data-state="members_only"]',
  },
  {
    id: 'event-details-hidden',
    group: 'Screens',
    name: 'Event page',
    state: 'details_hidden',
    path: `/events/${f.detailsHidden}`,
    mark: '[data-state="details_hidden"]',
  },
  {
    id: 'event-not-found',
    group: 'Screens',
    name: 'Event page',
    state: 'not_found',
    path: '/events/no-such-event',
    mark: '[data-state="not_found"]',
  },
  {
    id: 'membership-form',
    group: 'Screens',
    name: 'Buy membership',
    state: 'form',
    path: `/events/${f.membership}`,
    mark: 'form[data-state]',
  },
  {
    id: 'complete-ready',
    group: 'Screens',
    name: 'Order confirmation',
    state: 'complete_ready',
    path: `/checkout/complete?orderIds=${f.order}`,
    mark: '[data-state="complete_ready"]',
  },
  {
    id: 'manage-edit',
    group: 'Screens',
    name: 'Manage order',
    state: 'edit',
    path: `/manage/${f.order}`,
    mark: '[data-manage] [data-visit]',
  },
  {
    id: 'resend-idle',
    group: 'Screens',
    name: 'Resend tickets',
    state: 'idle',
    path: '/resend',
    mark: '[data-recovery="resend"]',
  },
  {
    id: 'forgot-password-idle',
    group: 'Screens',
    name: 'Forgot password',
    state: 'idle',
    path: '/user/forgot-password',
    mark: '[data-recovery="forgot-password"]',
  },
  {
    id: 'redeem-idle',
    group: 'Screens',
    name: 'Redeem a gift of membership',
    state: 'idle',
    path: '/membership/redeem',
    mark: '[data-state]',
  },
  {
    id: 'events-empty',
    group: 'Screens',
    name: 'Event listing',
    state: 'empty',
    path: '/events?category=Nope',
    mark: 'section[data-state="ready"] [data-state="empty"]',
  },
  {
    id: 'pending-error',
    group: 'Screens',
    name: 'Order pending',
    state: 'error',
    path: '/checkout/pending/no-such-cart',
    mark: '[data-state="pending_error"]',
  },
  {
    id: 'transfer-refuse',
    group: 'Screens',
    name: 'Transfer cart',
    state: 'refuse',
    path: '/transfer-cart/no-such-cart',
    mark: '[data-state="transfer_refuse"]',
  },
  {
    id: 'reset-password-invalid',
    group: 'Screens',
    name: 'Reset password',
    state: 'invalid',
    path: '/user/reset-password?token=bad',
    mark: '[data-state="invalid"]',
  },
  {
    id: 'forgot-membership-idle',
    group: 'Screens',
    name: 'Forgot membership',
    state: 'idle',
    path: '/user/forgot-membership',
    mark: '[data-recovery="forgot-membership"]',
  },
  {
    id: 'not-found',
    group: 'Screens',
    name: 'Not found',
    state: 'not_found',
    path: '/no-such-page',
    mark: '[data-state="not_found"]',
  },
  {
    id: 'login-open',
    group: 'Dialogs',
    name: 'Log in',
    state: 'open',
    path: '/events?login=true',
    mark: '[role="dialog"][data-state="open"]',
  },
  {
    id: 'login-or-guest-open',
    group: 'Dialogs',
    name: 'Log in or continue as a guest',
    state: 'open',
    path: `/events/${f.membership}/gift`,
    mark: '[role="dialog"][data-state="open"]',
  },
]
