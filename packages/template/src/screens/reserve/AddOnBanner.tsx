import { useMessages, useStore, useStorefront } from '@foyer/react-hooks'
import { useId } from 'react'
import { ButtonLink } from '../../components/Button'
import * as css from './reserve.css'
import { getReserve } from '@foyer/sdk/reserve'

/**
 * storefront §2 Reserve page: "Add-on banner with a skip link when the event is chained as an
 * upsell". Shown at the top of the event page while the sdk's reserve page of the event says it
 * is the add-on the upsell chain offers now (`addOn`). It reads the reserve store without loading
 * it (the reserve panel loads it with the page's query). The skip link is a real link to where the
 * chain goes on (`addOn.skipTo`: the chain's next event, the upsell listing or /checkout);
 * following it moves the chain on (`skipAddOn`).
 */
export function AddOnBanner({ eventId }: { eventId: string }) {
  const { t } = useMessages()
  const storefront = useStorefront()
  const reserve = getReserve(storefront, eventId)
  const addOn = useStore(reserve, (state) => state.addOn)
  const id = useId()
  if (!addOn) return null
  return (
    <div className={css.addOn} role="status" data-state="add_on">
      <p id={id} className={css.addOnText}>
        {t('event.addOnBanner')}
      </p>
      <ButtonLink href={addOn.skipTo} variant="secondary" aria-describedby={id} onClick={() => reserve.skipAddOn()}>
        {t('common.skip')}
      </ButtonLink>
    </div>
  )
}
