// Size budgets, enforced in CI (issue 16: "Size budgets are deterministic, so enforce them in CI
// with size-limit, one entry per route and per sdk subpath"). min + gzip, like `pnpm bench`.
// Run after `pnpm build`: the sdk's subpaths are bundled from packages/sdk/dist with esbuild
// (tree-shaken, minified, React left out), and each template route is the built files it loads
// first (the two entry scripts, the route's lazy chunk and their static imports, from Vite's manifest).
//
// The limits hold today's figures plus 2 %, so a route or subpath that grows fails CI (a domain's
// subpath carries its part of the message catalogue); the targets of
// issue 16 (shell ≤ 1.2× the react + react-dom floor, …) are printed by `pnpm bench`, and each
// limit comes down as the work lands.
import { existsSync, readFileSync } from 'node:fs'

/** kB (size-limit's: 1000 bytes), gzip: the budget of each sdk subpath (`@foyer/sdk` is the root entry). */
const SDK = {
  // + 0.1 kB: the checkout's self-gift sentence is in the core catalogue (a reload on /checkout has no membership part).
  // + 0.1 kB: an error made before any API call says so in its message (FoyerError).
  // + 0.1 kB: isTimeZone, so creation checks the zone without building a formatter (issue 16).
  // + 1.4 kB: login and memberships load on first use (lazy-member-domains.ts): their stand-ins, and
  // the chunk they load, which this bundle counts in (it is not split at dynamic imports; `pnpm bench`'s is).
  // + 0.8 kB: the cart loads on first use (lazy-cart.ts): its stand-in, and the chunk it loads, counted in here.
  // + 0.2 kB: a kept cart's read goes out beside the cart's code (cart.read.ts, cart-query.ts; issue 16).
  // + 0.1 kB: a member's session read goes out beside the login code (auth/session-read.ts; issue 16).
  // − 0.9 kB: what each route is for is a comment in routes.ts, not a field every bundle carries (issue 16).
  '.': 38.9,
  catalog: 10.5,
  // + 0.1 kB: the cart anchor's date is preselected when the cart answers after the calendar.
  // + 0.1 kB: admit names at most 50 characters, e-mails at most 254 (storefront §5).
  // + 0.1 kB: admit problems in words beside their fields (admitProblemMessage).
  // + 0.2 kB: a reserve link's unreadable quantity pair is named (query.ts), and a stepper's click
  // keeps the days and sessions unless a quantity rule annotates them (reserve.store.ts).
  // − 0.1 kB: the add-on banner is the upsell chain's alone (no copy in the reserve snapshot).
  reserve: 29.0,
  // + 0.1 kB: the cart store takes the answer of a read started before it was made (lazy-cart.ts).
  cart: 18.6,
  seats: 15,
  checkout: 22.5,
  auth: 80,
  // + 0.3 kB: the renew form's renewal window (storefront §6), the name and e-mail limits, the physical card rule.
  // + 0.1 kB: an error made before any API call says so in its message (FoyerError).
  membership: 14.4,
  // + 1.5 kB: an order's edit has the cart timer (countdown, extension, expiry; storefront §4);
  // + 0.8 kB: a script's input refused in words before any call (add, reschedule, cancel, dispose).
  // + 0.6 kB: the reschedule pickers less the horizon (rescheduleChoices), an unsaved change in words (editChanges);
  // + 0.8 kB: editChanges names new tickets with the cart widget's items (ticketItems), which this
  // subpath now carries; the template already has them in its shell, so its routes did not grow.
  orders: 16.3,
  // + 1.4 kB: as '.' (the stand-ins of login and memberships; the commands never load their chunk).
  // + 0.3 kB: as reserve, and a guest checkout awaiting 3-D Secure stays busy until its completion.
  // + 0.4 kB: as '.' (the cart's stand-in).
  // + 0.1 kB: shared Intl formatters and kept venue times (a script's booking costs less CPU, issue 16).
  // + 0.2 kB: as '.' (a kept cart's early read).
  // + 0.1 kB: as '.' (a member's early session read).
  // + 0.1 kB: an event's reads kept between commands (READS_KEPT_MS: a booking makes 7 requests, not 16).
  // + 0.1 kB: as reserve and checkout (a compose or payment refresh that changes nothing is not published).
  // − 0.9 kB: as '.' (the route table's notes are comments).
  commands: 65.3,
  flags: 1,
  payment: 4,
  address: 3,
  // − 0.9 kB: as '.' (the route table's notes are comments).
  routing: 4.6,
  analytics: 2,
  errors: 4.5,
  http: 7,
}

/** kB, gzip: the budget of each template route's first load (`shell` is the two scripts index.html loads). */
const ROUTES = {
  // − 1.2 to 5.8 kB each: the cart's code (loading, modifying, codes, gift cards, transfer and their
  // rules) loads on first use (the sdk's lazy-cart.ts): with a kept cart or a domain that works on
  // it, not with a listing on a first visit.
  // − 0.5 to 1.0 kB each: the analytics adapter loads only for a tenant who names a dataLayer (main.ts).
  // − 1.5 kB each: login and memberships load on first use (the sdk's lazy-member-domains.ts), and
  // not at all for a guest, whose session is known from its cookies.
  // − 0.9 kB each: what each route is for is a comment in the sdk's routes.ts, not a field of the
  // route table every first load carried.
  // + 0.3 kB (checkout-pending, my, manage, manage-reschedule, membership-redeem; the others had the
  // room): the configuration reads checkout.customFields, the tenant's own identity fields (storefront §5).
  shell: 118.3,
  home: 118.8,
  // − 2.3 kB each: the cart widget's code loads once the cart has items (LazyCart.tsx).
  events: 122.9,
  // − 29 kB: the reserve panel (and the rules it alone uses) loads beside the event page, not before it.
  event: 123.4,
  checkout: 145.4,
  'checkout-complete': 137.3,
  // + 0.1 kB: the checkout's state changes with its payment worked out in one publish (refreshPayment, issue 16).
  'checkout-pending': 121.2,
  'not-found': 118.8,
  // + 0.6 kB: the shell is two scripts (app-script.ts), each compressed on its own; the routes
  // with little margin took it.
  // + 0.4 kB: the shell preloads the first screen's picture and draws lazy screens without
  // Suspense's 300 ms hold (issue 16, LCP).
  // + 0.1 kB each: start-up starts ICU while the checkout's cart and code download (preload.ts, issue 16).
  // + 0.2 kB (my) / + 0.4 kB (manage): an unsaved change lists what it cancels and adds (editChanges,
  // in the orders chunk the two share).
  // + 0.2 kB (my, manage, manage-reschedule, membership-redeem): lazyRoute's afterPaint, the event
  // page's reserve panel and membership form asked for once the cover and title are shown (a frame,
  // then the first contentful paint reported; issue 16, LCP).
  // + 0.1 kB (my, manage, manage-reschedule, membership-redeem): a kept cart's read goes out beside the
  // cart's code (the sdk's lazy-cart.ts; issue 16: a checkout's form ~0.26 s sooner).
  // + 0.1 kB: the login store takes a session read started before its code (issue 16).
  my: 144.8,
  manage: 134.5,
  // + 0.3 kB: a reserve link's unreadable quantity pair is named (query.ts), and a stepper's click
  // keeps the days and sessions unless a quantity rule annotates them (reserve.store.ts).
  // + 0.8 kB: as manage, and the pickers close what is inside the self-edit horizon (rescheduleChoices).
  // + 0.1 kB: a reserve compose that changes nothing is not published (reserve.store.ts, issue 16).
  'manage-reschedule': 159.4,
  // + 0.1 kB: shared Intl formatters and kept venue times (issue 16: less work per page of a venue's zone).
  // + 0.1 kB: as my.
  'membership-redeem': 138.0,
}

const sdk = Object.entries(SDK).map(([subpath, kB]) => ({
  name: subpath === '.' ? '@foyer/sdk' : `@foyer/sdk/${subpath}`,
  path: `packages/sdk/dist/${subpath === '.' ? '' : `${subpath}/`}index.js`,
  import: '*',
  gzip: true,
  limit: `${kB} kB`,
}))

function routes() {
  const manifestPath = 'packages/template/dist/.vite/manifest.json'
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run pnpm build first`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  // The shell: index.html's script (main.ts) and the app's (start.tsx), which index.html names beside it.
  const shell = Object.keys(manifest).filter((key) => manifest[key].isEntry)
  const files = (keys) => {
    const seen = new Set()
    const visit = (key) => {
      if (seen.has(key)) return
      seen.add(key)
      for (const dep of manifest[key]?.imports ?? []) visit(dep)
    }
    keys.forEach(visit)
    return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))
  }
  return Object.entries(ROUTES).map(([route, kB]) => {
    const key = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && k.endsWith(`routes/${route}.tsx`))
    if (route !== 'shell' && !key) throw new Error(`.size-limit.js: no route chunk routes/${route}.tsx in the build`)
    return {
      name: route === 'shell' ? 'template: shell' : `template: route ${route}`,
      path: files(route === 'shell' ? shell : [...shell, key]).map((file) => `packages/template/dist/${file}`),
      gzip: true,
      disablePlugins: ['@size-limit/esbuild'],
      limit: `${kB} kB`,
    }
  })
}

export default [...sdk, ...routes()]
