/**
 * The identity form's country select (storefront §5 "Country is a select"). The spec names no
 * list: decision, the countries of the address lookup (USA, GBR, CAN, AUS, NZL) and the other
 * countries a North American or European venue's visitors most often come from, by ISO 3166-1
 * alpha-2 code (what the sdk's state lists and address lookup read), named in the visitor's locale.
 */
export const COUNTRY_CODES = [
  'US',
  'CA',
  'GB',
  'AU',
  'NZ',
  'IE',
  'MX',
  'BR',
  'AR',
  'FR',
  'DE',
  'ES',
  'IT',
  'NL',
  'BE',
  'CH',
  'AT',
  'SE',
  'NO',
  'DK',
  'FI',
  'PT',
  'PL',
  'CZ',
  'GR',
  'IL',
  'IN',
  'CN',
  'JP',
  'KR',
  'SG',
  'ZA',
] as const

/** The countries with their names in `locale`, sorted by name. */
export function countryOptions(locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  )
}
