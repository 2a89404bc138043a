import { createContext, useContext, useState, type ReactNode } from 'react'
import { createModalStack, type ModalStack } from './stack'

const ModalStackContext = createContext<ModalStack | null>(null)

/** Holds the one modal stack of the storefront (storefront §2 Modals). */
export function ModalProvider({ children, stack }: { children: ReactNode; stack?: ModalStack }) {
  const [value] = useState(() => stack ?? createModalStack())
  return <ModalStackContext.Provider value={value}>{children}</ModalStackContext.Provider>
}

/**
 * The modal stack: `open({ name, title, render })`, `close(name)`, `dismissTop()`.
 * @example
 * const modals = useModalStack()
 * modals.open({ name: 'description', title: event.name, render: () => <SafeHtml html={event.description} /> })
 */
export function useModalStack(): ModalStack {
  const stack = useContext(ModalStackContext)
  if (!stack) {
    throw new Error(
      'useModalStack: could not find the modal stack. Wrap the part of your app that opens modals in <ModalProvider>.',
    )
  }
  return stack
}
