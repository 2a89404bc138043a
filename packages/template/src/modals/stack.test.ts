import { describe, expect, it, vi } from 'vitest'
import { createModalStack, escapeTarget, pushModal, type ModalRequest } from './stack'

const modal = (name: string, closeable = true): ModalRequest => ({ name, title: name, closeable, render: () => null })

describe('modal stack (storefront §2 Modals)', () => {
  it('stacks modals, the last opened on top', () => {
    const stack = createModalStack()
    expect(stack.getSnapshot().status).toBe('closed')
    stack.open(modal('description'))
    stack.open(modal('terms'))
    expect(stack.getSnapshot().status).toBe('open')
    expect(stack.getSnapshot().modals.map((m) => m.name)).toEqual(['description', 'terms'])
  })

  it('refuses a duplicate by name and leaves the stack as it was', () => {
    const stack = createModalStack()
    expect(stack.open(modal('description'))).toBe(true)
    const before = stack.getSnapshot()
    expect(stack.open(modal('description'))).toBe(false)
    expect(stack.getSnapshot()).toBe(before)
    expect(pushModal(before.modals, modal('description'))).toBeNull()
  })

  it('Escape closes the top closeable one', () => {
    const stack = createModalStack()
    stack.open(modal('description'))
    stack.open(modal('terms'))
    expect(stack.dismissTop()).toBe('terms')
    expect(stack.getSnapshot().modals.map((m) => m.name)).toEqual(['description'])
  })

  it('Escape passes over a modal that is not closeable', () => {
    const stack = createModalStack()
    stack.open(modal('description'))
    stack.open(modal('cart-timeout', false))
    expect(escapeTarget(stack.getSnapshot().modals)?.name).toBe('description')
    expect(stack.dismissTop()).toBe('description')
    expect(stack.dismissTop()).toBeNull()
    expect(stack.getSnapshot().modals.map((m) => m.name)).toEqual(['cart-timeout'])
  })

  it('closes by name anywhere in the stack, telling the modal once', () => {
    const stack = createModalStack()
    const onClose = vi.fn()
    stack.open({ ...modal('description'), onClose })
    stack.open(modal('terms'))
    expect(stack.close('description')).toBe(true)
    expect(stack.close('description')).toBe(false)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(stack.getSnapshot().modals.map((m) => m.name)).toEqual(['terms'])
  })

  it('after closing, a modal of the same name may open again', () => {
    const stack = createModalStack()
    stack.open(modal('description'))
    stack.close('description')
    expect(stack.open(modal('description'))).toBe(true)
  })

  it('closeAll empties the stack and notifies subscribers', () => {
    const stack = createModalStack()
    const listener = vi.fn()
    stack.subscribe(listener)
    stack.open(modal('a'))
    stack.open(modal('b', false))
    stack.closeAll()
    expect(stack.getSnapshot()).toEqual({ status: 'closed', modals: [] })
    expect(listener).toHaveBeenCalledTimes(4)
  })
})
