import {
  shallow,
  useCartTimer,
  useMessages,
  useStorefront,
  type CartTimer as CartTimerStore,
  type CartTimerState,
  type I18n,
} from '@foyer/react-hooks'
import { cartExpiryPlan, type TimerLevel } from '@foyer/sdk/cart'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import { useModalStack } from '../../modals'
import { container, visuallyHidden } from '../../theme/global.css'
import { Button } from '../Button'
import * as css from './timer.css'
import { useCartPending } from './useCartPending'

/** The names of the timer's dialogs on the modal stack (storefront §2 Modals: cart-timeout, extend-cart-timer). */
export const EXTEND_MODAL = 'extend-cart-timer'
export const TIMEOUT_MODAL = 'cart-timeout'

/** `m:ss` for the time left (under 20 minutes when shown, calls §9). */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/** The time left in words for a screen reader ("4 minutes 30 seconds"), with Intl's unit names. */
export function spokenTimeLeft(seconds: number, locale: string): string {
  const s = Math.max(0, Math.floor(seconds))
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value)
  const minutes = Math.floor(s / 60)
  const rest = s % 60
  if (minutes === 0) return unit(rest, 'second')
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`
}

type TimerView = Pick<CartTimerState, 'status' | 'shown' | 'secondsLeft' | 'level'>

/**
 * The cart timer of every page (storefront §4 Timer and extension; calls §9): shown while a cart is
 * held and under 20 minutes remain (the sdk's `shown`), ticking each second from the sdk's
 * `cartTimer` (which derives the time left from the server's expires_in, so a wrong device clock or
 * a sleeping tab cannot move it). Its colour follows the level from the theme (`data-level`: info,
 * warning, error, critical).
 *
 * Screen readers: the ticking text is a `role="timer"` (not announced by itself); a separate polite
 * live region speaks the time left only when the level changes (5 minutes, 2 minutes, 30 seconds
 * with extend_cart_timer), so a visitor hears it a few times, never every second.
 *
 * The dialogs: about 60 s before expiry the extend-cart-timer dialog ('Add 2 minutes' or 'No,
 * thanks'; closing it declines, storefront §4 "Dismiss records the decline"); on expiry the
 * cart-timeout dialog with 'Start over', which the visitor must answer (not closeable). Where 'Start
 * over' goes, or whether the page reloads instead, is the sdk's `cartExpiryPlan` (storefront §4 "On
 * manage the page reloads. On reschedule the user goes to /manage/{orderId}.").
 *
 * `timer` is another timer than the storefront's: an order edit's (the manage pages, storefront §4
 * Edit order "a cart with an expiry").
 */
export function CartTimer({ timer: edit }: { timer?: CartTimerStore }) {
  const storefrontTimer = useStorefront().cartTimer
  const cartTimer = edit ?? storefrontTimer
  const i18n = useMessages()
  const [timer] = useCartTimer(
    (s): TimerView => ({ status: s.status, shown: s.shown, secondsLeft: s.secondsLeft, level: s.level }),
    { isEqual: shallow, timer: cartTimer },
  )
  const announcement = useLevelAnnouncement(timer, i18n)
  useTimerDialogs(cartTimer, timer.status)
  // The bar's place while the storefront's kept cart is read; an edit is shown once it exists.
  const cartPending = useCartPending() && !edit
  return (
    <>
      {timer.shown ? (
        <div className={css.bar} data-cart-timer="" data-level={timer.level} data-state={timer.status}>
          <div className={`${container} ${css.inner}`}>
            <span className={css.label}>{i18n.t('cart.timerLabel')}</span>
            <span role="timer" aria-label={i18n.t('cart.timerLabel')} className={css.time}>
              {formatTimeLeft(timer.secondsLeft)}
            </span>
          </div>
        </div>
      ) : (
        cartPending && (
          // The bar's place while a kept cart is read, so its arrival pushes nothing down (issue 16).
          <div className={css.bar} data-cart-timer-pending="" aria-hidden="true">
            <div className={`${container} ${css.inner}`} />
          </div>
        )
      )}
      <p aria-live="polite" className={visuallyHidden} data-cart-timer-announcement="">
        {announcement}
      </p>
    </>
  )
}

/**
 * The sentence the live region holds: set when the timer first shows and at each level change,
 * kept in between (a polite region speaks only when its text changes).
 */
function useLevelAnnouncement(timer: TimerView, i18n: I18n): string {
  const [announcement, setAnnouncement] = useState('')
  const lastLevel = useRef<TimerLevel | null>(null)
  const visible = timer.shown
  useEffect(() => {
    if (!visible) {
      // The timer ended with the cart (paid, expired, cleared): nothing stale stays to be read.
      lastLevel.current = null
      setAnnouncement('')
      return
    }
    if (lastLevel.current === timer.level) return
    lastLevel.current = timer.level
    setAnnouncement(i18n.t('cart.timeRemaining', { time: spokenTimeLeft(timer.secondsLeft, i18n.locale) }))
    // Only a level change (or the timer appearing) speaks; the seconds in between do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, timer.level])
  return announcement
}

/** Opens and closes the extension prompt and the cart-timeout dialog as the timer's status says. */
function useTimerDialogs(cartTimer: CartTimerStore, status: CartTimerState['status']) {
  const { t } = useMessages()
  const modals = useModalStack()
  const [location, navigate] = useLocation()
  const where = useRef(location)
  where.current = location

  useEffect(() => {
    if (status === 'prompting') {
      modals.open({
        name: EXTEND_MODAL,
        title: t('cart.extendPrompt'),
        // Escape, the close button or a click outside decline, as 'No, thanks' does.
        onClose: () => {
          if (cartTimer.getSnapshot().status === 'prompting') cartTimer.decline()
        },
        render: (close) => <ExtendPrompt close={close} timer={cartTimer} />,
      })
    } else if (status !== 'extending') {
      modals.close(EXTEND_MODAL)
    }
    if (status === 'expired') {
      const plan = cartExpiryPlan(where.current)
      if (plan.action === 'reload') {
        cartTimer.acknowledge()
        window.location.reload()
        return
      }
      if (plan.action === 'navigate') {
        cartTimer.acknowledge()
        navigate(plan.to, { replace: true })
        return
      }
      modals.open({
        name: TIMEOUT_MODAL,
        title: t('cart.timedOut'),
        closeable: false,
        render: (close) => (
          <div className={css.dialogBody}>
            <p>{t('cart.timedOutBody')}</p>
            <div className={css.actions}>
              <Button
                onClick={() => {
                  close()
                  cartTimer.acknowledge()
                  navigate(plan.startOver)
                }}
              >
                {t('cart.startOver')}
              </Button>
            </div>
          </div>
        ),
      })
    }
  }, [status, modals, cartTimer, t, navigate])
}

/** The extension prompt's body: the time left, 'Add 2 minutes' and 'No, thanks'. */
function ExtendPrompt({ close, timer: cartTimer }: { close: () => void; timer: CartTimerStore }) {
  const { t } = useMessages()
  const [timer, actions] = useCartTimer((s) => ({ status: s.status, secondsLeft: s.secondsLeft }), {
    isEqual: shallow,
    timer: cartTimer,
  })
  const extending = timer.status === 'extending'
  return (
    <div className={css.dialogBody} data-state={timer.status}>
      <p>{t('cart.timeRemaining', { time: formatTimeLeft(timer.secondsLeft) })}</p>
      <div className={css.actions}>
        <Button
          aria-disabled={extending}
          // The question is the dialog's title: its answer takes focus, not the close button.
          autoFocus
          onClick={async () => {
            if (extending) return
            await actions.extend()
            close()
          }}
        >
          {t('cart.extendConfirm')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            actions.decline()
            close()
          }}
        >
          {t('cart.extendDecline')}
        </Button>
      </div>
    </div>
  )
}
