import type { MessageKey } from '@foyer/sdk'

/**
 * The template's stories (storefront §2 /_stories, non-production only): each screen and dialog in
 * a named state, opened on the sandbox's demo museum — its seeded events and orders
 * (`@foyer/sandbox` seedIds; stories.test.ts checks every id is seeded). A story is an app path
 * and the mark of its state on the page (a `data-state`, Radix-style, or a role), so the catalogue
 * shows the real screen as a visitor reaches it. A dialog that needs a held cart or an action has a
 * `fixture` (the cart the catalogue holds on the sandbox before it opens the path) and an `action`
 * (what happens on arrival, as a visitor or the cart's clock would do it): `fixtures.ts`,
 * `StoryAction.tsx`.
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
  /** The cart to hold on the sandbox before the path opens (any cart held before is deleted). */
  fixture?: StoryFixture
  /** What happens once the page is there. */
  action?: StoryAction
}

/**
 * A held cart made from the demo museum's seed: `tickets` holds one ticket of a type in the
 * event's first session with room in the next two weeks; `membership` reserves a membership level
 * with its rule and a named member (calls §7 POST events/{id}/reserve_membership).
 */
export type StoryFixture =
  | { kind: 'tickets'; eventId: string; ticketTypeId: string }
  | { kind: 'membership'; eventId: string; levelId: string; ticketTypeId: string; ruleId: string }

/**
 * On arrival: `click` presses the button whose text is a catalogue message (as a visitor does);
 * `expire_cart` lets the held cart reach its expiry (what the cart's timer does at 0:00).
 */
export type StoryAction = { kind: 'click'; button: MessageKey } | { kind: 'expire_cart' }

/** The seeded ids the stories open (the sandbox's `seedIds`). */
export const STORY_FIXTURES = {
  admission: 'general-admission',
  membersOnly: 'members-evening',
  detailsHidden: 'school-group-visit',
  membership: 'membership',
  order: 'order-ga-visit',
  adultTicket: 'ga-adult',
  membershipLevel: 'ms-individual',
  membershipMember: 'ms-individual-member',
  membershipRule: 'mr-individual-member',
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
    id: 'pending-not-found',
    group: 'Screens',
    name: 'Order pending',
    state: 'not_found',
    path: '/checkout/pending/no-such-cart',
    mark: '[data-state="not_found"]',
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
  // Dialogs that need a held cart or an action (built from the sandbox's seed by fixtures.ts).
  {
    id: 'add-code-open',
    group: 'Dialogs',
    name: 'Add code',
    state: 'open',
    path: '/events',
    mark: '[data-modal="add-code"][data-state="open"]',
    fixture: { kind: 'tickets', eventId: f.admission, ticketTypeId: f.adultTicket },
    action: { kind: 'click', button: 'cart.addCode' },
  },
  {
    id: 'delete-cart-or-checkout-open',
    group: 'Dialogs',
    name: 'Delete cart or check out',
    state: 'membership_in_cart',
    path: `/events/${f.membership}`,
    mark: '[data-modal="delete-cart-or-checkout"][data-state="open"]',
    fixture: {
      kind: 'membership',
      eventId: f.membership,
      levelId: f.membershipLevel,
      ticketTypeId: f.membershipMember,
      ruleId: f.membershipRule,
    },
  },
  {
    id: 'cart-timeout-expired',
    group: 'Dialogs',
    name: 'Cart expired',
    state: 'expired',
    path: '/events',
    mark: '[data-modal="cart-timeout"][data-state="open"]',
    fixture: { kind: 'tickets', eventId: f.admission, ticketTypeId: f.adultTicket },
    action: { kind: 'expire_cart' },
  },
]
