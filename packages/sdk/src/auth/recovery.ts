/**
 * Account recovery and resend (storefront §2 Other pages; §5: forgot-password, forgot-membership
 * and resend e-mails, Password (set); calls §7 password_reset/*, ticket_order/resend; calls §8
 * Orders: "Resend 404 …; forgot-membership and forgot-password treat 404 as success", "Reset link
 * invalid"). Calls over the storefront's `http`, every answer a `Result`, bad input refused
 * before any call.
 */
import type { ErrorFlow } from '../errors/catalogue.js'
import { FoyerError, catalogueEntryFor, errorForFlow, type Result } from '../errors/foyer-error.js'
import type { Http } from '../http/client.js'
import type { MessageKey } from '../i18n/types.js'
import { isEmailAddress } from '../core/email.js'

/**
 * The longest e-mail the forgot-password, forgot-membership and resend pages take: 254 characters;
 * the e-mail is required and must be an e-mail address (storefront §5 "Forgot-password,
 * forgot-membership and resend: e-mail required, e-mail type, max 254.").
 */
export const RECOVERY_EMAIL_MAX = 254
/** The shortest new password: 8 characters; the longest is `PASSWORD_MAX`, 254 (storefront §5 Password (set)). */
export const PASSWORD_MIN = 8
/** The longest new password: 254 characters (storefront §5 Password (set)). */
export const PASSWORD_MAX = 254

/**
 * Checks the e-mail typed on the forgot-password and resend pages: required, an e-mail address, at
 * most 254 characters after trimming. Answers the problem's message key, or null (storefront §5).
 */
export function recoveryEmailProblem(input: string): MessageKey | null {
  const email = input.trim()
  if (email === '') return 'checkout.fieldRequired'
  return email.length > RECOVERY_EMAIL_MAX || !isEmailAddress(email) ? 'form.emailNotValid' : null
}

/**
 * storefront §5 Password (set): required, 8 to 254, no leading or trailing space, printable
 * characters only, at least 3 of uppercase, lowercase, digit and special, else 'Invalid
 * password'; and the confirmation matches ('Passwords must match.').
 */
export function passwordProblem(password: string, confirm: string): MessageKey | null {
  if (password === '') return 'checkout.fieldRequired'
  const printable = [...password].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
  const classes = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length
  if (
    password.length < PASSWORD_MIN ||
    password.length > PASSWORD_MAX ||
    password.trim() !== password ||
    !printable ||
    classes < 3
  )
    return 'form.invalidPassword'
  return password === confirm ? null : 'form.passwordsMustMatch'
}

/**
 * storefront §5 Set e-mail: "the domain must contain a dot ('Email address is not valid.') and
 * both entries must match ('Email addresses must match.')" (compared case-insensitively, as the
 * identity form's confirmation is).
 */
export function setEmailProblem(email: string, confirm: string): MessageKey | null {
  const value = email.trim()
  if (value === '') return 'checkout.fieldRequired'
  const domain = value.split('@')[1] ?? ''
  if (value.length > RECOVERY_EMAIL_MAX || !isEmailAddress(value) || !domain.includes('.')) return 'form.emailNotValid'
  return value.toLowerCase() === confirm.trim().toLowerCase() ? null : 'form.emailsMustMatch'
}

function refused(messageKey: MessageKey): Result<never> {
  return { error: new FoyerError({ code: 'validation_failed', messageKey }) }
}

/** An answer of a recovery call: a 404 the flow counts as success is success (calls §8 Orders). */
function settle<T>(result: Result<T>, flow: ErrorFlow, none: T): Result<T> {
  if (!result.error) return result
  if (catalogueEntryFor(flow, result.error).handling === 'success') return { data: none }
  return { error: errorForFlow(result.error, flow) }
}

/** The recovery calls of `storefront.auth`. */
export function recoveryCalls(http: Http) {
  return {
    /** /user/forgot-password: a reset link to that e-mail (a 404 counts as sent: nobody learns who has an account). */
    async requestPasswordReset(email: string): Promise<Result<null>> {
      const problem = recoveryEmailProblem(email)
      if (problem) return refused(problem)
      const result = await http.post('/password_reset/request', { body: { email: email.trim() } })
      return settle(result.error ? result : { data: null }, 'forgotPassword', null)
    },
    /** /user/forgot-membership: the membership e-mails again (resend with memberships_only; a 404 counts as sent). */
    async forgotMembership(email: string): Promise<Result<null>> {
      const problem = recoveryEmailProblem(email)
      if (problem) return refused(problem)
      const result = await http.post('/ticket_order/resend', { body: { email: email.trim(), memberships_only: true } })
      return settle(result.error ? result : { data: null }, 'forgotMembership', null)
    },
    /**
     * /resend: a guest's tickets to that e-mail (404: 'No orders could be found for this email
     * address.'); a member's own (my/ticket_order/resend) with `member`.
     */
    async resendTickets(email: string, options: { member?: boolean } = {}): Promise<Result<null>> {
      if (options.member) {
        const result = await http.post('/my/ticket_order/resend', { body: {} })
        return settle(result.error ? result : { data: null }, 'resend', null)
      }
      const problem = recoveryEmailProblem(email)
      if (problem) return refused(problem)
      const result = await http.post('/ticket_order/resend', { body: { email: email.trim() } })
      return settle(result.error ? result : { data: null }, 'resend', null)
    },
    /** /user/reset-password?token=: whether the link is good, and whose (its e-mail); 'This reset link is not valid…' otherwise. */
    async checkResetLink(token: string): Promise<Result<{ email: string | null }>> {
      if (!token.trim()) return { error: resetLinkInvalid() }
      const result = await http.post('/password_reset/validate', { body: { token } })
      if (result.error) return { error: errorForFlow(result.error, 'resetPassword') }
      return { data: { email: result.data.identity._data[0]?.email ?? null } }
    },
    /** Sets the new password (storefront §5 Password rules first). */
    async resetPassword(token: string, password: string, confirm: string): Promise<Result<null>> {
      if (!token.trim()) return { error: resetLinkInvalid() }
      const problem = passwordProblem(password, confirm)
      if (problem) return refused(problem)
      const result = await http.post('/password_reset/reset', { body: { token, password } })
      return result.error ? { error: errorForFlow(result.error, 'resetPassword') } : { data: null }
    },
  }
}

/** A reset link without its token: calls §8 "Reset link invalid", without a call. */
function resetLinkInvalid(): FoyerError {
  return new FoyerError({ code: 'not_found', status: null, messageKey: 'orders.resetLinkInvalid' })
}

export type RecoveryCalls = ReturnType<typeof recoveryCalls>
