import { useMessages } from '@foyer/react-hooks'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@foyer/sdk/checkout'
import { admitProblemMessage, validateAdmitDetails } from '@foyer/sdk/reserve'
import {
  namedMembers,
  optionalChoice,
  roleCount,
  showsStepper,
  type MembershipFormState,
  type MembershipFormStore,
  type MembershipLevel,
  type MembershipRole,
} from '@foyer/sdk/membership'
import { useId } from 'react'
import { Field } from '../../components/Field'
import * as form from '../../components/form.css'
import { visuallyHidden } from '../../theme/global.css'
import * as css from '../reserve/reserve.css'

/**
 * The membership form's people (storefront §2 Buy membership "named members per role,
 * unnamed-member steppers, recipient contact (gift)"; §5 Admit details): each role's named members
 * with their admit fields (read-only where the sdk says so: prevent_membership_updates), the
 * counted roles' steppers and the single optional member's yes/no; the gift's recipient.
 */
export function Members({
  level,
  state,
  store,
}: {
  level: MembershipLevel
  state: MembershipFormState
  store: MembershipFormStore
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
  store: MembershipFormStore
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
          return problem ? admitProblemMessage(problem, t) : null
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
                      maxLength={field === 'email' ? EMAIL_MAX_LENGTH : NAME_MAX_LENGTH}
                      autoComplete={index === 0 && role.partyRole === 'member' ? autocomplete(field) : 'off'}
                      required={field !== 'email' || role.admit.email === 'required'}
                      readOnly={store.isReadOnly(role.partyRole, index, field)}
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

/**
 * Gift context: the recipient's contact (storefront §2 "recipient contact (gift)"). "The gift
 * recipient form omits first_name, last_name, password, password_confirm and newsletter"
 * (storefront §5): the e-mail alone; the giftee's name is the named member's (calls §3 Giftee payload).
 */
export function Recipient({ state, store }: { state: MembershipFormState; store: MembershipFormStore }) {
  const { t } = useMessages()
  const legend = t('membership.recipient')
  const problem = state.giftProblems?.fields.email
  return (
    <fieldset className={form.fieldset} data-recipient="">
      <legend className={form.legend}>{legend}</legend>
      <Field
        label={t('form.email')}
        error={problem ? admitProblemMessage({ problem, max: EMAIL_MAX_LENGTH }, t) : null}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            className={form.input}
            type="email"
            autoComplete="off"
            maxLength={EMAIL_MAX_LENGTH}
            required
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-label={`${legend}: ${t('form.email')}`}
            value={state.recipient.email}
            onChange={(event) => store.setRecipient({ email: event.target.value })}
          />
        )}
      </Field>
    </fieldset>
  )
}

function autocomplete(field: 'first' | 'last' | 'email'): string {
  return field === 'first' ? 'given-name' : field === 'last' ? 'family-name' : 'email'
}
