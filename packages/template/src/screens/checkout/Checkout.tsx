import {
  shallow,
  useAuth,
  useCart,
  useCheckout,
  useMessages,
  useStore,
  useStorefront,
  type CheckoutStore,
} from '@foyer/react-hooks'
import { checkoutDestination, checkoutErrorMessage, getCheckout } from '@foyer/sdk/checkout'
import { buildPath } from '@foyer/sdk/routing'
import { lazy, Suspense, useEffect, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { Button } from '../../components/Button'
import { CartWidget } from '../../components/cart/CartWidget'
import * as cartCss from '../../components/cart/cart.css'
import { ErrorNotice, Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useConfig } from '../../ConfigContext'
import { useModalStack } from '../../modals'
import { container } from '../../theme/global.css'
import * as page from '../page.css'
import * as css from './checkout.css'
import { isCaptchaBridge } from './captcha'
import { IdentityForm, identityFieldId } from './IdentityForm'
import { lazyRoute } from '../lazyRoute'
import { PAYMENT_AREA_ID, PaymentArea } from './PaymentArea'
import { PaymentOptions } from './PaymentOptions'
import { StaffSaleNotice, staffPayLabel } from './StaffSale'
import * as form from '../../components/form.css'

// @hcaptcha/react-hcaptcha loads only for a guest on a tenant with a captcha key.
const HCaptchaWidget = lazy(() => import('./HCaptchaWidget'))
// The donation upsell is the donation event's ticket step (the reserve store and its rules): a
// chunk that loads after the checkout's first paint, below the payment step (issue 16).
const DonationUpsell = lazyRoute(() => import('./DonationUpsell'), { placeholder: null, afterPaint: true })

/** The terms dialog on the modal stack (storefront §2 Modals: "terms (Decline and Accept)"). */
export const TERMS_MODAL = 'terms'
const HEADING_ID = 'checkout-heading'
const FORM_ID = 'checkout-form'
const TERMS_ID = 'checkout-terms'

/**
 * /checkout/{cartId?} (storefront §2 Checkout, 'Payment information'; calls §3–§9): the cart, the
 * identity form, the payment element, the terms and the pay button, all the sdk's checkout store
 * (`getCheckout(storefront)`); this screen only renders its state and says its messages.
 *
 * - The cart checked out is the route's `{cartId}`, else the `cartId` query, else the visitor's cart.
 * - The `purchaser` query (storefront §2 route table "Query cartId and purchaser") names the
 *   identity a staff sale or a logged-in member buys for; the sdk's `enter` reads it and ignores it
 *   for a guest, so a link cannot put someone else on a guest's order (TEMPLATE_GUIDELINES.md, The
 *   `purchaser` query of /checkout). A staff sale for a purchaser asks for no details.
 * - Results (storefront §4 Checkout result): completed goes to the route the sdk gives
 *   (/checkout/complete?orderIds=), pending to /checkout/pending/{cartId}; partial stays, and the
 *   sdk's `focus: top` scrolls up (it clears the payment element and unticks the terms itself).
 * - Entering the page is the sdk's `checkout.enter` (through `useCheckout`): it starts or resumes,
 *   and completes a redirect-based payment's return (`payment_intent_client_secret`, calls §4).
 *   Where the page goes next is the sdk's `checkoutDestination`.
 * - /manage/{orderId}/confirm pays for changes to an order (storefront §2: "Also used as
 *   /manage/{orderId}/confirm"): `editingOrderId`; success goes to /manage/{orderId}.
 * - The donation upsell (`DonationUpsell`, config `donationEventId`) sits between the payment and
 *   the terms, as storefront §2 lists them. Decision: not on /manage/{orderId}/confirm, where the
 *   visitor pays for changes to an order rather than shopping.
 * - An empty cart goes home (calls §8 Orders; `checkoutDestination`).
 * - A cart the visitor does not hold (a link naming another cart, opened in a fresh browser) is
 *   taken into the session first by /transfer-cart/{cartId}, which checks whose it is (storefront
 *   §2) and comes back to /checkout: the page never shows one cart and pays for another.
 */
export function Checkout({ cartId: pathCartId, editingOrderId }: { cartId?: string; editingOrderId?: string }) {
  const { cart } = useStorefront()
  const [, navigate] = useLocation()
  const transferTo = editingOrderId ? null : transferPath(pathCartId, window.location.search, cart.getSnapshot().cartId)
  useEffect(() => {
    if (transferTo) navigate(transferTo, { replace: true })
  }, [transferTo, navigate])
  if (transferTo) return <Loading />
  return (
    <CheckoutPage {...(pathCartId ? { cartId: pathCartId } : {})} {...(editingOrderId ? { editingOrderId } : {})} />
  )
}

/** /transfer-cart/{cartId}?next=/checkout for a cart asked for (path, else `cartId` query) and not held; else null. */
function transferPath(pathCartId: string | undefined, query: string, heldCartId: string | null): string | null {
  const search = new URLSearchParams(query)
  const asked = pathCartId ?? search.get('cartId')
  if (!asked || asked === heldCartId) return null
  search.delete('cartId')
  const rest = search.toString()
  const next = `${buildPath('checkout', {})}${rest ? `?${rest}` : ''}`
  return buildPath('transferCart', { cartId: asked }, { next })
}

function CheckoutPage({ cartId: pathCartId, editingOrderId }: { cartId?: string; editingOrderId?: string }) {
  const storefront = useStorefront()
  const checkoutStore = getCheckout(storefront)
  const [member] = useAuth((auth) => (auth.status === 'logged_in' ? auth.user : null))
  const config = useConfig()
  const { t, formatMoney } = useMessages()
  const [state, checkout] = useCheckout({
    ...(pathCartId ? { cartId: pathCartId } : {}),
    ...(editingOrderId ? { editingOrderId } : {}),
    query: window.location.search,
  })
  const [cart] = useCart(
    (c) => ({ status: c.status, itemCount: c.items.length, completedCart: c.completedCart, error: c.error }),
    { isEqual: shallow },
  )
  const [, navigate] = useLocation()
  useDocumentTitle(t('checkout.paymentInformation'))

  // storefront §4 Checkout result, calls §8 Orders: where the sdk says the page goes.
  const destination = checkoutDestination(state, cart)
  useEffect(() => {
    if (destination) navigate(destination, { replace: true })
  }, [destination, navigate])

  // The sdk says what to scroll to and focus after a submit.
  const focus = state.focus
  useEffect(() => {
    if (!focus) return
    if (focus.target === 'top') {
      window.scrollTo(0, 0)
      document.getElementById(HEADING_ID)?.focus()
      return
    }
    if (focus.target === 'payment') {
      // The provider moves focus into its own card entry.
      document.getElementById(PAYMENT_AREA_ID)?.scrollIntoView({ block: 'center' })
      storefront.options.payment?.focus()
      return
    }
    const element = document.getElementById(focus.target === 'terms' ? TERMS_ID : identityFieldId(focus.target))
    element?.scrollIntoView({ block: 'center' })
    element?.focus({ preventScroll: true })
  }, [focus, storefront])

  const busy = state.status === 'submitting' || state.status === 'requires_action'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    void checkout.submit()
  }

  const error = checkoutErrorMessage(state, t)
  const payment = state.payment
  const loading = state.status === 'idle' || !payment
  const amount = payment && !payment.free ? formatMoney(payment.amount, payment.currency) : null
  // storefront §6 Staff (injected) checkout (config `staff`): the staff wording (calls §9).
  const payLabel =
    staffPayLabel(config.staff, t, amount) ??
    (amount !== null ? t('checkout.pay', { amount }) : t('checkout.completeOrder'))
  const provider = storefront.options.payment
  const captcha = storefront.options.captcha
  const captchaKey = config.keys.hcaptcha

  return (
    <>
      <div className={`${container} ${css.page}`} data-state={state.status}>
        <h1 id={HEADING_ID} className={`${page.pageTitle} ${css.heading}`} tabIndex={-1}>
          {t('checkout.paymentInformation')}
        </h1>
        {config.staff.enabled ? <StaffSaleNotice staff={config.staff} /> : null}
        <div className={css.cart}>
          <CartWidget />
        </div>
        {loading && cart.status === 'error' ? (
          // The cart could not be read (calls §8 Cart load "others show"; Generic: the message with a
          // Reload button): the checkout cannot go on without it, so it says so instead of loading on.
          <ErrorNotice error={cart.error} />
        ) : loading ? (
          <Loading />
        ) : (
          <form id={FORM_ID} className={css.form} noValidate onSubmit={onSubmit} aria-labelledby={HEADING_ID}>
            {/* storefront §2 /checkout `purchaser`: a staff sale for a chosen purchaser has no details to enter. */}
            {config.staff.enabled && state.purchaserIdentityId !== null ? null : (
              <section className={css.section} aria-labelledby="checkout-details">
                <h2 id="checkout-details" className={css.sectionTitle}>
                  {t('checkout.yourDetails')}
                </h2>
                {/* storefront §6: a logged-in member checks out as themself (my/cart/{id}/checkout), or as
                  the giver for a chosen purchaser (my/cart/{id}/guest_checkout); staff as a guest. */}
                {member && !config.staff.enabled ? (
                  <p className={css.memberDetails} data-member-details="">
                    <span>{[member.firstName, member.lastName].filter(Boolean).join(' ')}</span>
                    <span>{member.email}</span>
                  </p>
                ) : (
                  <IdentityForm
                    state={state}
                    clock={storefront.options.clock}
                    setField={checkout.setField}
                    setAddressLookup={checkout.setAddressLookup}
                    t={t}
                    locale={storefront.options.locale}
                  />
                )}
              </section>
            )}

            <section
              id={PAYMENT_AREA_ID}
              className={css.paymentArea}
              aria-labelledby="checkout-payment-title"
              tabIndex={-1}
              data-provider-state={state.provider}
            >
              <h2 id="checkout-payment-title" className={css.sectionTitle}>
                {t('checkout.payment')}
              </h2>
              <PaymentOptions checkout={checkoutStore} payment={payment} now={storefront.options.clock.now} />
              {payment.free ? (
                <p className={css.hint}>{t('checkout.freeOrder')}</p>
              ) : provider && state.provider === 'loading' ? (
                <p role="status" className={css.hint}>
                  {t('checkout.providerLoading')}
                </p>
              ) : provider ? (
                <PaymentArea payment={provider} checkout={checkoutStore} state={state} />
              ) : null}
            </section>

            {/* storefront §2 Checkout: "Payment element, identity form, donation upsell and terms checkbox". */}
            {config.donationEventId && !editingOrderId ? (
              <DonationUpsell donationEventId={config.donationEventId} />
            ) : null}

            {state.terms.required ? (
              <Terms checkout={checkoutStore} termsText={config.checkout.termsText ?? ''} />
            ) : null}

            {state.captchaRequired && captchaKey && isCaptchaBridge(captcha) ? (
              <Suspense fallback={null}>
                <HCaptchaWidget
                  sitekey={captchaKey}
                  bridge={captcha}
                  languageOverride={storefront.options.locale.split('-')[0]}
                />
              </Suspense>
            ) : null}

            <div className={css.payRow}>
              <p role="alert" className={form.error} data-checkout-error="">
                {error}
              </p>
              {busy ? (
                <p role="status" className={css.hint}>
                  {t('checkout.submitting')}
                </p>
              ) : null}
              <Button type="submit" aria-disabled={busy || undefined} data-pay="">
                {payLabel}
              </Button>
            </div>
          </form>
        )}
      </div>
      {payment && !loading ? (
        // storefront §2 / calls §2: "a mobile footer with a pay button and 'Total to pay'" (phones only).
        <div className={cartCss.footer} data-checkout-footer="">
          <div className={`${container} ${cartCss.footerInner}`}>
            <p className={cartCss.footerTotal}>
              <span className={cartCss.footerLabel}>{t('cart.totalToPay')}</span>
              <span className={cartCss.footerAmount}>{formatMoney(payment.amount, payment.currency)}</span>
            </p>
            <div className={cartCss.footerActions}>
              <Button type="submit" form={FORM_ID} aria-disabled={busy || undefined}>
                {payLabel}
              </Button>
            </div>
          </div>
        </div>
      ) : null}
    </>
  )
}

/**
 * The terms checkbox and the terms dialog (storefront §2 "terms (Decline and Accept)", §4 Terms
 * dialog "accepted or declined", §5 "viewing the terms modal may be required"). When viewing is
 * required, ticking the box before reading opens the dialog instead (the sdk's `canTickTerms`).
 */
function Terms({ checkout, termsText }: { checkout: CheckoutStore; termsText: string }) {
  const { t } = useMessages()
  const terms = useStore(checkout, (s) => s.terms)
  const problem = useStore(checkout, (s) => s.problems.terms ?? null)
  const modals = useModalStack()

  const openTerms = () => {
    checkout.viewTerms()
    modals.open({
      name: TERMS_MODAL,
      title: t('checkout.termsTitle'),
      render: (close) => (
        <div className={css.section}>
          <p className={css.termsText}>{termsText}</p>
          <div className={css.dialogActions}>
            <Button
              variant="secondary"
              onClick={() => {
                checkout.setTermsAccepted(false)
                close()
              }}
            >
              {t('checkout.termsDecline')}
            </Button>
            <Button
              onClick={() => {
                checkout.setTermsAccepted(true)
                close()
              }}
            >
              {t('checkout.termsAccept')}
            </Button>
          </div>
        </div>
      ),
    })
  }

  const problemId = `${TERMS_ID}-problem`
  return (
    <div className={css.terms} data-terms={terms.accepted ? 'accepted' : 'open'}>
      <label className={css.checkbox}>
        <input
          id={TERMS_ID}
          type="checkbox"
          className={css.checkboxInput}
          required
          checked={terms.accepted}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            if (!checkout.setTermsAccepted(event.currentTarget.checked)) openTerms()
          }}
        />
        {t('checkout.termsCheckbox')}
      </label>
      <button type="button" className={css.linkButton} aria-haspopup="dialog" onClick={openTerms}>
        {t('checkout.termsRead')}
      </button>
      {problem ? (
        <span id={problemId} className={form.fieldError}>
          {t('checkout.termsRequired')}
        </span>
      ) : null}
    </div>
  )
}
