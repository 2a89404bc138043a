import { useAuth, useMessages } from '@foyer/react-hooks'
import { RECOVERY_EMAIL_MAX, loginErrorMessage } from '@foyer/sdk/auth'
import { useState, type FormEvent } from 'react'
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
 * /user/set-email-address (storefront §2 "e-mail setup"): a logged-in member gives an e-mail
 * twice (storefront §5: the domain must contain a dot, both entries must match); another account
 * using it is refused (calls §8 Orders). Logged out, the page asks for a login first.
 */
export function SetEmail() {
  const { t } = useMessages()
  const [auth, actions] = useAuth((state) => ({ status: state.status, email: state.user?.email ?? null }), {
    isEqual: (a, b) => a.status === b.status && a.email === b.email,
  })
  const openLogin = useOpenLogin()
  useDocumentTitle(t('account.setEmailTitle'))
  const [state, setState] = useState<{ status: 'idle' | 'saving' | 'set' } | { status: 'refused'; problem: string }>({
    status: 'idle',
  })
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    setState({ status: 'saving' })
    const result = await actions.setEmail(String(data.get('email') ?? ''), String(data.get('confirm') ?? ''))
    setState(result.error ? { status: 'refused', problem: loginErrorMessage(result.error, t) } : { status: 'set' })
  }
  const problem = state.status === 'refused' ? state.problem : null
  return (
    <div className={`${container} ${css.page}`} data-state={state.status}>
      <h1 className={page.pageTitle}>{t('account.setEmailTitle')}</h1>
      {auth.status === 'unknown' || auth.status === 'checking' ? (
        <Loading />
      ) : auth.status !== 'logged_in' ? (
        <Button onClick={() => openLogin()}>{t('login.logIn')}</Button>
      ) : state.status === 'set' ? (
        <p role="status" className={page.lead}>
          {t('account.emailSet', { email: auth.email ?? '' })}
        </p>
      ) : (
        <form className={css.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          {(['email', 'confirm'] as const).map((name) => (
            <Field
              key={name}
              label={t(name === 'email' ? 'form.email' : 'form.emailConfirm')}
              error={name === 'email' ? problem : null}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  name={name}
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
          ))}
          <Button type="submit" disabled={state.status === 'saving'}>
            {t('account.send')}
          </Button>
        </form>
      )}
    </div>
  )
}
