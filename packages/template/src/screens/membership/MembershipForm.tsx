import { useMemberships, useMessages, useStorefront, useStore } from '@foyer/react-hooks'
import { validateAdmitDetails } from '@foyer/sdk/reserve'
import { messageForError } from '@foyer/react-hooks'
import {
  canSubmitMembership,
  currentMembership,
  namedMembers,
  optionalChoice,
  roleCount,
  showsStepper,
  type MembershipFormContext,
  type MembershipFormState,
  type MembershipLevel,
  type MembershipRole,
  type RedeemableCode,
} from '@foyer/sdk/membership'
import { buildPath } from '@foyer/sdk/routing'
import { useEffect, useId, useMemo, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { Button } from '../../components/Button'
import { useConfig } from '../../ConfigContext'
import { Field } from '../../components/Field'
import * as form from '../../components/form.css'
import { ErrorNotice, Loading } from '../../components/Status'
import { visuallyHidden } from '../../theme/global.css'
import * as css from '../reserve/reserve.css'

/**
 * The membership form on the membership event's page (storefront §2 Buy membership; §4
 * Membership form; §5 Membership): the level radio group (a single level chosen already), the
 * named members of each party role with their admit fields, the steppers of the counted roles
 * (hidden when min equals max) and the yes/no of a single optional member, auto-renew yes/no, and
 * the reserve button, busy while submitting. Every rule is the sdk's (`storefront.membershipForm`);
 * a reserved membership goes on to checkout.
 */
export function MembershipForm({
  eventId,
  context,
  redeem = null,
}: {
  eventId: string
  context: MembershipFormContext
  /** Redeem context: the gift code that pays for the level. */
  redeem?: RedeemableCode | null
}) {
  const storefront = useStorefront()
  const { featureFlags } = useConfig()
  // One form per event, context and code: a new route (e.g. back from /gift to the plain page) gets its own.
  const redeemCode = redeem?.code ?? null
  const store = useMemo(
    () => storefront.membershipForm(eventId, { context, redeem }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the code identifies the redeem
    [storefront, eventId, context, redeemCode],
  )
  const state = useStore(store)
  const { t, formatMoney } = useMessages()
  const [, navigate] = useLocation()
  const ids = useId()
  useEffect(() => {
    void store.load()
    return () => store.dispose()
  }, [store])
  if (state.status === 'loading') return <Loading />
  if (state.levels.length === 0) return state.error ? <ErrorNotice error={state.error} /> : null
  const level = state.levels.find((l) => l.id === state.selection.levelId) ?? null
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const result = await store.submit()
    if (result.data) navigate(store.getSnapshot().next === 'events' ? buildPath('events') : buildPath('checkout', {}))
  }
  const formProblem = state.problems?.form ? t(state.problems.form) : null
  return (
    <form
      className={css.panel}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-state={state.status}
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`} className={css.panelTitle}>
        {t('membership.chooseLevel')}
      </h2>
      {context === 'renew' ? <PreviousMembership /> : null}
      <fieldset className={form.fieldset}>
        <legend className={visuallyHidden}>{t('membership.chooseLevel')}</legend>
        {state.levels.map((option) => (
          <label key={option.id} className={form.radio}>
            <input
              type="radio"
              name="level"
              value={option.id}
              checked={state.selection.levelId === option.id}
              onChange={() => store.selectLevel(option.id)}
            />
            <span>
              <strong>{option.name}</strong>
              {levelPrice(option) ? ` · ${formatMoney(levelPrice(option)!)}` : null}
              {option.description ? <span className={css.muted}> — {option.description}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      {level ? <Members level={level} state={state} store={store} /> : null}
      {context === 'gift' ? <Recipient state={state} store={store} /> : null}
      {level && context !== 'gift' && context !== 'redeem' ? (
        <fieldset className={form.fieldset}>
          <legend className={form.legend}>{t('membership.autoRenewQuestion')}</legend>
          <div className={form.radios}>
            {([true, false] as const).map((value) => (
              <label key={String(value)} className={form.radio}>
                <input
                  type="radio"
                  name="auto_renew"
                  checked={state.selection.autoRenew === value}
                  onChange={() => store.setAutoRenew(value)}
                />
                {t(value ? 'common.yes' : 'common.no')}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {formProblem ? (
        <p role="alert" className={form.error}>
          {formProblem}
        </p>
      ) : null}
      {state.giftProblems?.form ? (
        <p role="alert" className={form.error}>
          {state.giftProblems.form === 'membership.giftNeedsEmptyCart' ? (
            <strong>{t('membership.giftAMembership')}: </strong>
          ) : null}
          {t(state.giftProblems.form)}{' '}
          {state.giftProblems.form === 'membership.cannotGiftToSelfForm' ? (
            <Link href={buildPath('membership', {})}>{t('membership.chooseLevel')}</Link>
          ) : null}
        </p>
      ) : null}
      {state.status === 'error' && state.error ? (
        <p role="alert" className={form.error}>
          {messageForError(state.error, t)}
        </p>
      ) : null}
      <div className={css.pickerActions}>
        <Button type="submit" disabled={!canSubmitMembership(state, featureFlags.form_validation_guard === true)}>
          {t('reserve.addToCart')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.history.back()}>
          {t('common.back')}
        </Button>
      </div>
    </form>
  )
}

/** Renew context: the membership being renewed (storefront §2 Buy membership "previous-membership summary"). */
function PreviousMembership() {
  const { t, formatDate } = useMessages()
  const [memberships] = useMemberships((state) => state.memberships)
  const previous = currentMembership(memberships, Date.now())
  if (!previous) return null
  return (
    <p className={css.muted} data-previous-membership="">
      {t('membership.previous', { level: previous.level.name, date: formatDate(previous.validTo) })}
    </p>
  )
}

/** A level's price: its first role's (the member's). */
function levelPrice(level: MembershipLevel): string | null {
  return level.roles[0]?.price ?? null
}

function Members({
  level,
  state,
  store,
}: {
  level: MembershipLevel
  state: MembershipFormState
  store: ReturnType<ReturnType<typeof useStorefront>['membershipForm']>
}) {
  return (
    <>
      {level.roles.map((role) => (
        <RoleMembers key={role.ticketTypeId} role={role} state={state} store={store} />
      ))}
    </>
  )
}

function RoleMembers({
  role,
  state,
  store,
}: {
  role: MembershipRole
  state: MembershipFormState
  store: ReturnType<ReturnType<typeof useStorefront>['membershipForm']>
}) {
  const { t } = useMessages()
  const ids = useId()
  const count = roleCount(role, state.selection)
  const choice = optionalChoice(role)
  const members = namedMembers(role, state.selection)
  const showErrors = state.problems !== null
  return (
    <div className={css.stack} data-party-role={role.partyRole}>
      {choice === 'yes_no' ? (
        <label className={form.radio}>
          <input
            type="checkbox"
            checked={count > role.min}
            onChange={(event) => store.setCount(role.partyRole, event.target.checked ? role.max : role.min)}
          />
          {t('membership.addMember', { type: role.name })}
        </label>
      ) : showsStepper(role) ? (
        <div className={css.stepRow}>
          <p id={`${ids}-name`}>{role.name}</p>
          <div className={css.stepper} role="group" aria-labelledby={`${ids}-name`}>
            <button
              type="button"
              className={css.stepperButton}
              aria-label={t('reserve.removeOneOf', { type: role.name })}
              aria-disabled={count <= role.min}
              onClick={() => count > role.min && store.setCount(role.partyRole, count - 1)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <output className={css.stepperValue} aria-live="polite" aria-atomic="true">
              <span className={visuallyHidden}>{role.name} </span>
              {count}
            </output>
            <button
              type="button"
              className={css.stepperButton}
              aria-label={t('reserve.addOneOf', { type: role.name })}
              aria-disabled={count >= role.max}
              onClick={() => count < role.max && store.setCount(role.partyRole, count + 1)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
        </div>
      ) : null}
      {members.map((details, index) => {
        const problems = showErrors ? validateAdmitDetails(details, { ...role.admit, name: 'required' }) : []
        const problemOf = (field: 'first' | 'last' | 'email') => {
          const problem = problems.find((p) => p.field === field)
          if (!problem) return null
          return t(problem.problem === 'required' ? 'checkout.fieldRequired' : 'form.emailNotValid')
        }
        const legend = members.length > 1 ? `${role.name} ${index + 1}` : role.name
        return (
          <fieldset key={index} className={form.fieldset}>
            <legend className={form.legend}>{legend}</legend>
            {(['first', 'last', 'email'] as const)
              .filter((field) => field !== 'email' || role.admit.email !== 'hidden')
              .map((field) => (
                <Field
                  key={field}
                  label={`${t(field === 'first' ? 'form.firstName' : field === 'last' ? 'form.lastName' : 'form.email')}`}
                  error={problemOf(field)}
                >
                  {({ id, describedBy, invalid }) => (
                    <input
                      id={id}
                      className={form.input}
                      type={field === 'email' ? 'email' : 'text'}
                      autoComplete={index === 0 && role.partyRole === 'member' ? autocomplete(field) : 'off'}
                      required={field !== 'email' || role.admit.email === 'required'}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      aria-label={`${legend}: ${t(field === 'first' ? 'form.firstName' : field === 'last' ? 'form.lastName' : 'form.email')}`}
                      value={details[field]}
                      onChange={(event) => store.setMember(role.partyRole, index, { [field]: event.target.value })}
                    />
                  )}
                </Field>
              ))}
          </fieldset>
        )
      })}
    </div>
  )
}

/** Gift context: the recipient's contact (storefront §2 "recipient contact (gift)"; calls §3 Giftee payload). */
function Recipient({
  state,
  store,
}: {
  state: MembershipFormState
  store: ReturnType<ReturnType<typeof useStorefront>['membershipForm']>
}) {
  const { t } = useMessages()
  const legend = t('membership.recipient')
  const labels = { first: t('form.firstName'), last: t('form.lastName'), email: t('form.email') } as const
  return (
    <fieldset className={form.fieldset} data-recipient="">
      <legend className={form.legend}>{legend}</legend>
      {(['first', 'last', 'email'] as const).map((field) => {
        const problem = state.giftProblems?.fields[field]
        return (
          <Field
            key={field}
            label={labels[field]}
            error={problem ? t(problem === 'required' ? 'checkout.fieldRequired' : 'form.emailNotValid') : null}
          >
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                className={form.input}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete="off"
                required
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-label={`${legend}: ${labels[field]}`}
                value={state.recipient[field]}
                onChange={(event) => store.setRecipient({ [field]: event.target.value })}
              />
            )}
          </Field>
        )
      })}
    </fieldset>
  )
}

function autocomplete(field: 'first' | 'last' | 'email'): string {
  return field === 'first' ? 'given-name' : field === 'last' ? 'family-name' : 'email'
}
