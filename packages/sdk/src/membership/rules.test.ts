/** The member's membership rules (storefront §3 Membership, §4 Auto-renew, §6; calls §9 QR margin). */
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_RENEWAL_WINDOW_DAYS,
  MEMBERSHIP_QR_MARGIN,
  PHYSICAL_CARD_WEEKS,
  autoRenewStatus,
  canRenew,
  currentMembership,
  expectsPhysicalCard,
  holdsMembership,
  isMembershipValid,
  membershipRenewal,
  viewerRoles,
} from './rules.js'
import { createI18n } from '../i18n/index.js'
import type { Membership } from './types.js'

const membership = (patch: Partial<Membership>): Membership => ({
  id: 'm',
  scanCode: null,
  level: { id: 'r', name: 'Individual', rank: 1 },
  programName: null,
  members: [],
  validFrom: '2026-01-01T00:00:00-05:00',
  validTo: '2026-12-31T23:59:59-05:00',
  autoRenewState: 'none',
  ticketOrderId: null,
  eventTemplateId: null,
  ticketGroupId: null,
  purchaseLimit: null,
  ...patch,
})
const at = (iso: string) => Date.parse(iso)

describe('calls §9 QR margin', () => {
  it('is 2 for a membership', () => expect(MEMBERSHIP_QR_MARGIN).toBe(2))
})

describe('validity and membership (storefront §6: "members or holders of a membership")', () => {
  it('is valid from valid_from to valid_to, both included', () => {
    const m = membership({})
    expect(isMembershipValid(m, at('2026-01-01T05:00:00Z'))).toBe(true)
    expect(isMembershipValid(m, at('2026-01-01T04:59:59Z'))).toBe(false)
    expect(isMembershipValid(m, at('2027-01-01T04:59:59Z'))).toBe(true)
    expect(isMembershipValid(m, at('2027-01-01T05:00:00Z'))).toBe(false)
  })

  it('an expired membership makes nobody a member; any valid one does', () => {
    const expired = membership({ validTo: '2025-12-31T23:59:59-05:00', validFrom: '2025-01-01T00:00:00-05:00' })
    expect(holdsMembership([expired], at('2026-03-10T12:00:00Z'))).toBe(false)
    expect(holdsMembership([expired, membership({})], at('2026-03-10T12:00:00Z'))).toBe(true)
    expect(holdsMembership([], at('2026-03-10T12:00:00Z'))).toBe(false)
  })

  it('shows the valid membership of the highest rank first, else the one that ended last', () => {
    const now = at('2026-03-10T12:00:00Z')
    const dual = membership({ id: 'dual', level: { id: 'd', name: 'Dual', rank: 2 } })
    const single = membership({ id: 'single', validTo: '2027-02-01T00:00:00Z' })
    expect(currentMembership([single, dual], now)?.id).toBe('dual')
    const old = membership({ id: 'old', validFrom: '2024-01-01T00:00:00Z', validTo: '2025-01-01T00:00:00Z' })
    const older = membership({ id: 'older', validFrom: '2023-01-01T00:00:00Z', validTo: '2024-01-01T00:00:00Z' })
    expect(currentMembership([older, old], now)?.id).toBe('old')
    expect(currentMembership([], now)).toBeNull()
  })
})

describe('membershipRenewal: a membership renewed ahead of its end', () => {
  it('is the membership bought to follow it, the latest to end; none for an older or the same one', () => {
    const now = Date.parse('2026-11-26T00:00:00Z')
    const current = membership({ id: 'now', validFrom: '2025-12-16T00:00:00Z', validTo: '2026-12-15T23:59:59Z' })
    const renewal = membership({
      id: 'next',
      validFrom: '2026-12-16T00:00:00Z',
      validTo: '2027-12-15T23:59:59Z',
      autoRenewState: 'scheduled',
    })
    const old = membership({ id: 'old', validFrom: '2024-12-16T00:00:00Z', validTo: '2025-12-15T23:59:59Z' })
    // The renewal is not valid yet: the current one stays the one shown.
    expect(currentMembership([current, renewal, old], now)?.id).toBe('now')
    expect(membershipRenewal([current, renewal, old], current)?.id).toBe('next')
    expect(membershipRenewal([current, old], current)).toBeNull()
    expect(membershipRenewal([current], current)).toBeNull()
    // Renewing again waits for the renewal's own window.
    expect(canRenew(current, now)).toBe(true)
    expect(canRenew(renewal, now)).toBe(false)
  })
})

describe('storefront §4 Auto-renew: "Enrolled (scheduled), Cancelled or Not enrolled"', () => {
  it('maps each state', () => {
    expect(autoRenewStatus('scheduled')).toBe('enrolled')
    expect(autoRenewStatus('cancelled')).toBe('cancelled')
    expect(autoRenewStatus('none')).toBe('not_enrolled')
  })
})

describe('storefront §2 content blocks: "The role \'anonymous\' means not logged in."', () => {
  it('gives anonymous, logged_in and member', () => {
    expect(viewerRoles({ loggedIn: false, isMember: false })).toEqual(['anonymous'])
    expect(viewerRoles({ loggedIn: true, isMember: false })).toEqual(['logged_in'])
    expect(viewerRoles({ loggedIn: true, isMember: true })).toEqual(['logged_in', 'member'])
  })
})

describe('storefront §6 "Renewal is allowed within a period before expiry"', () => {
  it('opens the window 60 days (the default) before the end, and stays open after it', () => {
    expect(DEFAULT_RENEWAL_WINDOW_DAYS).toBe(60)
    const m = membership({ validTo: '2026-12-31T23:59:59-05:00' })
    expect(canRenew(m, at('2026-11-01T04:59:58Z'))).toBe(false)
    expect(canRenew(m, at('2026-11-02T05:00:00Z'))).toBe(true)
    expect(canRenew(m, at('2027-03-01T00:00:00Z'))).toBe(true)
    expect(canRenew(m, at('2026-10-01T00:00:00Z'), 120)).toBe(true)
  })
})

describe('calls §9 Physical card ("3 to 5 weeks"): only while a card can be on its way', () => {
  it('is 3 to 5 weeks, as the note says', () => {
    expect(PHYSICAL_CARD_WEEKS).toEqual({ min: 3, max: 5 })
    expect(createI18n().t('membership.physicalCard', PHYSICAL_CARD_WEEKS)).toBe(
      'Your membership card will arrive in 3 to 5 weeks.',
    )
  })

  it('is noted for a valid or future membership, not for an expired one (storefront §6)', () => {
    const m = membership({ validFrom: '2026-01-01T00:00:00-05:00', validTo: '2026-12-31T23:59:59-05:00' })
    expect(expectsPhysicalCard(m, at('2025-12-15T00:00:00Z'))).toBe(true)
    expect(expectsPhysicalCard(m, at('2026-06-01T00:00:00Z'))).toBe(true)
    expect(expectsPhysicalCard(m, at('2027-01-01T05:00:00Z'))).toBe(false)
  })
})
