import { useMessages, useStorefront, type FoyerError } from '@foyer/react-hooks'
import { buildPath } from '@foyer/sdk/routing'
import { useEffect, useState } from 'react'
import { useLocation } from 'wouter'
import { ErrorNotice, Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { container } from '../../theme/global.css'
import * as page from '../page.css'
import * as css from './checkout.css'
import { NotFound } from '../NotFound'

type PendingState =
  | { status: 'loading' }
  | { status: 'pending'; reference: string }
  | { status: 'complete' }
  | { status: 'error'; error: FoyerError }

/**
 * /checkout/pending/{cartId} (storefront §2): "Shows the cart reference number. If orders already
 * exist it goes to complete." The cart is read with its orders embedded (calls §7 GET cart/{id},
 * embed ticket_order variant); a direct debit still processing has none yet (calls §4 Checkout
 * result: pending).
 */
export function CheckoutPending({ cartId }: { cartId: string }) {
  const { t } = useMessages()
  const storefront = useStorefront()
  // wouter's navigate under the app's Router adds the seller base.
  const [, navigate] = useLocation()
  const [state, setState] = useState<PendingState>({ status: 'loading' })
  useDocumentTitle(t('checkout.pendingTitle'))

  useEffect(() => {
    const controller = new AbortController()
    void storefront.http
      .get(
        '/cart/{cartId}',
        { params: { path: { cartId }, query: { _embed: 'ticket_order' } } },
        { signal: controller.signal },
      )
      .then((result) => {
        if (controller.signal.aborted) return
        if (result.error) return setState({ status: 'error', error: result.error })
        const orderIds = (result.data.ticket_order?._data ?? []).map((order) => String(order.id))
        if (orderIds.length > 0) {
          setState({ status: 'complete' })
          // The orders exist: this is no longer a pending order (Back should not return here).
          navigate(buildPath('checkoutComplete', {}, { orderIds }), { replace: true })
          return
        }
        const cart = result.data.cart._data[0]
        setState({ status: 'pending', reference: String(cart?.cart_number ?? cartId) })
      })
    return () => controller.abort()
  }, [storefront, cartId, navigate])

  // calls §8 Orders: "404 shows not-found page" (a link to a cart the API does not know).
  if (state.status === 'error' && state.error.status === 404) return <NotFound />
  return (
    <div className={`${container} ${css.complete}`} data-state={`pending_${state.status}`}>
      <h1 className={page.pageTitle}>{t('checkout.pendingTitle')}</h1>
      {state.status === 'loading' || state.status === 'complete' ? <Loading /> : null}
      {state.status === 'error' ? <ErrorNotice error={state.error} /> : null}
      {state.status === 'pending' ? (
        <p className={page.lead}>{t('checkout.pendingReference', { number: state.reference })}</p>
      ) : null}
    </div>
  )
}
