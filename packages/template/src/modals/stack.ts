import type { ReactNode } from 'react'
import { createStore, type ReadableStore } from '@foyer/react-hooks'

/**
 * A modal on the stack (storefront §2, "Modals stack. Duplicates by name are refused. Escape
 * closes the top closeable one.").
 */
export interface ModalEntry {
  /** The modal's name, e.g. `'description'`, `'cart-timeout'`. At most one per name is open. */
  readonly name: string
  /** The dialog's title: every dialog has one (radix requires it for its accessible name). */
  readonly title: string
  /**
   * Whether the visitor may dismiss it (Escape, the close button, a click outside). A modal the
   * visitor must answer, such as cart-timeout's 'Start over', is not closeable.
   * @default true
   */
  readonly closeable: boolean
  /** The body. `close` removes this modal from the stack. */
  readonly render: (close: () => void) => ReactNode
  /** Called once when the modal leaves the stack, however it was closed. */
  readonly onClose?: () => void
  /**
   * Where focus goes back to when it closes: the control that caused it (e.g. the submit button
   * whose answer opened it, which may have lost focus while it was disabled). By default, what
   * had focus when it opened.
   */
  readonly returnFocus?: HTMLElement | null
}

export type ModalRequest = Omit<ModalEntry, 'closeable'> & { closeable?: boolean }

export interface ModalStackState {
  /** 'closed' with no modal, 'open' with at least one: a theme can dim the page on it. */
  readonly status: 'closed' | 'open'
  /** Bottom first; the last entry is on top. */
  readonly modals: readonly ModalEntry[]
}

/** The stack with `request` pushed on top, or null when a modal of that name is already open. */
export function pushModal(modals: readonly ModalEntry[], request: ModalRequest): ModalEntry[] | null {
  if (modals.some((modal) => modal.name === request.name)) return null
  return [...modals, { ...request, closeable: request.closeable ?? true }]
}

/**
 * The modal Escape closes: the top-most closeable one. A non-closeable modal on top does not
 * swallow Escape for the ones beneath it: the spec says "the top closeable one", not "the top one".
 */
export function escapeTarget(modals: readonly ModalEntry[]): ModalEntry | null {
  return modals.findLast((modal) => modal.closeable) ?? null
}

export interface ModalStack extends ReadableStore<ModalStackState> {
  /**
   * Opens a modal on top of the others.
   * @returns false, and changes nothing, when a modal of that name is already open.
   * @example
   * modals.open({ name: 'description', title: event.name, render: () => <Description html={…} /> })
   */
  open(request: ModalRequest): boolean
  /** Closes the named modal wherever it sits in the stack. Returns false if it was not open. */
  close(name: string): boolean
  /** What Escape does: closes the top-most closeable modal. Returns its name, or null. */
  dismissTop(): string | null
  /** Closes every modal, top first (e.g. when the session ends). */
  closeAll(): void
}

export function createModalStack(): ModalStack {
  const store = createStore<ModalStackState>({ status: 'closed', modals: [] })

  const close = (name: string): boolean => {
    const entry = store.getSnapshot().modals.find((modal) => modal.name === name)
    if (!entry) return false
    store.setState(() => {
      const modals = store.getSnapshot().modals.filter((modal) => modal.name !== name)
      return { status: modals.length > 0 ? 'open' : 'closed', modals }
    })
    entry.onClose?.()
    return true
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    open(request) {
      const modals = pushModal(store.getSnapshot().modals, request)
      if (!modals) return false
      store.setState(() => ({ status: 'open', modals }))
      return true
    },
    close,
    dismissTop() {
      const target = escapeTarget(store.getSnapshot().modals)
      return target && close(target.name) ? target.name : null
    },
    closeAll() {
      for (const modal of [...store.getSnapshot().modals].reverse()) close(modal.name)
    },
  }
}
