import type { ReadableStore } from '@foyer/sdk'
import { useStoreWithActions, type Actions, type SnapshotOf } from './useStore.js'

/**
 * The sandbox payment provider's own state (test-card form, open 3-D Secure challenge, wallet),
 * for the template's sandbox payment form: `[state, actions]`.
 * @example
 * const [{ cardNumber, status }, { setCardNumber, approveChallenge, failChallenge }] = useSandboxPayment(provider)
 */
export function useSandboxPayment<S extends ReadableStore<{ status: string }>>(
  provider: S,
): [SnapshotOf<S>, Actions<S>] {
  return useStoreWithActions(provider, undefined, undefined)
}
