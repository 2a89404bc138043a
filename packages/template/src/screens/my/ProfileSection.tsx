import { messageForError, useMessages, useOrders, useStorefront, type FoyerError } from '@foyer/react-hooks'
import { loadProfile, profileFields, profileProblems, updateProfile, type Profile } from '@foyer/sdk/auth'
import { identityValuesWith } from '@foyer/sdk/checkout'
import * as form from '../../components/form.css'
import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '../../components/Button'
import { ErrorNotice, Loading } from '../../components/Status'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { IdentityForm } from '../checkout/IdentityForm'
import * as css from './my.css'

const FIELDS = profileFields()

type Saving = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; error: FoyerError }

/**
 * My Account's Profile (storefront §2 /my/profile; §5 Profile: "e-mail, first_name and last_name
 * are read-only. The state field is sent as null if cleared."): the name and e-mail as text, the
 * contact and address fields as the identity form draws them (its rules, its problems beside each
 * field), and the saved payment methods (storefront §3).
 */
export function ProfileSection() {
  const { t, locale } = useMessages()
  const storefront = useStorefront()
  const [profile, setProfile] = useState<Profile | null>(null)
  const [loadError, setLoadError] = useState<FoyerError | null>(null)
  const [values, setValues] = useState<Record<string, string>>({})
  const [problems, setProblems] = useState<ReturnType<typeof profileProblems>>({})
  const [saving, setSaving] = useState<Saving>({ status: 'idle' })
  // storefront §5: a refused save focuses the first invalid field.
  const invalidFields = useFocusFirstInvalid()
  useEffect(() => {
    void loadProfile(storefront).then((result) => {
      if (result.error) return setLoadError(result.error)
      setProfile(result.data)
      setValues(result.data.values)
    })
  }, [storefront])
  if (loadError) return <ErrorNotice error={loadError} />
  if (!profile) return <Loading />
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = profileProblems(values)
    setProblems(found)
    if (Object.keys(found).length > 0) {
      invalidFields.focusFirstInvalid()
      return setSaving({ status: 'idle' })
    }
    setSaving({ status: 'saving' })
    const result = await updateProfile(storefront, values)
    if (result.error) {
      // The sdk's own refusal names the fields; their problems show beside them.
      const refused = result.error.extra?.problems as ReturnType<typeof profileProblems> | undefined
      if (refused) {
        setProblems(refused)
        invalidFields.focusFirstInvalid()
      }
      return setSaving({ status: 'error', error: result.error })
    }
    setProfile(result.data)
    setValues(result.data.values)
    setSaving({ status: 'saved' })
  }
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ')
  return (
    <section className={css.section} aria-labelledby="my-profile-title">
      <h2 id="my-profile-title" className={css.cardTitle}>
        {t('my.profile')}
      </h2>
      <dl className={css.facts}>
        <dt>{t('my.name')}</dt>
        <dd>{name}</dd>
        <dt>{t('form.email')}</dt>
        <dd>{profile.email ?? ''}</dd>
      </dl>
      <form
        ref={invalidFields.ref}
        className={css.section}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-state={saving.status}
      >
        <IdentityForm
          state={{ fields: FIELDS, values, problems }}
          setField={(field, value) => {
            // storefront §5: a new country clears the old country's state.
            setValues((current) => identityValuesWith(current, field, value))
            if (saving.status !== 'saving') setSaving({ status: 'idle' })
          }}
          t={t}
          locale={locale}
          addressProvider={null}
        />
        {/* A refused save keeps the edits: its message, no Reload that would throw them away. */}
        {saving.status === 'error' ? (
          <p role="alert" className={form.error} data-error-code={saving.error.code}>
            {messageForError(saving.error, t)}
          </p>
        ) : null}
        {saving.status === 'saved' ? <p role="status">{t('my.profileSaved')}</p> : null}
        <div className={css.actions}>
          <Button type="submit" disabled={saving.status === 'saving'}>
            {t('my.saveProfile')}
          </Button>
        </div>
      </form>
      <SavedPaymentMethods />
    </section>
  )
}

/** storefront §3 Saved payment method: "identifier (a card label)". */
function SavedPaymentMethods() {
  const { t } = useMessages()
  const [cards, orders] = useOrders((state) => state.savedPaymentMethods)
  useEffect(() => {
    void orders.loadSavedPaymentMethods()
  }, [orders])
  return (
    <section className={css.card} aria-labelledby="my-cards-title">
      <h2 id="my-cards-title" className={css.cardTitle}>
        {t('my.savedPaymentMethods')}
      </h2>
      {cards.status === 'error' ? <ErrorNotice error={cards.error} /> : null}
      {cards.status === 'ready' && cards.data ? (
        cards.data.length === 0 ? (
          <p className={css.muted}>{t('my.noSavedPaymentMethods')}</p>
        ) : (
          <ul className={css.list}>
            {cards.data.map((card) => (
              <li key={card.id}>{card.identifier}</li>
            ))}
          </ul>
        )
      ) : cards.status !== 'error' ? (
        <Loading />
      ) : null}
    </section>
  )
}
