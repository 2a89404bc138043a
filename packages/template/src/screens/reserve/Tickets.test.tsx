/**
 * The ticket steppers of member-only types (storefront §5 Orders: "Member-only tickets show a
 * renewal message if the membership is expired at the ticket date"; §6 "Member benefits cap counts
 * per ticket type by name, plus a wildcard pool"): the screen shows what the sdk's member rules
 * say (`QuantityStepper.member`), with the catalogue's sentences.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { createStorefront, type Actions, type ReserveSnapshot, type ReserveStore } from '@foyer/react-hooks'
import type { MemberTicketLimit, OfferedTicketGroup, QuantityStepper } from '@foyer/sdk/reserve'
import { json } from '@foyer/sdk/testing'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { importWithStyles, renderWithStorefront } from '../../../test/render'

let Tickets: (typeof import('./Tickets'))['Tickets']
beforeAll(async () => {
  ;({ Tickets } = await importWithStyles(() => import('./Tickets')))
})
afterEach(cleanup)

const group: OfferedTicketGroup = {
  id: 'me',
  group: { id: 'me', name: 'Members’ Evening', hidden_type: 'public_member_only' },
  types: [
    { id: 'me-member', name: 'Member', ticket_group_id: 'me', member_event_ticket_type: true },
    { id: 'me-member-guest', name: 'Member guest', ticket_group_id: 'me' },
  ],
  limit: 4,
  minTicketsPerOrder: 0,
  handler: 'tickets',
  memberOnly: true,
}

function stepper(id: string, quantity: number, member: MemberTicketLimit | null): QuantityStepper {
  const open = member === null || member.left > 0
  return {
    ticketTypeId: id,
    quantity,
    minimum: 1,
    maximum: quantity + (open ? 1 : 0),
    nextIncrement: open ? 1 : 0,
    canDecrement: quantity > 0,
    exactlyOne: false,
    member,
  }
}

function renderTickets(steppers: Record<string, QuantityStepper>) {
  const storefront = createStorefront({
    apiBase: 'https://api.test/api/v1',
    seller: 'demo-museum',
    fetch: async () => json({}),
  })
  const reserve = {
    eventId: 'members-evening',
    sessionId: 'members-evening-20260611-1800',
    settings: {},
    ticketGroups: [group],
    steppers,
    quantities: {},
    prices: {},
    problem: null,
    messages: { dateMessages: [], sessionMessages: [], quantityMessages: [] },
  } as unknown as ReserveSnapshot
  const actions = { increment: vi.fn(), decrement: vi.fn(), setPrice: vi.fn() }
  renderWithStorefront(
    <Tickets
      reserve={reserve}
      actions={actions as unknown as Actions<ReserveStore>}
      i18n={storefront.i18n}
      showProblems={false}
    />,
    { storefront },
  )
  return actions
}

const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

describe('storefront §6: the member benefits cap', () => {
  it("a type at the cap says so under its stepper; its + is disabled and described by the sentence; the other type's is not", () => {
    const actions = renderTickets({
      'me-member': stepper('me-member', 0, { left: 2, reason: null, messageKey: null, params: {} }),
      'me-member-guest': stepper('me-member-guest', 2, {
        left: 0,
        reason: 'benefits_reached',
        messageKey: 'reserve.memberBenefitsReached',
        params: { type: 'Member guest' },
      }),
    })
    const sentence = 'Your membership allows no more Member guest tickets for this visit.'
    expect(screen.getByText(sentence)).toBeTruthy()
    const plusGuest = screen.getByRole('button', { name: '+1 Member guest' })
    expect(plusGuest.getAttribute('aria-disabled')).toBe('true')
    expect(description(plusGuest)).toBe(sentence)
    fireEvent.click(plusGuest)
    expect(actions.increment).not.toHaveBeenCalled()

    const plusMember = screen.getByRole('button', { name: '+1 Member' })
    expect(plusMember.getAttribute('aria-disabled')).toBe('false')
    expect(plusMember.hasAttribute('aria-describedby')).toBe(false)
    fireEvent.click(plusMember)
    expect(actions.increment).toHaveBeenCalledWith('me-member')
  })
})

describe('storefront §5: the renewal message at a date after the membership ends', () => {
  it('shows once for the group, with a Renew link; every + is disabled and points to it', () => {
    const expired: MemberTicketLimit = {
      left: 0,
      reason: 'expired_at_date',
      messageKey: 'reserve.membershipExpiredAtDate',
      params: {},
    }
    const actions = renderTickets({
      'me-member': stepper('me-member', 0, expired),
      'me-member-guest': stepper('me-member-guest', 0, expired),
    })
    const sentence = 'Your membership will have expired by this date. Please renew to book member tickets.'
    expect(screen.getAllByText(sentence)).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Renew' }).getAttribute('href')).toBe('/membership/renew')
    for (const name of ['+1 Member', '+1 Member guest']) {
      const plus = screen.getByRole('button', { name })
      expect(plus.getAttribute('aria-disabled')).toBe('true')
      expect(description(plus)).toBe(sentence)
      fireEvent.click(plus)
    }
    expect(actions.increment).not.toHaveBeenCalled()
  })
})
