/**
 * The action a story left for the page it opened (storefront §2 /_stories, non-production only;
 * `fixtures.ts`): pressing a button as a visitor would, found by its catalogue text once it is on
 * the page, or the held cart reaching its expiry as the cart's timer does at 0:00. Mounted by
 * App.tsx in development and in a stories build only.
 */
import { useMessages, useStorefront } from '@foyer/react-hooks'
import { useEffect } from 'react'
import { pendingStoryAction, storyActionDone } from './fixtures'

/** How long the page has to show what the action needs. */
const ACTION_WAIT_MS = 20_000
const POLL_MS = 100

export default function StoryAction() {
  const storefront = useStorefront()
  const { t } = useMessages()
  useEffect(() => {
    const action = pendingStoryAction()
    // Not on the catalogue itself: the action is for the page the story opens.
    if (!action || window.location.pathname.endsWith('/_stories')) return
    const started = Date.now()
    const timer = window.setInterval(() => {
      const finish = () => {
        window.clearInterval(timer)
        storyActionDone()
      }
      if (Date.now() - started > ACTION_WAIT_MS) return finish()
      if (action.kind === 'click') {
        const label = t(action.button)
        const button = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
          (element) => element.textContent?.trim() === label && element.getClientRects().length > 0,
        )
        if (!button) return
        finish()
        button.click()
      } else {
        // The held cart, loaded and counted down by the timer, reaches its expiry.
        const cart = storefront.cart.getSnapshot()
        if (cart.status !== 'ready' || !cart.cartId || storefront.cartTimer.getSnapshot().status !== 'running') return
        finish()
        void storefront.cart.expire()
      }
    }, POLL_MS)
    return () => window.clearInterval(timer)
  }, [storefront, t])
  return null
}
