import { useMessages, useStorefront } from '@foyer/react-hooks'
import type { RedeemableCode } from '@foyer/sdk/membership'
import { loginErrorMessage } from '@foyer/sdk/auth'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useSearch } from 'wouter/use-browser-location'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import * as form from '../../components/form.css'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useConfig } from '../../ConfigContext'
import { container } from '../../theme/global.css'
import * as page from '../page.css'
import * as css from '../my/my.css'
import { MembershipForm } from './MembershipForm'
import { lookupGiftCode } from '@foyer/sdk/membership'

/**
 * /membership/redeem (storefront §2: "Redeem a gift of membership; accepts a gift_code query"; §4
 * Gift code; §5 "exactly 10 characters. A bad query code gives 'You must enter a valid code'"):
 * the code (from the query or typed), looked up; a good one shows the membership form for the
 * level it gives (calls §9: at most 3 levels), whose reserve it pays for.
 */
export function Redeem() {
  const { t } = useMessages()
  const storefront = useStorefront()
  const { membershipEventId } = useConfig()
  const search = useSearch()
  const fromQuery = new URLSearchParams(search).get('gift_code') ?? ''
  const [code, setCode] = useState(fromQuery)
  const [state, setState] = useState<
    | { status: 'idle' | 'checking' }
    | { status: 'refused'; message: string }
    | { status: 'ready'; redeem: RedeemableCode }
  >({ status: 'idle' })
  useDocumentTitle(t('giftCode.redeem'))
  const check = async (value: string) => {
    setState({ status: 'checking' })
    const result = await lookupGiftCode(storefront, value)
    setState(
      result.error
        ? { status: 'refused', message: loginErrorMessage(result.error, t) }
        : { status: 'ready', redeem: result.data },
    )
  }
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current || fromQuery === '') return
    asked.current = true
    void check(fromQuery)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's code is checked once, on arrival
  }, [fromQuery])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void check(code)
  }
  return (
    <div className={`${container} ${css.page}`} data-state={state.status}>
      <h1 className={page.pageTitle}>{t('giftCode.redeem')}</h1>
      {state.status === 'ready' && membershipEventId ? (
        <MembershipForm eventId={membershipEventId} context="redeem" redeem={state.redeem} />
      ) : (
        <form className={css.section} onSubmit={onSubmit} noValidate>
          <Field label={t('cart.code')} error={state.status === 'refused' ? state.message : null}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className={form.input}
                name="gift_code"
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                required
                value={code}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </Field>
          <div className={css.actions}>
            <Button type="submit" disabled={state.status === 'checking'}>
              {t('giftCode.redeem')}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}
