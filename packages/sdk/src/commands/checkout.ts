/**
 * The guest checkout command: the checkout store driven from typed inputs, its page-shaped
 * results turned into outcomes a script can act on (the orders made, pending, part paid, or the
 * payment the card holder must approve first).
 */
import { FoyerError, type Result } from '../errors/index.js'
import { paymentIntentIdOf } from '../payment/sandbox.js'
import { getCheckout } from '../checkout/domain.js'
import type { Storefront } from '../storefront.js'
import { invalidInput } from '../errors/invalid-input.js'
import { cartToUse } from './inputs.js'
import type { CheckoutOutcome, GuestCheckoutInput } from './types.js'

/** The confirmations the payment provider was asked for (see `watched` in commands.ts). */
export interface ActionWatch {
  secret: string | null
  listeners: Set<(clientSecret: string) => void>
}

const ACTION_NEXT =
  'The card needs 3-D Secure: the card holder approves the payment with the payment provider (the sandbox provider: approveChallenge()), then await completion.'

/** The storefronts with a guest checkout under way: a second one at once is refused, never sent twice. */
const checkingOut = new WeakSet<Storefront>()

/** Checks out the storefront's cart as a guest (see `StorefrontCommands.checkout.guest`). */
export async function guestCheckout(
  storefront: Storefront,
  watch: ActionWatch,
  input: GuestCheckoutInput,
): Promise<Result<CheckoutOutcome>> {
  if (checkingOut.has(storefront))
    return {
      error: new FoyerError({
        code: 'busy',
        messageKey: 'error.generic',
        description:
          'A checkout of this cart is already under way: await its result (or its completion, after an action) instead of starting another.',
      }),
    }
  checkingOut.add(storefront)
  const done = () => checkingOut.delete(storefront)
  try {
    const outcome = await checkOut(storefront, watch, input)
    // A payment the card holder has still to approve is under way until its completion settles.
    if (outcome.data?.kind === 'action_required') void outcome.data.completion.finally(done)
    else done()
    return outcome
  } catch (error) {
    done()
    throw error
  }
}

async function checkOut(
  storefront: Storefront,
  watch: ActionWatch,
  input: GuestCheckoutInput,
): Promise<Result<CheckoutOutcome>> {
  const { cart } = storefront
  const checkout = getCheckout(storefront)
  if (!input?.purchaser || typeof input.purchaser !== 'object') return invalidInput('purchaser', 'is required')
  const held = await cartToUse(cart, 'check out')
  if (held.error) return held
  await checkout.start()

  const fields = new Set(checkout.getSnapshot().fields.map((field) => field.name as string))
  const values: [string, string][] = []
  for (const [name, value] of Object.entries(input.purchaser)) {
    if (name === 'additional_info' && value && typeof value === 'object') {
      for (const [key, text] of Object.entries(value as Record<string, unknown>))
        values.push([`additional_info.${key}`, String(text)])
      continue
    }
    if (typeof value !== 'string') return invalidInput(`purchaser.${name}`, 'must be a string')
    values.push([name, value])
  }
  for (const [name] of values) {
    if (!fields.has(name))
      return invalidInput(
        `purchaser.${name}`,
        `is not a field of this checkout (its fields: ${[...fields].filter((f) => f !== 'email_confirm').join(', ')})`,
      )
  }
  for (const [name, value] of values) checkout.setField(name, value)
  if (fields.has('email_confirm')) checkout.setField('email_confirm', input.purchaser.email)

  return pay(storefront, watch, input)
}

/** Submits until the checkout has an answer: the gift cards' part payment is followed by the rest. */
async function pay(
  storefront: Storefront,
  watch: ActionWatch,
  input: GuestCheckoutInput,
): Promise<Result<CheckoutOutcome>> {
  const checkout = getCheckout(storefront)
  for (;;) {
    const terms = acceptTerms(storefront, input)
    if (terms) return terms
    const giftCardsFirst = (checkout.getSnapshot().payment?.giftCards.length ?? 0) > 0
    const submitted = submitWatched(storefront, watch)
    const first = await Promise.race([submitted.then((result) => ({ result })), submitted.action])
    if ('clientSecret' in first) {
      const completion = submitted.then((result) => {
        const settled = settle(storefront, result, giftCardsFirst)
        return settled === 'again' ? pay(storefront, watch, input) : settled
      })
      return {
        data: {
          kind: 'action_required',
          action: {
            type: 'authenticate_payment',
            clientSecret: first.clientSecret,
            paymentIntentId: paymentIntentIdOf(first.clientSecret),
          },
          next: ACTION_NEXT,
          completion,
        },
      }
    }
    const settled = settle(storefront, first.result, giftCardsFirst)
    if (settled !== 'again') return settled
  }
}

/**
 * What a submit's result means for a script. A part payment made by gift cards goes on to pay the
 * rest (`again`); one of a payment plan is the outcome.
 */
function settle(
  storefront: Storefront,
  result: Result<unknown>,
  giftCardsFirst: boolean,
): Result<CheckoutOutcome> | 'again' {
  const { cart } = storefront
  const checkout = getCheckout(storefront)
  const state = checkout.getSnapshot()
  if (result.error) return { error: explained(storefront, result.error) }
  switch (state.status) {
    case 'completed':
      return { data: { kind: 'complete', orderIds: state.orders.map((order) => String(order.id)) } }
    case 'pending':
      return { data: { kind: 'pending', cartId: state.cartId ?? cart.getSnapshot().cartId ?? '' } }
    case 'partial': {
      const left = state.payment?.amount ?? null
      if (giftCardsFirst && !cart.getSnapshot().partPaid && left !== null && Number(left) > 0) return 'again'
      return {
        data: {
          kind: 'partial',
          cartId: cart.getSnapshot().cartId ?? '',
          leftToPay: cart.getSnapshot().totals?.outstanding ?? left,
        },
      }
    }
    default:
      // A captcha closed (a guest checkout needs a captcha provider when the seller sets a key).
      return {
        error: new FoyerError({
          code: 'checkout_incomplete',
          messageKey: 'checkout.unexpected',
          description: `The checkout stopped without an answer (status ${state.status}).`,
        }),
      }
  }
}

/** The submit, and the first confirmation the provider is asked for during it. */
function submitWatched(storefront: Storefront, watch: ActionWatch) {
  let off = () => {}
  const action = new Promise<{ clientSecret: string }>((resolve) => {
    const listener = (clientSecret: string) => resolve({ clientSecret })
    watch.listeners.add(listener)
    off = () => watch.listeners.delete(listener)
  })
  const submitted = getCheckout(storefront).submit().finally(off)
  return Object.assign(submitted, { action })
}

/** Ticks the terms the seller has, or refuses: accepting them is the purchaser's to say. */
function acceptTerms(storefront: Storefront, input: GuestCheckoutInput): { error: FoyerError } | null {
  const checkout = getCheckout(storefront)
  const { terms } = checkout.getSnapshot()
  if (!terms.required || terms.accepted) return null
  if (input.acceptTerms !== true)
    return invalidInput('acceptTerms', 'must be true: the seller asks the purchaser to accept its terms')
  checkout.viewTerms()
  checkout.setTermsAccepted(true)
  return null
}

/** A refused form becomes an `invalid_input` naming each field and its problem. */
function explained(storefront: Storefront, error: FoyerError): FoyerError {
  const state = getCheckout(storefront).getSnapshot()
  const problems = Object.entries(state.problems)
  if (error.code !== 'validation_failed' || problems.length === 0) {
    if (state.paymentError?.message && !error.description)
      return new FoyerError({
        code: error.code,
        status: error.status,
        messageKey: error.messageKey,
        description: state.paymentError.message,
        extra: error.extra,
        cause: error,
      })
    return error
  }
  const words = problems.map(([field, problem]) => `purchaser.${field} ${problemWords(problem)}`).join('; ')
  return invalidInput(
    problems[0]![0] === 'terms' ? 'acceptTerms' : `purchaser.${problems[0]![0]}`,
    `refused: ${words}`,
    {
      problems: Object.fromEntries(problems),
    },
  ).error
}

function problemWords(problem: { code: string; max?: number; min?: number; messageKey?: string }): string {
  switch (problem.code) {
    case 'required':
      return 'is required'
    case 'too_long':
      return `is longer than ${problem.max}`
    case 'too_short':
      return `is shorter than ${problem.min}`
    case 'format':
      return 'is not in the right format'
    default:
      return problem.messageKey ? `is refused (${problem.messageKey})` : 'is refused'
  }
}
