import { useAuth, useMessages, type MessageKey } from '@foyer/react-hooks'
import {
  LOGIN_EMAIL_MAX,
  LOGIN_TEXT_MAX,
  LOGIN_ZIP_MAX,
  PASSCODE_LENGTH,
  loginErrorMessage,
  memberSecondField,
  showsForgotPassword,
  type LoginMode,
  type MemberLogin,
} from '@foyer/sdk/auth'
import { buildPath } from '@foyer/sdk/routing'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'wouter'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import * as form from '../../components/form.css'
import { useConfig } from '../../ConfigContext'
import { hasScreen } from '../screen-routes'
import { appPath } from './app-path'
import * as css from './login.css'

/**
 * The login form (storefront §2 Login): the e-mail step, the password step (the e-mail, the
 * password field, 'Log in' and 'Back', the forgot-password link), the one-time passcode step
 * (6 digits, sent as soon as they are typed), the code-unavailable step (the passcode with a copy
 * button) and, for the member-ID modes, the member step that logs in once filled (calls §6). The
 * steps, limits and errors are the sdk's (`storefront.auth`); `onLoggedIn` closes the dialog.
 */
export function LoginForm({ onLoggedIn, onClose }: { onLoggedIn: () => void; onClose: () => void }) {
  const [auth, actions] = useAuth()
  const { seller } = useConfig()
  const { t } = useMessages()
  const { login, mode } = auth
  const loggedIn = auth.status === 'logged_in'
  useEffect(() => {
    if (loggedIn) onLoggedIn()
  }, [loggedIn, onLoggedIn])

  if (!mode) return <p role="alert">{t('auth.loginDisabled')}</p>
  // storefront §5: "Cookies must be enabled": the session is a cookie.
  if (!navigator.cookieEnabled) return <p role="alert">{t('auth.enableCookies')}</p>
  const error = login.error ? loginErrorMessage(login.error, t, login.attemptsLeft) : null
  // The return from single sign-on failed: say so, and offer the sign-on again (calls §8 Auth).
  if (mode === 'sf_ecomm')
    return (
      <div className={css.login} data-login-step="external">
        {error ? <p role="alert">{error}</p> : null}
        <Button
          onClick={() =>
            window.location.assign(actions.singleSignOnUrl(window.location.pathname + window.location.search))
          }
        >
          {t('login.logIn')}
        </Button>
      </div>
    )
  // auth0_ecomm: Auth0's own page, back to this one (storefront §6 "Auth method resolves to auth0").
  if (mode === 'auth0_ecomm')
    return (
      <div className={css.login} data-login-step="external">
        {error ? <p role="alert">{error}</p> : null}
        <Button disabled={login.submitting} onClick={() => void actions.startExternalLogin(appPath(seller))}>
          {t('login.logIn')}
        </Button>
      </div>
    )
  const step = login.step
  return (
    <div className={css.login} data-login-step={step}>
      {step === 'email' && <EmailStep email={login.email} error={error} submitting={login.submitting} />}
      {step === 'password' && (
        <PasswordStep mode={mode} email={login.email} error={error} submitting={login.submitting} onLeave={onClose} />
      )}
      {step === 'otp_form' && (
        <PasscodeStep
          email={login.email}
          error={error}
          canRetry={login.token !== null}
          hint={login.hintShown}
          submitting={login.submitting}
        />
      )}
      {step === 'otp_unavailable' && <CodeUnavailable code={login.unavailableCode ?? ''} />}
      {step === 'member' && <MemberStep mode={mode} error={error} submitting={login.submitting} onLeave={onClose} />}
      {step !== 'email' && step !== 'member' && (
        <Button variant="quiet" onClick={actions.back}>
          {t('common.back')}
        </Button>
      )}
    </div>
  )
}

function EmailStep({ email, error, submitting }: { email: string; error: string | null; submitting: boolean }) {
  const [, actions] = useAuth()
  const { t } = useMessages()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void actions.submitEmail(String(new FormData(event.currentTarget).get('email') ?? ''))
  }
  return (
    <form className={css.step} onSubmit={onSubmit} noValidate>
      <Field label={t('form.email')} error={error}>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="email"
            type="email"
            className={form.input}
            autoComplete="email"
            maxLength={LOGIN_EMAIL_MAX}
            defaultValue={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            required
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" disabled={submitting}>
        {t('common.continue')}
      </Button>
    </form>
  )
}

function PasswordStep({
  mode,
  email,
  error,
  submitting,
  onLeave,
}: {
  mode: LoginMode
  email: string
  error: string | null
  submitting: boolean
  /** The forgot-password link leaves the dialog for its page. */
  onLeave: () => void
}) {
  const [, actions] = useAuth()
  const { t } = useMessages()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void actions.submitPassword(String(new FormData(event.currentTarget).get('password') ?? ''))
  }
  return (
    <form className={css.step} onSubmit={onSubmit} noValidate>
      <p className={css.email}>{email}</p>
      <Field label={t('form.password')} error={error}>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="password"
            type="password"
            className={form.input}
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            required
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" disabled={submitting}>
        {t('login.logIn')}
      </Button>
      {mode === 'otp_or_password' && (
        <Button variant="secondary" onClick={() => void actions.requestCode()} disabled={submitting}>
          {t('login.requestCode')}
        </Button>
      )}
      {showsForgotPassword(mode) && hasScreen('userForgotPassword') ? (
        <Link href={buildPath('userForgotPassword')} onClick={onLeave}>
          {t('login.forgotPassword')}
        </Link>
      ) : null}
    </form>
  )
}

function PasscodeStep({
  email,
  error,
  canRetry,
  hint,
  submitting,
}: {
  email: string
  error: string | null
  canRetry: boolean
  hint: boolean
  submitting: boolean
}) {
  const [, actions] = useAuth()
  const { t } = useMessages()
  const [code, setCode] = useState('')
  const onChange = (value: string) => {
    const next = value.replace(/\s/g, '').slice(0, PASSCODE_LENGTH)
    setCode(next)
    // storefront §4 Passcode: "Entering all 6 digits auto-submits." A wrong code is cleared, so
    // the next one can be typed (or pasted) straight away.
    if (next.length === PASSCODE_LENGTH) void actions.submitCode(next).then(() => setCode(''))
  }
  return (
    <form
      className={css.step}
      onSubmit={(event) => {
        event.preventDefault()
        void actions.submitCode(code)
      }}
      noValidate
    >
      <Field label={t('login.enterPasscode', { email })} error={error}>
        {({ id, describedBy }) => (
          <input
            id={id}
            name="otp"
            className={`${form.input} ${css.code}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PASSCODE_LENGTH}
            value={code}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            disabled={!canRetry}
            autoFocus
          />
        )}
      </Field>
      {hint && <p className={css.hint}>{t('login.passcodeHint')}</p>}
      <Button
        variant={canRetry ? 'quiet' : 'primary'}
        onClick={() => {
          setCode('')
          void actions.requestCode()
        }}
        disabled={submitting}
      >
        {t('login.requestCode')}
      </Button>
    </form>
  )
}

/** A magic link opened where no login was started: the code to type where it was (storefront §4). */
function CodeUnavailable({ code }: { code: string }) {
  const { t } = useMessages()
  const [copied, setCopied] = useState(false)
  return (
    <div className={css.step}>
      <p>{t('login.codeUnavailable')}</p>
      <p className={css.unavailableCode} data-passcode="">
        {code}
      </p>
      <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(code).then(() => setCopied(true))}>
        {copied ? t('common.copied') : t('common.copy')}
      </Button>
    </div>
  )
}

/** The second field of each member-ID mode (calls §6), with its limit (calls §9 Login limits). */
const SECOND_FIELDS = {
  zip_code: {
    label: 'login.zipCode',
    key: 'zipCode',
    input: { type: 'tel', autoComplete: 'postal-code', maxLength: LOGIN_ZIP_MAX },
  },
  last_name: {
    label: 'form.lastName',
    key: 'lastName',
    input: { type: 'text', autoComplete: 'family-name', maxLength: LOGIN_TEXT_MAX },
  },
  password: { label: 'form.password', key: 'password', input: { type: 'password', autoComplete: 'current-password' } },
} as const satisfies Record<string, { label: MessageKey; key: keyof MemberLogin; input: object }>

/** The member-ID modes (calls §6): it logs in by itself once every field is filled (storefront §4). */
function MemberStep({
  mode,
  error,
  submitting,
  onLeave,
}: {
  mode: LoginMode
  error: string | null
  submitting: boolean
  /** The forgot-password link leaves the dialog for its page. */
  onLeave: () => void
}) {
  const [, actions] = useAuth()
  const { t } = useMessages()
  const [fields, setFields] = useState<MemberLogin>({ scanCode: '' })
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const second = memberSecondField(mode)
  const update = (patch: Partial<MemberLogin>) => {
    const next = { ...fields, ...patch }
    setFields(next)
    if (timer.current) clearTimeout(timer.current)
    // A password is sent with the button: typing it is not "filled" until the visitor says so.
    if (second !== 'password') timer.current = setTimeout(() => void actions.submitMember(next), 400)
  }
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), [])
  return (
    <form
      className={css.step}
      onSubmit={(event) => {
        event.preventDefault()
        void actions.submitMember(fields)
      }}
      noValidate
    >
      <Field label={t('login.memberCode')}>
        {({ id }) => (
          <input
            id={id}
            name="member_code"
            className={form.input}
            autoComplete="off"
            maxLength={LOGIN_TEXT_MAX}
            value={fields.scanCode}
            onChange={(event) => update({ scanCode: event.target.value })}
            required
            autoFocus
          />
        )}
      </Field>
      {second && (
        <Field label={t(SECOND_FIELDS[second].label)} error={error}>
          {({ id, describedBy }) => (
            <input
              id={id}
              name={second}
              className={form.input}
              {...SECOND_FIELDS[second].input}
              value={fields[SECOND_FIELDS[second].key] ?? ''}
              onChange={(event) => update({ [SECOND_FIELDS[second].key]: event.target.value })}
              aria-describedby={describedBy}
              required
            />
          )}
        </Field>
      )}
      <Button type="submit" disabled={submitting}>
        {t('login.logIn')}
      </Button>
      {/* calls §8 incorrect_password "with forgot-password link"; storefront §6 hides it only for otp. */}
      {second === 'password' && showsForgotPassword(mode) && hasScreen('userForgotPassword') ? (
        <Link href={buildPath('userForgotPassword')} onClick={onLeave}>
          {t('login.forgotPassword')}
        </Link>
      ) : null}
    </form>
  )
}
