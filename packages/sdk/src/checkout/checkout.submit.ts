/**
 * Submitting a checkout (storefront §5 Checkout; calls §3–§5, §8): the form and the terms
 * checked, the captcha, then the charges: pending gift cards first, each its own checkout call,
 * then the free order or the provider's payment method; a wallet's payment method; the return
 * from a redirect-based payment.
 */
import { LEDGER_GATEWAY } from '../cart/rules/index.js'
import { FoyerError, type Result } from '../errors/index.js'
import type { ProviderPaymentMethod } from '../payment/types.js'
import { PROVIDER_UNAVAILABLE } from '../payment/types.js'
import type { CheckoutChargePart, CheckoutContext } from './checkout.charge.js'
import { isAcceptedRedirectStatus, isCaptchaRequired, isFreeOrder, readRedirectReturn, termsProblem } from './rules.js'
import { validateIdentity } from './identity.js'
import type { CaptchaProvider, CheckoutRoute } from './types.js'

type Outcome = Promise<Result<CheckoutRoute | null>>

/** The submit actions of a checkout store. */
export function checkoutSubmit(
  context: CheckoutContext,
  { charge, completedCart, showCompleted }: Pick<CheckoutChargePart, 'charge' | 'completedCart' | 'showCompleted'>,
) {
  const { cart, payment, captcha, settings, store, session, fail, focus, guestLike, paymentFromCart } = context

  /** storefront §5 Checkout: the identity form and the terms; the first problem is focused. */
  function validate(): boolean {
    const state = store.getSnapshot()
    // A staff checkout for a chosen purchaser has no identity form to check (storefront §2 `purchaser`).
    const formShown = guestLike() && state.purchaserIdentityId === null
    const problems = formShown
      ? validateIdentity(state.values, state.fields, settings.stateLists ? { stateLists: settings.stateLists } : {})
      : {}
    // An address line typed into the lookup but never picked (nor switched to manual) is refused.
    // The form's line may hold text the lookup never saw (typed before a served country was chosen).
    const addressPick =
      formShown && state.fields.some((field) => field.name === 'address') ? session.addressLookup?.problem() : null
    if (addressPick && !problems.address) {
      problems.address = state.values.address?.trim()
        ? { code: 'message', messageKey: 'checkout.addressNotPicked' }
        : addressPick
    }
    // storefront §5 "Gifting to your own e-mail is rejected" (calls §5): a guest's gift whose
    // recipient is the purchaser is refused here, on the e-mail, before anything is charged.
    const actor = context.actorOf()
    const giftee = actor.kind === 'guest' ? actor.gifteeEmail?.trim().toLowerCase() : undefined
    if (formShown && giftee && !problems.email && state.values.email?.trim().toLowerCase() === giftee)
      problems.email = { code: 'message', messageKey: 'membership.cannotGiftToSelf' }
    const terms = termsProblem({ termsText: settings.termsText ?? null, accepted: state.terms.accepted })
    if (terms) problems.terms = terms
    store.setState((draft) => void (draft.problems = problems))
    const first = Object.keys(problems)[0]
    if (first === undefined) return true
    fail(new FoyerError({ code: 'validation_failed', status: null, messageKey: 'checkout.validationFailed' }))
    focus(first)
    return false
  }

  async function captchaToken(): Promise<Result<string | null> | 'closed'> {
    if (!isCaptchaRequired({ captchaKey: settings.captchaKey ?? null, loggedIn: !guestLike() })) return { data: null }
    if (!captcha) {
      return {
        error: new FoyerError({
          code: 'captcha_unavailable',
          status: null,
          messageKey: 'checkout.unexpected',
          description: 'A captcha key is set but no captcha provider was given to createCheckout.',
        }),
      }
    }
    let answer: Awaited<ReturnType<CaptchaProvider['execute']>>
    try {
      answer = await captcha.execute()
    } catch (cause) {
      // The widget could not run (its script did not load, a network error): say so, keep the form.
      return {
        error: new FoyerError({
          code: 'captcha_failed',
          status: null,
          messageKey: 'checkout.unexpected',
          description: cause instanceof Error ? cause.message : String(cause),
        }),
      }
    }
    return 'closed' in answer ? 'closed' : { data: answer.token }
  }

  async function run(pay: (cartId: string, token: string | null) => Outcome): Outcome {
    const state = store.getSnapshot()
    if (state.status === 'submitting' || state.status === 'requires_action') {
      return {
        error: new FoyerError({
          code: 'busy',
          status: null,
          messageKey: 'checkout.unexpected',
          description: 'A checkout is already in flight.',
        }),
      }
    }
    const cartId = state.cartId ?? cart.getSnapshot().cartId
    // The cart is an order already (a checkout whose answer was lost): its orders, not a new sale.
    const completed = completedCart(cartId)
    if (completed) return { data: showCompleted(completed) }
    if (!cartId) return fail(new FoyerError({ code: 'no_cart', status: null, messageKey: 'checkout.unexpected' }))
    if (!validate()) return { error: store.getSnapshot().error as FoyerError }
    if (cart.getSnapshot().blocked) {
      // calls §8 "Blocked cart warning: 'A code is required to continue with your order.'"
      return fail(new FoyerError({ code: 'rule_blocks_checkout', status: null, messageKey: 'promo.codeRequired' }))
    }
    const token = await captchaToken()
    if (token === 'closed') {
      // storefront §5 "Closing or expiring the challenge aborts quietly."
      store.setState((draft) => void (draft.status = 'editing'))
      return { data: null }
    }
    if (token.error) return fail(token.error)
    store.setState((draft) => {
      draft.status = 'submitting'
      draft.error = null
      draft.paymentError = null
    })
    return pay(cartId, token.data)
  }

  const providerMissing = () =>
    fail(
      new FoyerError({ code: 'no_payment_provider', status: null, messageKey: 'checkout.cardProviderFailedToLoad' }),
      {
        type: PROVIDER_UNAVAILABLE,
        message: null,
      },
    )

  async function submit(): Outcome {
    return run(async (cartId, token) => {
      const current = paymentFromCart(store.getSnapshot().payment?.option, store.getSnapshot().payment?.other)
      if (!current) return fail(new FoyerError({ code: 'no_cart', status: null, messageKey: 'checkout.unexpected' }))
      // A rest the card cannot pay is refused before any gift card is charged (calls §9 bounds).
      if (current.amountProblem)
        return fail(new FoyerError({ code: 'amount_not_supported', status: null, messageKey: current.amountProblem }))
      // Gift cards first (storefront §3 pending gift card payments): each its own checkout call.
      for (const card of current.giftCards) {
        const result = await charge(
          cartId,
          {
            gateway: LEDGER_GATEWAY,
            amount: card.paymentAmount,
            gatewayData: { ledger_type: 'gift_card', ledger_number: card.cardNumber },
          },
          token,
        )
        if (result.error || store.getSnapshot().status !== 'submitting') return result
      }
      if (isFreeOrder(current.outstanding))
        return charge(cartId, { gateway: 'free', amount: '0.00', gatewayData: {} }, token)
      if (!payment) return providerMissing()
      const loaded = await payment.load()
      if (loaded.error) {
        return fail(
          new FoyerError({ code: PROVIDER_UNAVAILABLE, status: null, messageKey: 'checkout.cardProviderFailedToLoad' }),
          loaded.error,
        )
      }
      const method = await payment.createPaymentMethod()
      if (method.error) {
        if (method.error.type === 'validation_error') focus('payment')
        return fail(
          new FoyerError({
            code: method.error.type,
            status: null,
            messageKey: 'checkout.paymentFailed',
            description: method.error.message ?? null,
          }),
          method.error,
        )
      }
      return charge(
        cartId,
        {
          gateway: 'stripe',
          amount: current.amount,
          gatewayData: { source: method.data.source, source_type: method.data.sourceType },
          sourceType: method.data.sourceType,
        },
        token,
      )
    })
  }

  async function payWithWallet(method: ProviderPaymentMethod): Outcome {
    return run(async (cartId, token) => {
      const current = paymentFromCart(store.getSnapshot().payment?.option, store.getSnapshot().payment?.other)
      if (!current) return fail(new FoyerError({ code: 'no_cart', status: null, messageKey: 'checkout.unexpected' }))
      if (current.amountProblem)
        return fail(new FoyerError({ code: 'amount_not_supported', status: null, messageKey: current.amountProblem }))
      return charge(
        cartId,
        {
          gateway: 'stripe',
          amount: current.amount,
          gatewayData: { source: method.source, source_type: method.sourceType },
          sourceType: method.sourceType,
        },
        token,
      )
    })
  }

  async function completeRedirect(query: string | URLSearchParams): Outcome {
    const back = readRedirectReturn(query)
    const cartId = store.getSnapshot().cartId ?? cart.getSnapshot().cartId
    if (!back || !cartId) return { data: null }
    if (!payment) return providerMissing()
    store.setState((draft) => void (draft.status = 'submitting'))
    const loaded = await payment.load()
    if (loaded.error) {
      return fail(
        new FoyerError({ code: PROVIDER_UNAVAILABLE, status: null, messageKey: 'checkout.cardProviderFailedToLoad' }),
        loaded.error,
      )
    }
    const intent = await payment.retrieveIntent(back.clientSecret)
    if (intent.error)
      return fail(
        new FoyerError({ code: intent.error.type, status: null, messageKey: 'checkout.paymentFailed' }),
        intent.error,
      )
    if (!isAcceptedRedirectStatus(intent.data.status)) {
      return fail(new FoyerError({ code: 'payment_failed', status: null, messageKey: 'checkout.paymentFailed' }), {
        type: 'card_error',
        message: null,
      })
    }
    const current = paymentFromCart()
    const amount = current?.amount ?? '0.00'
    return charge(
      cartId,
      { gateway: 'stripe', amount, gatewayData: { source: intent.data.id ?? back.paymentIntentId ?? '' } },
      null,
    )
  }

  return { submit, payWithWallet, completeRedirect }
}
