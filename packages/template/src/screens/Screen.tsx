import type { RouteMatch } from '@foyer/react-hooks'
import { EventPage } from './EventPage'
import { Events } from './Events'
import { Home } from './Home'
import { NotFound } from './NotFound'

/**
 * The screen of a matched route (the sdk's route table, storefront §2). Routes whose screens belong
 * to later issues (cart, checkout, membership, account, orders) show the 404 page until they exist.
 */
export function Screen({ match }: { match: RouteMatch }) {
  switch (match.route.name) {
    case 'home':
      return <Home />
    case 'events':
      return <Events />
    case 'event':
    case 'eventAction':
      return <EventPage key={match.params.id} id={match.params.id ?? ''} />
    default:
      return <NotFound />
  }
}
