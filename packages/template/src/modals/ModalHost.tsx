import { lazy, Suspense } from 'react'
import { useStore } from '@foyer/react-hooks'
import { useModalStack } from './ModalProvider'

// Radix Dialog and its focus and scroll helpers load with the first modal, not with the shell.
const ModalDialog = lazy(() => import('./ModalDialog'))

/**
 * Renders the modal stack: one Radix Dialog per entry, bottom first, so the top one is the top
 * focus scope and dismissable layer. Every dialog has a Title (STYLE.md, Known traps).
 */
export function ModalHost() {
  const stack = useModalStack()
  const modals = useStore(stack, (state) => state.modals)
  return (
    <Suspense fallback={null}>
      {modals.map((modal) => (
        <ModalDialog key={modal.name} modal={modal} />
      ))}
    </Suspense>
  )
}
