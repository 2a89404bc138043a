import type { I18n, Actions, ReserveSnapshot, ReserveStore } from '@foyer/react-hooks'
import type { AdmitFieldMode, SurveyField } from '@foyer/sdk/reserve'
import { admitFieldId, problemFieldId, surveyFieldId } from './fields'
import { admitProblemMessage, asksForDetails } from '@foyer/sdk/reserve'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@foyer/sdk/checkout'
import * as css from './reserve.css'
import * as form from '../../components/form.css'

/** Survey options show as radio buttons up to this many, as a select beyond (a long list reads better as a menu). */
const MAX_RADIO_OPTIONS = 4

/**
 * The survey and admit details of the groups with tickets (storefront §5 "Admit details, named
 * members and survey"): the survey's questions as the sdk maps them (options, e-mail, date, number,
 * text) with their required list, minimum and maximum; one admit entry per ticket with first and
 * last name and e-mail as the group's admit rules say. After a refused submit the fields the sdk
 * reports are marked invalid.
 */
export function Details({
  reserve,
  actions,
  i18n,
  prefix,
  showProblems,
}: {
  reserve: ReserveSnapshot
  actions: Actions<ReserveStore>
  i18n: I18n
  prefix: string
  showProblems: boolean
}) {
  const invalid = new Set(showProblems ? reserve.detailProblems.map((problem) => problemFieldId(prefix, problem)) : [])
  // An admit field's problem in words beside it (storefront §5: names max 50, e-mails 254, required ones).
  const admitErrors = new Map(
    showProblems
      ? reserve.detailProblems.flatMap((problem) =>
          problem.kind === 'admit' ? [[problemFieldId(prefix, problem), admitProblemMessage(problem, i18n.t)]] : [],
        )
      : [],
  )
  const groups = reserve.details.filter(asksForDetails)
  if (groups.length === 0) return null
  return (
    <div className={css.groups} data-state="details">
      {groups.map((details) => (
        <fieldset key={details.ticketGroupId} className={form.fieldset} data-details={details.ticketGroupId}>
          <legend className={`${form.legend} ${css.groupLegend}`}>{details.name}</legend>
          {details.survey.length > 0 && (
            <div className={css.fields}>
              {details.survey.map((field) => (
                <SurveyInput
                  key={field.name}
                  field={field}
                  id={surveyFieldId(prefix, details.ticketGroupId, field.name)}
                  value={reserve.survey[details.ticketGroupId]?.[field.name]}
                  invalid={invalid}
                  onChange={(value) => actions.setSurveyAnswer(details.ticketGroupId, field.name, value)}
                />
              ))}
            </div>
          )}
          {(details.admit.name !== 'hidden' || details.admit.email !== 'hidden') &&
            details.tickets.flatMap((ticket) =>
              Array.from({ length: ticket.count }, (_, index) => {
                const entry = reserve.admits[ticket.ticketTypeId]?.[index]
                const fieldId = (field: 'first' | 'last' | 'email') =>
                  admitFieldId(prefix, ticket.ticketTypeId, index, field)
                const set = (field: 'first' | 'last' | 'email', value: string) =>
                  actions.setAdmitDetails(ticket.ticketTypeId, index, { [field]: value })
                return (
                  <fieldset
                    key={`${ticket.ticketTypeId}-${index}`}
                    className={form.fieldset}
                    data-admit={`${ticket.ticketTypeId}:${index}`}
                  >
                    <legend className={form.legend}>{`${ticket.name} ${index + 1}`}</legend>
                    <div className={css.nameFields}>
                      {details.admit.name !== 'hidden' && (
                        <>
                          <TextInput
                            id={fieldId('first')}
                            label={i18n.t('form.firstName')}
                            mode={details.admit.name}
                            autoComplete="given-name"
                            maxLength={NAME_MAX_LENGTH}
                            error={admitErrors.get(fieldId('first')) ?? null}
                            value={entry?.first}
                            readOnly={details.admit.readOnly}
                            invalid={invalid}
                            onChange={(v) => set('first', v)}
                          />
                          <TextInput
                            id={fieldId('last')}
                            label={i18n.t('form.lastName')}
                            mode={details.admit.name}
                            autoComplete="family-name"
                            maxLength={NAME_MAX_LENGTH}
                            error={admitErrors.get(fieldId('last')) ?? null}
                            value={entry?.last}
                            readOnly={details.admit.readOnly}
                            invalid={invalid}
                            onChange={(v) => set('last', v)}
                          />
                        </>
                      )}
                      {details.admit.email !== 'hidden' && (
                        <TextInput
                          id={fieldId('email')}
                          type="email"
                          label={i18n.t('form.email')}
                          mode={details.admit.email}
                          autoComplete="email"
                          maxLength={EMAIL_MAX_LENGTH}
                          error={admitErrors.get(fieldId('email')) ?? null}
                          value={entry?.email}
                          readOnly={details.admit.readOnly}
                          invalid={invalid}
                          onChange={(v) => set('email', v)}
                        />
                      )}
                    </div>
                  </fieldset>
                )
              }),
            )}
        </fieldset>
      ))}
    </div>
  )
}

function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className={form.required} aria-hidden="true">
      *
    </span>
  ) : null
}

function TextInput({
  id,
  label,
  mode,
  type = 'text',
  autoComplete,
  maxLength,
  error,
  value,
  readOnly,
  invalid,
  onChange,
}: {
  id: string
  label: string
  mode: AdmitFieldMode
  type?: 'text' | 'email'
  autoComplete: string
  /** storefront §5: names at most 50 characters, e-mails 254. */
  maxLength: number
  /** The field's problem in words, or null. */
  error: string | null
  value: string | undefined
  readOnly: boolean
  invalid: ReadonlySet<string>
  onChange: (value: string) => void
}) {
  const required = mode === 'required'
  return (
    <label className={form.field} htmlFor={id}>
      <span>
        {label}
        <RequiredMark required={required} />
      </span>
      <input
        id={id}
        className={form.input}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        readOnly={readOnly}
        value={value ?? ''}
        aria-invalid={invalid.has(id) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error ? (
        <span id={`${id}-error`} className={form.error}>
          {error}
        </span>
      ) : null}
    </label>
  )
}

const INPUT_TYPES: Record<Exclude<SurveyField['type'], 'options'>, string> = {
  email: 'email',
  date: 'date',
  number: 'number',
  text: 'text',
}

export function SurveyInput({
  field,
  id,
  value,
  invalid,
  onChange,
}: {
  field: SurveyField
  id: string
  value: string | number | boolean | null | undefined
  invalid: ReadonlySet<string>
  onChange: (value: string) => void
}) {
  const text = value === null || value === undefined ? '' : String(value)
  const isInvalid = invalid.has(id) || undefined
  const describedBy = field.description ? `${id}-description` : undefined
  const description = field.description && (
    <span id={`${id}-description`} className={css.muted}>
      {field.description}
    </span>
  )

  if (field.type === 'options' && field.options.length <= MAX_RADIO_OPTIONS) {
    return (
      <fieldset
        className={form.fieldset}
        aria-describedby={describedBy}
        aria-invalid={isInvalid}
        data-survey={field.name}
      >
        <legend className={form.legend}>
          {field.label}
          <RequiredMark required={field.required} />
        </legend>
        {description}
        <div className={form.radios}>
          {field.options.map((option, index) => (
            <label key={String(option)} className={form.radio}>
              <input
                // The first radio carries the field's id, so focusing the field focuses the group.
                id={index === 0 ? id : undefined}
                type="radio"
                name={id}
                value={String(option)}
                checked={text === String(option)}
                required={field.required}
                onChange={() => onChange(String(option))}
              />
              {String(option)}
            </label>
          ))}
        </div>
      </fieldset>
    )
  }

  return (
    <label className={form.field} htmlFor={id} data-survey={field.name}>
      <span>
        {field.label}
        <RequiredMark required={field.required} />
      </span>
      {description}
      {field.type === 'options' ? (
        <select
          id={id}
          className={form.input}
          value={text}
          required={field.required}
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="" />
          {field.options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={form.input}
          type={INPUT_TYPES[field.type]}
          inputMode={field.type === 'number' ? (field.integer ? 'numeric' : 'decimal') : undefined}
          step={field.type === 'number' ? (field.integer ? 1 : 'any') : undefined}
          min={field.minimum ?? undefined}
          max={field.maximum ?? undefined}
          required={field.required}
          value={text}
          aria-invalid={isInvalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
    </label>
  )
}
