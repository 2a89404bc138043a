/** Refusing a command's input: a typed error that names the field and what it must be. */
import { eventTimeWindow, NAMED_TIME_WINDOWS, timeOfDay } from '../catalog/rules.js'
import type { CartStore } from '../cart/types.js'
import { FoyerError, type Result } from '../errors/index.js'
import { invalidInput, shown } from '../errors/invalid-input.js'
import { clearEventFilters, DATE_FILTERS, type EventFilters } from '../routing/filters.js'

const isText = (value: unknown) => value === null || value === undefined || typeof value === 'string'

/**
 * The refusal of listing filters a script gave (`events.list`), or null when they are filters.
 * A page reads its filters from a link and lets an unknown value filter nothing; a script is told
 * instead (storefront §2 /events names the filters).
 */
export function listFiltersRefusal(filters: unknown): ReturnType<typeof invalidInput> | null {
  if (filters === undefined) return null
  const keys = Object.keys(clearEventFilters())
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters))
    return invalidInput('filters', `must be an object of listing filters (${keys.join(', ')}), not ${shown(filters)}`)
  const given = filters as Record<string, unknown>
  for (const key of Object.keys(given)) {
    if (!keys.includes(key)) return invalidInput(`filters.${key}`, `is not a listing filter (${keys.join(', ')})`)
    const value = given[key]
    if (key === 'meta') {
      if (value === undefined || value === null) continue
      if (typeof value !== 'object' || Array.isArray(value))
        return invalidInput('filters.meta', `must map metadata keys to values, not ${shown(value)}`)
      for (const [name, item] of Object.entries(value))
        if (typeof item !== 'string') return invalidInput(`filters.meta.${name}`, `must be text, not ${shown(item)}`)
    } else if (!isText(value)) {
      return invalidInput(`filters.${key}`, `must be text, not ${shown(value)}`)
    }
  }
  const { date, time, timeStart, timeEnd } = given as Partial<EventFilters>
  if (date != null && !(DATE_FILTERS as readonly string[]).includes(date))
    return invalidInput('filters.date', `must be one of ${DATE_FILTERS.join(', ')}, not ${shown(date)}`)
  for (const [key, value] of [
    ['timeStart', timeStart],
    ['timeEnd', timeEnd],
  ] as const)
    if (value != null && timeOfDay(value) === null)
      return invalidInput(`filters.${key}`, `must be a time of day as HH:MM, not ${shown(value)}`)
  if (time != null && eventTimeWindow({ ...clearEventFilters(), time }).start === null)
    return invalidInput(
      'filters.time',
      `must be ${Object.keys(NAMED_TIME_WINDOWS).join(', ')} or a window HH:MM-HH:MM, not ${shown(time)}`,
    )
  return null
}

/**
 * The cart a command works on: the one in hand, else the one kept in storage (a script started
 * again finds the cart it held). Without one, a `no_cart` error saying what to do.
 * @example await cartToUse(cart, 'apply a code to') // { error } 'There is no cart to apply a code to: add tickets first.'
 */
export async function cartToUse(cart: CartStore, purpose: string): Promise<Result<string>> {
  if (!cart.getSnapshot().cartId) {
    const loaded = await cart.load()
    if (loaded.error) return { error: loaded.error }
  }
  const cartId = cart.getSnapshot().cartId
  if (cartId) return { data: cartId }
  return {
    error: new FoyerError({
      code: 'no_cart',
      messageKey: 'checkout.unexpected',
      description: `There is no cart to ${purpose}: add tickets first.`,
    }),
  }
}
