import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { SELLER } from './sandbox'

const headers = { 'Tix-App': 'ecomm' }

/** The checkout page (storefront §2 Checkout, 'Payment information') as a visitor sees it. */
export class CheckoutPage {
  readonly heading: Locator
  readonly form: Locator
  readonly cardNumber: Locator
  readonly terms: Locator
  readonly readTerms: Locator
  readonly termsDialog: Locator
  readonly challenge: Locator
  readonly pay: Locator
  readonly error: Locator
  /** The donation upsell (storefront §2 Checkout "donation upsell"). */
  readonly donation: Locator
  readonly addDonation: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Payment information' })
    this.form = page.getByRole('form', { name: 'Payment information' })
    this.cardNumber = page.getByRole('textbox', { name: 'Card number' })
    this.terms = page.getByRole('checkbox', { name: 'I accept the terms and conditions' })
    this.readTerms = page.getByRole('button', { name: 'Read the terms and conditions' })
    this.termsDialog = page.getByRole('dialog', { name: 'Terms and conditions' })
    this.challenge = page.getByRole('dialog', { name: 'Confirm your payment' })
    this.pay = page.locator('[data-pay]')
    this.error = page.locator('[data-checkout-error]')
    this.donation = page.getByRole('region', { name: 'Add a donation' })
    this.addDonation = this.donation.getByRole('button', { name: 'Add donation' })
  }

  async open(cartId?: string): Promise<void> {
    await this.page.goto(`/${SELLER}/checkout${cartId ? `/${cartId}` : ''}`)
    await expect(this.form).toBeVisible()
  }

  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: true })
  }

  /** The purchaser's identity (storefront §5: first and last name, e-mail and its confirmation). */
  async fillIdentity(email = 'ada@example.org'): Promise<void> {
    await this.field('First name').fill('Ada')
    await this.field('Last name').fill('Lovelace')
    await this.field('Email').fill(email)
    await this.field('Confirm email').fill(email)
  }

  /** Everything but the card: identity and the terms ticked. */
  async fillAll(email?: string): Promise<void> {
    await this.fillIdentity(email)
    await this.terms.check()
  }
}

/** The e-mails the sandbox "sent" (GET /_sandbox/outbox), oldest first. */
export async function outbox(
  request: APIRequestContext,
): Promise<{ to: string; subject: string; text: string; ticket_order_ids: string[] }[]> {
  const response = await request.get('/_sandbox/outbox')
  expect(response.ok()).toBe(true)
  return (
    (await response.json()) as { emails: { to: string; subject: string; text: string; ticket_order_ids: string[] }[] }
  ).emails
}

/** The orders a cart became (GET cart/{id}?_embed=ticket_order, calls §7). */
export async function cartOrderIds(request: APIRequestContext, cartId: string): Promise<string[]> {
  const response = await request.get(`/api/v1/cart/${cartId}?_embed=ticket_order&_seller=${SELLER}`, { headers })
  expect(response.ok(), await response.text()).toBe(true)
  const body = (await response.json()) as { ticket_order?: { _data: { id: string }[] } }
  return (body.ticket_order?._data ?? []).map((order) => String(order.id))
}

/** A cart as the sandbox answers it (GET cart/{id}, calls §7) with the rows analytics names. */
export interface CartAnswer {
  cart: { currency_code: string; grand_totals: { total_outstanding: string; total_payments: string } }
  tickets: { ticket_type_id: string; event_template_id: string; event_session_id: string | null; face_value: string }[]
  ticketTypes: { id: string; name: string }[]
  cartMods: { id: string; name?: string }[]
  orders: { id: string; order_number: string; currency_code: string; total_after_fees_price: string }[]
}

/** The cart's rows as the sandbox has them: its tickets and their types, applied codes and orders. */
export async function cartAnswer(request: APIRequestContext, cartId: string): Promise<CartAnswer> {
  const response = await request.get(
    `/api/v1/cart/${cartId}?_embed=ticket,ticket_type,cartmod,ticket_order&_seller=${SELLER}`,
    { headers },
  )
  expect(response.ok(), await response.text()).toBe(true)
  const body = (await response.json()) as Record<string, { _data: unknown[] } | undefined>
  const rows = <T>(key: string) => (body[key]?._data ?? []) as T[]
  return {
    cart: rows<CartAnswer['cart']>('cart')[0]!,
    tickets: rows('ticket'),
    ticketTypes: rows('ticket_type'),
    cartMods: rows('cartmod'),
    orders: rows('ticket_order'),
  }
}
