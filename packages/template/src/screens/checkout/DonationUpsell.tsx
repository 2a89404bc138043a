import { useCart, useMessages, useReserve } from '@foyer/react-hooks'
import { isDonationUpsellShown } from '@foyer/sdk/checkout'
import { reserveErrorMessage } from '@foyer/sdk/reserve'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from '../../components/Button'
import * as form from '../../components/form.css'
import { Tickets } from '../reserve/Tickets'
import * as css from './checkout.css'

const TITLE_ID = 'checkout-donation-title'

/**
 * The donation upsell on checkout (storefront §2 Checkout: "Payment element, identity form,
 * donation upsell and terms checkbox"; calls §2). Shown while the sdk's `isDonationUpsellShown`
 * says so: the tenant names a donation event and the cart holds no donation yet. The block is the
 * donation event's own ticket step (`getReserve(storefront, donationEventId)`: its amounts, the
 * flexible amount with its bounds, 'Please select a donation to continue.'), and 'Add donation'
 * reserves into the same cart; the cart widget and the amount to pay follow the cart. Once the
 * donation is in the cart the block gives way to a short status line.
 *
 * It sits inside the checkout form, so it has no form of its own: Enter in its fields adds the
 * donation instead of paying.
 */
export default function DonationUpsell({ donationEventId }: { donationEventId: string }) {
  const shown = useCart((cart) => isDonationUpsellShown({ donationEventId, contents: cart.contents }))[0]
  const [added, setAdded] = useState(false)
  const { t } = useMessages()
  if (!shown) {
    return added ? (
      <p role="status" className={css.hint} data-donation="added">
        {t('checkout.donationAdded')}
      </p>
    ) : null
  }
  return <DonationBlock donationEventId={donationEventId} onAdded={() => setAdded(true)} />
}

function DonationBlock({ donationEventId, onAdded }: { donationEventId: string; onAdded: () => void }) {
  const messages = useMessages()
  const { t } = messages
  const [reserve, actions] = useReserve(donationEventId)
  const [showProblems, setShowProblems] = useState(false)
  const adding = useRef(false)
  const { status } = reserve

  // Left done by an earlier donation that was removed from the cart since: start again.
  useEffect(() => {
    if (status === 'done' && !adding.current) void actions.load()
  }, [status, actions])

  const add = async () => {
    if (adding.current || status !== 'ready') return
    // The donation is optional: what is missing is said only once the visitor tries to add it.
    setShowProblems(true)
    if (!reserve.canSubmit) return
    adding.current = true
    const result = await actions.submit()
    adding.current = false
    if (result.data) onAdded()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    void add()
  }

  const event = reserve.event
  const problemId = `${TITLE_ID}-problem`
  return (
    <section className={css.section} aria-labelledby={TITLE_ID} data-donation={status} onKeyDown={onKeyDown}>
      <h2 id={TITLE_ID} className={css.sectionTitle}>
        {t('checkout.donationTitle')}
      </h2>
      {event ? (
        <>
          <p className={css.hint}>
            <strong>{event.name}</strong>
            {event.summary ? ` ${event.summary}` : null}
          </p>
          {status === 'ready' || status === 'submitting' ? (
            <Tickets reserve={reserve} actions={actions} i18n={messages} showProblems={showProblems} />
          ) : null}
          <div className={css.payRow}>
            <Button
              type="button"
              variant="secondary"
              aria-disabled={(showProblems && !reserve.canSubmit) || status === 'submitting' || undefined}
              aria-describedby={showProblems && reserve.problem ? problemId : undefined}
              data-state={status === 'submitting' ? 'submitting' : undefined}
              onClick={() => void add()}
            >
              {t('checkout.addDonation')}
            </Button>
            {showProblems && reserve.problem ? (
              <p id={problemId} className={css.hint} data-problem={reserve.problem.problem}>
                {t(reserve.problem.messageKey)}
              </p>
            ) : null}
            <p role="alert" className={form.error}>
              {reserve.error ? reserveErrorMessage(reserve.error, t) : null}
            </p>
          </div>
        </>
      ) : null}
    </section>
  )
}
