/**
 * Reading a cart modify body (openapi CartModify): each reserve line, the codes and the
 * campaign, checked before anything is resolved (calls §8 input errors).
 */
import { invalid } from './errors.js'
import { maxQuantityPerType } from './carts.js'

// ---------------------------------------------------------------------------------------------
// Reading the modify body (openapi CartModify)

export interface ReserveLine {
  ticket_type_id: string
  event_session_id: string | null
  quantity: number
  admit_name: string | null
  admit_email: string | null
  face_value: string | null
  /** openapi ReserveTicket seat_id, or the deprecated seat name. */
  seat_id: string | null
  seat: string | null
}

export interface ModifyInput {
  remove: string[]
  lines: ReserveLine[]
  additional_info: Record<string, Record<string, unknown>>
  /** apply_code_default and apply_code_before: applied before the reserve. */
  codesBefore: string[]
  /** apply_code: applied after the reserve, so they cannot unlock it. */
  codesAfter: string[]
  requireBenefit: boolean
  campaign: string | null
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const moneyPattern = /^-?\d+\.\d{2}$/
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function optionalString(value: unknown, name: string): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw invalid(`${name} is a string.`)
  return value
}

export function readLine(raw: unknown, where: string): ReserveLine {
  if (!isObject(raw))
    throw invalid(
      `Each ticket in ${where} is { ticket_type_id, event_session_id, quantity?, admit_name?, admit_email?, face_value? }.`,
    )
  const typeId = raw.ticket_type_id
  if (typeof typeId !== 'string' || typeId === '') throw invalid(`Each ticket in ${where} needs a ticket_type_id.`)
  const sessionId = raw.event_session_id
  if (sessionId !== undefined && sessionId !== null && (typeof sessionId !== 'string' || sessionId === '')) {
    throw invalid('event_session_id is a session id, or null for tickets without a date.')
  }
  const quantity = raw.quantity ?? 1
  // calls §9 "Max quantity per type: 1000" (openapi ReserveTicket.quantity 1 to 1000).
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > maxQuantityPerType) {
    throw invalid(`quantity is a whole number from 1 to ${maxQuantityPerType}.`)
  }
  const faceValue = optionalString(raw.face_value, 'face_value')
  if (faceValue !== null && !moneyPattern.test(faceValue))
    throw invalid('face_value is an amount with two decimals, e.g. "12.50".')
  const admitEmail = optionalString(raw.admit_email, 'admit_email')?.trim() || null
  if (admitEmail !== null && !emailPattern.test(admitEmail))
    throw invalid(`admit_email ${admitEmail} is not an e-mail address.`)
  const seatId = optionalString(raw.seat_id, 'seat_id') || null
  const seatName = optionalString(raw.seat, 'seat') || null
  if (seatId !== null && seatName !== null) throw invalid('Name a seat by seat_id or by seat (its name), not both.')
  // storefront §5 "Seats must match the quantities exactly": one seat, one ticket.
  if ((seatId !== null || seatName !== null) && quantity !== 1)
    throw invalid('A line with a seat is one ticket: send quantity 1 (or none) with seat_id.')
  return {
    ticket_type_id: typeId,
    event_session_id: typeof sessionId === 'string' ? sessionId : null,
    quantity,
    admit_name: optionalString(raw.admit_name, 'admit_name')?.trim() || null,
    admit_email: admitEmail,
    face_value: faceValue,
    seat_id: seatId,
    seat: seatName,
  }
}

/** storefront §5 "Promo code: required, trimmed, length 2 to 35"; codes are matched trimmed. */
export function readCodes(raw: unknown, name: string): string[] {
  if (raw === undefined) return []
  if (!Array.isArray(raw)) throw invalid(`${name} is a list of promo codes.`)
  return raw.map((code) => {
    const trimmed = typeof code === 'string' ? code.trim() : ''
    if (trimmed.length < 2 || trimmed.length > 35) throw invalid(`Each code in ${name} is 2 to 35 characters.`)
    return trimmed
  })
}

export function readModify(body: unknown, queryCampaign: string | undefined): ModifyInput {
  if (!isObject(body))
    throw invalid('The body is a cart modify: { reserve?, add?, remove?, apply_code_before?, apply_code?, … }.')
  if (body.channel_id !== undefined && body.channel_id !== 'web') throw invalid('channel_id is web.')
  const remove = body.remove ?? []
  if (!Array.isArray(remove) || remove.some((id) => typeof id !== 'string' || id === ''))
    throw invalid('remove is a list of ticket ids.')
  const add = body.add ?? []
  if (!Array.isArray(add)) throw invalid('add is a list of tickets.')
  const lines = add.map((line) => readLine(line, 'add'))
  let additionalInfo: Record<string, Record<string, unknown>> = {}
  if (body.reserve !== undefined) {
    const reserve = body.reserve
    if (!isObject(reserve) || !Array.isArray(reserve.tickets))
      throw invalid('reserve is { tickets: [...], additional_info? }.')
    lines.push(...reserve.tickets.map((line) => readLine(line, 'reserve.tickets')))
    if (reserve.additional_info !== undefined) {
      const info = reserve.additional_info
      if (!isObject(info) || !Object.values(info).every(isObject)) {
        throw invalid(
          'reserve.additional_info holds survey answers keyed by ticket_group_id: { [ticket_group_id]: { [question]: answer } }.',
        )
      }
      additionalInfo = info as Record<string, Record<string, unknown>>
    }
  }
  if (body.require_benefit !== undefined && typeof body.require_benefit !== 'boolean')
    throw invalid('require_benefit is true or false.')
  const campaign = optionalString(body.campaign, 'campaign') ?? queryCampaign ?? null
  const input: ModifyInput = {
    remove: [...new Set(remove as string[])],
    lines,
    additional_info: additionalInfo,
    codesBefore: [
      ...readCodes(body.apply_code_default, 'apply_code_default'),
      ...readCodes(body.apply_code_before, 'apply_code_before'),
    ],
    codesAfter: readCodes(body.apply_code, 'apply_code'),
    requireBenefit: body.require_benefit === true,
    campaign,
  }
  if (
    input.remove.length === 0 &&
    input.lines.length === 0 &&
    input.codesBefore.length === 0 &&
    input.codesAfter.length === 0
  ) {
    throw invalid('Nothing to change: send tickets to reserve or add, ticket ids to remove, or codes to apply.')
  }
  return input
}
