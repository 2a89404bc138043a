import { useAuth, useMessages, type MessageKey } from '@foyer/react-hooks'
import type { FoyerError, Result } from '@foyer/sdk'
import { PASSWORD_MAX, RECOVERY_EMAIL_MAX, loginErrorMessage } from '@foyer/sdk/auth'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { useSearch } from 'wouter'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import * as form from '../../components/form.css'
import { Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { container } from '../../theme/global.css'
import * as page from '../page.css'
import { useOpenLogin } from '../login/login'
import * as css from './account.css'

/**
 * A page that asks for an e-mail and sends something there (storefront §2 Other pages: forgot
 * password, forgot membership ID, resend): the field (required, e-mail, max 254: storefront §5),
 * 'Send', the refusal under the field, and once sent the sentence `sent` in a status.
 */
function EmailRequestPage({
  title,
  send,
  sent,
  name,
}: {
  title: MessageKey
  send: (email: string) => Promise<Result<null>>
  sent: MessageKey
  name: string
}) {
  const { t } = useMessages()
  useDocumentTitle(t(title))
  const [state, setState] = useState<
    { status: 'idle' | 'sending' } | { status: 'sent'; email: string } | { status: 'refused'; problem: string }
  >({ status: 'idle' })
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.status === 'sending') return
    const email = String(new FormData(event.currentTarget).get('email') ?? '')
    setState({ status: 'sending' })
    const result = await send(email)
    setState(
      result.error
        ? { status: 'refused', problem: loginErrorMessage(result.error, t) }
        : { status: 'sent', email: email.trim() },
    )
  }
  const problem = state.status === 'refused' ? state.problem : null
  return (
    <div className={`${container} ${css.page}`} data-state={state.status} data-recovery={name}>
      <h1 className={page.pageTitle}>{t(title)}</h1>
      {state.status === 'sent' ? (
        <p role="status" className={page.lead}>
          {t(sent, { email: state.email })}
        </p>
      ) : (
        <form className={css.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Field label={t('form.email')} error={problem}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name="email"
                type="email"
                className={form.input}
                autoComplete="email"
                maxLength={RECOVERY_EMAIL_MAX}
                required
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            )}
          </Field>
          <Button type="submit" disabled={state.status === 'sending'}>
            {t('account.send')}
          </Button>
        </form>
      )}
    </div>
  )
}

/** /user/forgot-password (storefront §2): a reset link by e-mail; a 404 counts as sent (calls §8 Orders). */
export function ForgotPassword() {
  const [, auth] = useAuth((state) => state.status)
  return (
    <EmailRequestPage
      name="forgot-password"
      title="account.forgotPasswordTitle"
      send={auth.requestPasswordReset}
      sent="account.resetLinkSent"
    />
  )
}

/** /user/forgot-membership (storefront §2): the membership e-mails again; a 404 counts as sent. */
export function ForgotMembership() {
  const [, auth] = useAuth((state) => state.status)
  return (
    <EmailRequestPage
      name="forgot-membership"
      title="account.forgotMembershipTitle"
      send={auth.forgotMembership}
      sent="account.membershipSent"
    />
  )
}

/**
 * /resend (storefront §2 "Resend order tickets by e-mail"): a guest names the e-mail; 'No orders
 * could be found for this email address.' when none (calls §8 Orders). A member sends their own.
 */
export function Resend() {
  const [member, auth] = useAuth((state) => (state.status === 'logged_in' ? state.user : null))
  const { t } = useMessages()
  const [sent, setSent] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'refused'; problem: string }>({
    status: 'idle',
  })
  // A member's own tickets (calls §7 POST my/ticket_order/resend): no e-mail to type.
  if (member) {
    const email = member.email ?? ''
    const send = async () => {
      setSent({ status: 'sending' })
      const result = await auth.resendTickets(email, { member: true })
      setSent(result.error ? { status: 'refused', problem: loginErrorMessage(result.error, t) } : { status: 'sent' })
    }
    return (
      <div className={`${container} ${css.page}`} data-state={sent.status} data-recovery="resend">
        <h1 className={page.pageTitle}>{t('home.resendTickets')}</h1>
        {sent.status === 'sent' ? (
          <p role="status" className={page.lead}>
            {t('account.ticketsResent', { email })}
          </p>
        ) : (
          <>
            {sent.status === 'refused' && <p role="alert">{sent.problem}</p>}
            <Button onClick={() => void send()} disabled={sent.status === 'sending'}>
              {t('account.resendToMe', { email })}
            </Button>
          </>
        )}
      </div>
    )
  }
  return (
    <EmailRequestPage
      name="resend"
      title="home.resendTickets"
      send={(email) => auth.resendTickets(email)}
      sent="account.ticketsResent"
    />
  )
}

/**
 * /user/reset-password?token= (storefront §2 Other pages): the link is checked first ('This reset
 * link is not valid. It may have expired.'), then the new password twice, with the
 * password-requirements panel (storefront §5 Password rules), then 'Log in'.
 */
export function ResetPassword() {
  const { t } = useMessages()
  const [, auth] = useAuth((state) => state.status)
  const openLogin = useOpenLogin()
  const token = new URLSearchParams(useSearch()).get('token') ?? ''
  const ids = useId()
  useDocumentTitle(t('account.resetPasswordTitle'))
  const [link, setLink] = useState<
    { status: 'checking' } | { status: 'valid' } | { status: 'invalid'; error: FoyerError }
  >({
    status: 'checking',
  })
  const [state, setState] = useState<{ status: 'idle' | 'saving' | 'set' } | { status: 'refused'; problem: string }>({
    status: 'idle',
  })
  useEffect(() => {
    let live = true
    void auth.checkResetLink(token).then((result) => {
      if (live) setLink(result.error ? { status: 'invalid', error: result.error } : { status: 'valid' })
    })
    return () => {
      live = false
    }
  }, [auth, token])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setState({ status: 'saving' })
    const result = await auth.resetPassword(
      token,
      String(data.get('password') ?? ''),
      String(data.get('confirm') ?? ''),
    )
    setState(result.error ? { status: 'refused', problem: loginErrorMessage(result.error, t) } : { status: 'set' })
  }
  const problem = state.status === 'refused' ? state.problem : null
  return (
    <div className={`${container} ${css.page}`} data-state={link.status === 'valid' ? state.status : link.status}>
      <h1 className={page.pageTitle}>{t('account.resetPasswordTitle')}</h1>
      {link.status === 'checking' && <Loading />}
      {/* calls §8 Orders: "Reset link invalid (not_found, validate_failed)": the catalogue's sentence. */}
      {link.status === 'invalid' && (
        <p role="alert" className={page.lead}>
          {loginErrorMessage(link.error, t)}
        </p>
      )}
      {link.status === 'valid' && state.status === 'set' && (
        <>
          <p role="status" className={page.lead}>
            {t('account.passwordSet')}
          </p>
          <Button onClick={() => openLogin()}>{t('login.logIn')}</Button>
        </>
      )}
      {link.status === 'valid' && state.status !== 'set' && (
        <form className={css.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <p id={`${ids}-rules`} className={css.requirements}>
            {t('form.passwordRequirements')}
          </p>
          <Field label={t('form.password')} error={problem} describedBy={`${ids}-rules`}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                name="password"
                type="password"
                className={form.input}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                required
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
          <Field label={t('form.passwordConfirm')}>
            {({ id }) => (
              <input
                id={id}
                name="confirm"
                type="password"
                className={form.input}
                autoComplete="new-password"
                maxLength={PASSWORD_MAX}
                required
              />
            )}
          </Field>
          <Button type="submit" disabled={state.status === 'saving'}>
            {t('account.setPassword')}
          </Button>
        </form>
      )}
    </div>
  )
}
