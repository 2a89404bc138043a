import { useMessages, useStore, useStorefront } from '@foyer/react-hooks'
import { useId } from 'react'
import { ButtonLink } from '../../components/Button'
import * as css from '../event.css'
import type { EventDetails } from '@foyer/sdk/catalog'
import { nextRouteOf } from '@foyer/sdk/reserve'

/**
 * storefront §2 Reserve page: "Add-on banner with a skip link when the event is chained as an
 * upsell". Shown at the top of the event page while the storefront's upsell chain says the event
 * is the add-on it offers now (`upsells.addOnBanner`), read from the chain itself, so the banner
 * does not wait on the reserve panel's code (issue 16). The skip link is a real link to where the
 * chain goes on (the chain's next event, the upsell listing or /checkout); following it moves the
 * chain on, as reserving the event would (`upsells.advance`).
 */
export function AddOnBanner({ event }: { event: Pick<EventDetails, 'id' | 'config'> }) {
  const { t } = useMessages()
  const { upsells } = useStorefront()
  const nextRoute = nextRouteOf(event.config)
  const skipTo = useStore(upsells, () => upsells.addOnBanner(event.id, nextRoute)?.skipTo ?? null)
  const id = useId()
  if (!skipTo) return null
  return (
    <div className={css.addOn} role="status" data-state="add_on">
      <p id={id} className={css.addOnText}>
        {t('event.addOnBanner')}
      </p>
      <ButtonLink
        href={skipTo}
        variant="secondary"
        aria-describedby={id}
        onClick={() => upsells.advance(event.id, nextRoute)}
      >
        {t('common.skip')}
      </ButtonLink>
    </div>
  )
}
