/**
 * The cart timer on screen (storefront §4 Timer and extension, On expiry; calls §9) over a timer
 * store the test drives: the time shown, the polite announcement only at level changes, and the
 * two dialogs.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import {
  createStore,
  createStorefront,
  type CartTimer as CartTimerStore,
  type CartTimerState,
} from '@foyer/react-hooks'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { importWithStyles, renderWithStorefront } from '../../../test/render'

let CartTimer: (typeof import('./CartTimer'))['CartTimer']
let formatTimeLeft: (typeof import('./CartTimer'))['formatTimeLeft']
let spokenTimeLeft: (typeof import('./CartTimer'))['spokenTimeLeft']
beforeAll(async () => {
  // The dialog chunk is loaded here, inside the style scope, so the modal host's lazy import finds it ready.
  await importWithStyles(() => import('../../modals/ModalDialog'))
  ;({ CartTimer, formatTimeLeft, spokenTimeLeft } = await importWithStyles(() => import('./CartTimer')))
})
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

const RUNNING: CartTimerState = {
  status: 'running',
  secondsLeft: 895,
  shown: true,
  level: 'info',
  extensionsUsed: 0,
  maxExtensions: 1,
  declined: false,
  error: null,
}

function fakeTimer() {
  const store = createStore<CartTimerState>(RUNNING)
  const timer: CartTimerStore = {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    extend: vi.fn(
      async () =>
        void store.setState(
          (d) => void Object.assign(d, { status: 'running', secondsLeft: 175, level: 'warning', extensionsUsed: 1 }),
        ),
    ),
    decline: vi.fn(() => store.setState((d) => void Object.assign(d, { status: 'running', declined: true }))),
    acknowledge: vi.fn(() => store.setState((d) => void Object.assign(d, { status: 'inactive', shown: false }))),
    wake: vi.fn(),
    dispose: vi.fn(),
  }
  const set = (patch: Partial<CartTimerState>) => act(() => store.setState((d) => void Object.assign(d, patch)))
  return { timer, set }
}

function renderTimer() {
  const fake = fakeTimer()
  const real = createStorefront({
    apiBase: 'https://api.test/api/v1',
    seller: 'demo-museum',
    fetch: async () => new Response('{}', { status: 501 }),
  })
  // The storefront's own timer is the fake one (the component takes it from the provider).
  const storefront = new Proxy(real, {
    get: (target, key) => (key === 'cartTimer' ? fake.timer : Reflect.get(target, key)),
  })
  renderWithStorefront(
    <main>
      <CartTimer />
    </main>,
    { storefront },
  )
  const live = () => document.querySelector('[data-cart-timer-announcement]')?.textContent
  return { ...fake, live }
}

describe('the cart timer (storefront §4; calls §9)', () => {
  it('formats the time left as m:ss and in words', () => {
    expect(formatTimeLeft(895)).toBe('14:55')
    expect(formatTimeLeft(60)).toBe('1:00')
    expect(formatTimeLeft(9)).toBe('0:09')
    expect(spokenTimeLeft(895, 'en-US')).toBe('14 minutes 55 seconds')
    expect(spokenTimeLeft(120, 'en-US')).toBe('2 minutes')
    expect(spokenTimeLeft(1, 'en-US')).toBe('1 second')
  })

  it('shows the time each tick but announces it only when the level changes', () => {
    const { set, live } = renderTimer()
    expect(screen.getByRole('timer', { name: 'Time left to complete your order' }).textContent).toBe('14:55')
    expect(document.querySelector('[data-cart-timer]')?.getAttribute('data-level')).toBe('info')
    expect(live()).toBe('14 minutes 55 seconds left to complete your order')
    set({ secondsLeft: 894 })
    expect(screen.getByRole('timer').textContent).toBe('14:54')
    expect(live()).toBe('14 minutes 55 seconds left to complete your order')
    // calls §9: "warning 2 to 5 min".
    set({ secondsLeft: 300, level: 'warning' })
    expect(live()).toBe('5 minutes left to complete your order')
    set({ secondsLeft: 299 })
    expect(live()).toBe('5 minutes left to complete your order')
    // "The timer shows when under 20 minutes remain": not shown, nothing on screen.
    set({ shown: false })
    expect(screen.queryByRole('timer')).toBeNull()
  })

  it("the extension prompt: 'Add 2 minutes' extends, 'No, thanks' declines (storefront §4 'Dismiss records the decline')", async () => {
    const { timer, set } = renderTimer()
    set({ status: 'prompting', secondsLeft: 60, level: 'error' })
    const dialog = await screen.findByRole('dialog', { name: 'Your cart is about to expire. Do you need more time?' })
    expect(dialog.textContent).toContain('1:00 left to complete your order')
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }))
    expect(timer.decline).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    set({ status: 'prompting', declined: false })
    fireEvent.click(await screen.findByRole('button', { name: 'Add 2 minutes' }))
    expect(timer.extend).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(timer.decline).toHaveBeenCalledTimes(1)
  })

  it("on expiry the cart-timeout dialog must be answered; 'Start over' acknowledges and goes home", async () => {
    window.history.replaceState(null, '', '/events/general-admission')
    const { timer, set } = renderTimer()
    set({ status: 'expired', secondsLeft: 0 })
    const dialog = await screen.findByRole('dialog', { name: 'Your cart has expired' })
    expect(dialog.textContent).toContain('The tickets in your cart have been released.')
    // Not closeable: no close button, Escape leaves it open.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: 'Your cart has expired' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }))
    expect(timer.acknowledge).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(window.location.pathname).toBe('/')
  })
})
