/**
 * The membership settings an event's config carries (storefront §3 Event template config: the
 * inline `config` record by name, which the client reads as the event's config, so the names
 * here are the client's). The membership event (seed/members.ts seedMembership) carries the
 * first four; the Members' Evening carries the last.
 *
 * - `membership.auto_renew`: 'prompt' | 'always' | 'never' (calls §9 "Auto-renew prompt: only when
 *   the automatic option equals prompt; never in gift context"). The client asks only for
 *   'prompt'. The sandbox: with 'prompt' the cart's auto-renew is what the reserve (and a
 *   checkout's payment payload `auto_renew`, calls §3) sends; with 'always' it is true and with
 *   'never' false whatever is sent. Decision: a cart redeeming a gift of membership code keeps
 *   what is sent (the gift context the prompt never shows in); a missing or unknown value is
 *   'prompt'.
 * - `membership.footnote`: the sentence under the membership form (storefront §2 Buy membership
 *   "footnote"). Carried only.
 * - `membership.extended_membership`: `{ label, codes, months }`, the extended-membership checkbox
 *   (storefront §2 Buy membership) and the codes a reserve may send in `extended_membership_codes`
 *   (calls §7 "Reserve submission for a membership: … extended-membership code list"). A code not
 *   in `codes` (matched as promo codes are: trimmed, case-insensitive) is 400 code_not_found,
 *   `_context` reserve. Decision: the offer is one: any accepted code adds `months` once to the
 *   membership the order issues (membership-orders.ts), however many codes are sent.
 * - `prevent_membership_updates`: storefront §5 "[admit fields] are read-only when a member has
 *   existing values and the prevent_membership_updates setting is true". The client enforces it;
 *   the sandbox only carries it.
 * - `membership.reserve_beyond_term`: 'always' | 'if_autorenew' | 'never' (calls §9 "Reserve beyond
 *   term"), on an event selling members-only tickets (member-limits.ts): whether a membership
 *   valid now covers that event's sessions after its end — always, only while its auto-renew is
 *   scheduled, or never. Absent or unknown: 'never' (a membership covers the sessions it is valid
 *   at, as before).
 */
import { ContractError } from './errors.js'
import type { SeedEvent } from './seed/index.js'
import type { SandboxState } from './state.js'

/** The config names (the client reads these). */
export const membershipConfig = {
  autoRenew: 'membership.auto_renew',
  footnote: 'membership.footnote',
  extendedMembership: 'membership.extended_membership',
  preventMembershipUpdates: 'prevent_membership_updates',
  reserveBeyondTerm: 'membership.reserve_beyond_term',
} as const

export type AutoRenewOption = 'prompt' | 'always' | 'never'
export type ReserveBeyondTerm = 'always' | 'if_autorenew' | 'never'

export interface ExtendedMembershipOffer {
  /** The checkbox's label. */
  label: string
  /** The codes the checkbox sends (extended_membership_codes). */
  codes: string[]
  /** How many months longer the membership runs. */
  months: number
}

/** The event's `membership.auto_renew` ('prompt' when absent or unknown). */
export function autoRenewOption(event: SeedEvent): AutoRenewOption {
  const value = event.config[membershipConfig.autoRenew]
  return value === 'always' || value === 'never' ? value : 'prompt'
}

/**
 * The cart's auto-renew choice under the event's `membership.auto_renew`: what is sent with
 * 'prompt' or for a gift code redeem, else the option's.
 */
export function autoRenewChoice(event: SeedEvent, sent: boolean, redeemsGiftCode: boolean): boolean {
  const option = autoRenewOption(event)
  if (option === 'prompt' || redeemsGiftCode) return sent
  return option === 'always'
}

/** The membership event selling a level (its ticket group). */
export function levelEvent(state: SandboxState, ticketGroupId: string): SeedEvent | null {
  return state.seed.events.find((e) => e.ticket_groups.some((g) => g.id === ticketGroupId)) ?? null
}

/** The event's `membership.extended_membership` offer, or null without a well-formed one. */
export function extendedMembershipOffer(event: SeedEvent): ExtendedMembershipOffer | null {
  const raw = event.config[membershipConfig.extendedMembership] as Partial<ExtendedMembershipOffer> | undefined
  if (!raw || typeof raw !== 'object' || !Array.isArray(raw.codes)) return null
  const months = typeof raw.months === 'number' && Number.isInteger(raw.months) && raw.months > 0 ? raw.months : 0
  return { label: String(raw.label ?? ''), codes: raw.codes.filter((c) => typeof c === 'string'), months }
}

/**
 * The extended-membership codes a reserve sent, checked against the event's offer: the codes in
 * the offer's spelling (each once) and the months they add (0 for none). 400 code_not_found,
 * `_context` reserve, for the first code the offer lacks.
 */
export function readExtendedCodes(event: SeedEvent, sent: readonly string[]): { codes: string[]; months: number } {
  if (sent.length === 0) return { codes: [], months: 0 }
  const offer = extendedMembershipOffer(event)
  const codes: string[] = []
  for (const code of sent) {
    const known = offer?.codes.find((c) => c.trim().toUpperCase() === code.trim().toUpperCase())
    if (known === undefined) {
      throw new ContractError(
        400,
        'code_not_found',
        offer
          ? `${code.trim()} is not an extended-membership code of ${event.template.name}.`
          : `${event.template.name} offers no extended membership: ${code.trim()} is not a code of it.`,
        'reserve',
        { extended_membership_code: code.trim() },
      )
    }
    if (!codes.includes(known)) codes.push(known)
  }
  return { codes, months: offer?.months ?? 0 }
}

/** The event's `membership.reserve_beyond_term` ('never' when absent or unknown). */
export function reserveBeyondTerm(event: SeedEvent): ReserveBeyondTerm {
  const value = event.config[membershipConfig.reserveBeyondTerm]
  return value === 'always' || value === 'if_autorenew' ? value : 'never'
}
