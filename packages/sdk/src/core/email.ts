/**
 * A plain e-mail check, something@something.something with no spaces, for survey e-mail answers,
 * admit e-mails, login and gift e-mails (storefront §5).
 */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
}
