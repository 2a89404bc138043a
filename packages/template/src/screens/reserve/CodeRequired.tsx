import { shallow, useStore, useStorefront } from '@foyer/react-hooks'
import { CodeForm } from '../../components/CodeForm'
import { getReserve } from '@foyer/sdk/reserve'

/**
 * The body of the code-required dialog (calls §8: rule_blocks_reserve with block_reason
 * code_required "opens a code modal with the server description; success retries the reserve"):
 * the shared code form over the reserve store, which applies the code and retries.
 */
export function CodeRequiredForm({ eventId }: { eventId: string }) {
  // The store itself, not useReserve: the dialog reads the page's state and must not load it again.
  const store = getReserve(useStorefront(), eventId)
  const reserve = useStore(store, (s) => ({ status: s.status, codeRequired: s.codeRequired }), shallow)
  return (
    <CodeForm
      description={reserve.codeRequired?.description ?? null}
      applying={reserve.codeRequired?.status === 'applying' || reserve.status === 'submitting'}
      error={reserve.codeRequired?.error ?? null}
      onApply={(code) => void store.applyCode(code)}
    />
  )
}
