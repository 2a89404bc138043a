/**
 * The purchaser (calls §7 POST user: 409 gives the existing identity) and the gift card ledger
 * (calls §7 GET ledger/{ledger-or-config-id}/{number}).
 */
import type { GiftCard, Identity } from './records.js'
import { ContractError, invalid, notFound } from './errors.js'
import { fromCents } from './money.js'
import { identityRow } from './order-rows.js'
import { type SandboxState } from './state.js'
import { emailPattern, isObject } from './cart-input.js'
import { unguessableId } from './ids.js'

type Rows<T> = { _data: T[] }
const rows = <T>(data: T[]): Rows<T> => ({ _data: data })

// ---------------------------------------------------------------------------------------------
// POST user

/**
 * POST user (calls §7: the purchaser-store call; storefront §5 Identity limits): stores a
 * purchaser. An e-mail the sandbox knows answers 409 identity_exists with the identity's id in
 * `_extra.identity_id` (calls §7 "on 409 the identity id is read from the error extra").
 */
export function createUser(state: SandboxState, body: unknown) {
  if (!isObject(body)) throw invalid('The body is { first_name, last_name, email, password?, … }.')
  const text = (name: string, max: number, required: boolean): string | null => {
    const value = body[name]
    if (value === undefined || value === null || value === '') {
      if (required) throw invalid(`${name} is required.`)
      return null
    }
    if (typeof value !== 'string') throw invalid(`${name} is a string.`)
    if (value.trim() === '' && required) throw invalid(`${name} is required.`)
    if (value.length > max) throw invalid(`${name} is at most ${max} characters.`)
    return value.trim()
  }
  // storefront §5: names required, max 50; e-mail required, max 254; phone max 50; password 8 to 254.
  const first = text('first_name', 50, true)!
  const last = text('last_name', 50, true)!
  const email = text('email', 254, true)!
  if (!emailPattern.test(email)) throw invalid('email is not an e-mail address.')
  const password = text('password', 254, false)
  if (password !== null && password.length < 8) throw invalid('password is at least 8 characters.')
  const known = [...state.identities.values()].find((i) => i.email.toLowerCase() === email.toLowerCase())
  if (known) {
    throw new ContractError(409, 'identity_exists', 'An account with this e-mail address already exists.', undefined, {
      identity_id: known.id,
    })
  }
  const identity: Identity = {
    id: unguessableId('identity-'),
    first_name: first,
    last_name: last,
    email,
    phone: text('phone', 50, false),
    address: text('address', 1000, false),
    city: text('city', 1000, false),
    state: text('state', 1000, false),
    zip_code: text('zip_code', 10, false),
    country: text('country', 1000, false),
  }
  state.identities.set(identity.id, identity)
  const userId = unguessableId('user-')
  // Registering with a password makes a login (calls §7 POST user "password"): POST login takes
  // the e-mail and password, and my/* calls (a membership bought at checkout) answer for it.
  if (password !== null)
    state.seed.accounts.push({
      user_id: userId,
      identity_id: identity.id,
      password,
      scan_code: null,
      zip_code: identity.zip_code,
    })
  return {
    user: rows([
      {
        id: userId,
        identity_id: identity.id,
        email,
        first_name: first,
        last_name: last,
        name: `${first} ${last}`,
      },
    ]),
    identity: rows([identityRow(state, identity.id)]),
  }
}

// ---------------------------------------------------------------------------------------------
// The gift card ledger

/** The ledger a request names: its id, or the id of the seller's config record naming it (calls §7). */
export function checkLedger(state: SandboxState, ledgerId: string): void {
  const record = state.seed.seller_config.find((r) => r.name === 'gift_card_ledger_id')
  if (ledgerId !== state.seed.settings.gift_card_ledger_id && ledgerId !== record?.id) throw notFound('ledger')
}

export function findGiftCard(state: SandboxState, number: string): GiftCard {
  const card = state.giftCards.get(number.trim())
  if (!card) throw notFound('ledger')
  return card
}

/**
 * GET ledger/{ledgerId}/{number} (calls §7: reads ledger._data[0] number, state, balance; 404
 * means not found). Inactive and empty cards are answered: the client refuses them (storefront §4
 * Gift card "added if active with balance above 0").
 */
export function getGiftCard(state: SandboxState, ledgerId: string, number: string) {
  checkLedger(state, ledgerId)
  const card = findGiftCard(state, number)
  return {
    ledger: rows([
      {
        number: card.number,
        balance: fromCents(card.balance_cents),
        state: card.state,
        currency_code: state.seed.seller.currency_code,
      },
    ]),
  }
}
