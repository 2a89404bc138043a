import { useMessages, useStorefront } from '@foyer/react-hooks'
import { buildPath, stripSellerBase } from '@foyer/sdk/routing'
import type { TransferCartOutcome } from '@foyer/sdk/cart'
import { useEffect, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { stripDeployBase } from '../../base'
import { useConfig } from '../../ConfigContext'
import { Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { container } from '../../theme/global.css'
import * as page from '../page.css'
import * as css from './transfer.css'

/**
 * /transfer-cart/{cartId} (storefront §2; calls §2): loads a cart into the session. What happens is
 * the sdk's `cart.transfer` (rule `transferCartOutcome`): a cart owned by the public identity
 * becomes the session's cart and the visitor goes on to the next path from the query (`next`) or
 * /checkout; an already completed order goes to /checkout/complete?orderIds=; another member's cart
 * clears the session's cart and shows 'This cart belongs to another member'; '403 Access denied to
 * cart' and '404 Cart not found' are shown as they are. Redirects replace this page in the history,
 * so Back does not transfer again.
 */
export function TransferCart({ cartId }: { cartId: string }) {
  const { t } = useMessages()
  const { cart } = useStorefront()
  const { publicIdentityId, seller } = useConfig()
  const search = useSearch()
  // wouter's navigate under the app's Router adds the seller base.
  const [, navigate] = useLocation()
  const [outcome, setOutcome] = useState<TransferCartOutcome | null>(null)
  useDocumentTitle(t('cart.transferTitle'))

  useEffect(() => {
    let current = true
    const next = appPath(new URLSearchParams(search).get('next'), seller)
    void cart.transfer(cartId, { owners: { publicIdentityId }, next }).then((result) => {
      if (!current) return
      setOutcome(result)
      if (result.action !== 'refuse') navigate(result.to, { replace: true })
    })
    return () => {
      current = false
    }
  }, [cart, cartId, publicIdentityId, seller, search, navigate])

  return (
    <div className={container} data-state={outcome ? `transfer_${outcome.action}` : 'transfer_loading'}>
      <h1 className={page.pageTitle}>{t('cart.transferTitle')}</h1>
      {outcome?.action === 'refuse' ? (
        <div className={css.refusal}>
          <p role="alert" className={css.message} data-message-key={outcome.messageKey}>
            {outcome.description || t(outcome.messageKey)}
          </p>
          <Link href={buildPath('events')}>{t('cart.moreEvents')}</Link>
        </div>
      ) : (
        <Loading />
      )}
    </div>
  )
}

/**
 * `next` as an app path: a link may give the path the visitor sees (`/demo-museum/events`, under
 * the deploy base too) rather than the app's (`/events`); the router adds the bases again.
 */
function appPath(next: string | null, seller: string): string | null {
  if (next === null) return null
  const site = stripDeployBase(next) ?? next
  return stripSellerBase(site, seller) ?? site
}
