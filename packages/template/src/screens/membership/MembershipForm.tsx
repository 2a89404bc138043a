import { messageForError, shallow, useMemberships, useMessages, useStorefront, useStore } from '@foyer/react-hooks'
import {
  asksAutoRenew,
  canSubmitMembership,
  membershipLevelPrice,
  currentMembership,
  type MembershipFormContext,
  type MembershipFormState,
  type MembershipFormStore,
  type MembershipLevel,
  type RedeemableCode,
  membershipForm,
} from '@foyer/sdk/membership'
import { surveyFields } from '@foyer/sdk/reserve'
import { buildPath } from '@foyer/sdk/routing'
import { useEffect, useId, useMemo, useRef, type FormEvent } from 'react'
import { Link, useLocation } from 'wouter'
import { Button, ButtonLink } from '../../components/Button'
import { CodeForm } from '../../components/CodeForm'
import { useConfig } from '../../ConfigContext'
import * as form from '../../components/form.css'
import { ErrorNotice, Loading } from '../../components/Status'
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid'
import { useModalStack } from '../../modals'
import { visuallyHidden } from '../../theme/global.css'
import { SurveyInput } from '../reserve/Details'
import * as css from '../reserve/reserve.css'
import { Members, Recipient } from './MembershipMembers'

/** calls §8 Other: the dialog of a server description needing a value. */
const CODE_MODAL = 'membership-code'
/** storefront §2 Modals: "delete-cart-or-checkout". */
const DELETE_CART_OR_CHECKOUT_MODAL = 'delete-cart-or-checkout'

/**
 * The membership form on the membership event's page (storefront §2 Buy membership; §4
 * Membership form; §5 Membership): the previous membership (renew), the level radio group (a
 * single level chosen already), the extended-membership checkbox, the named members of each
 * party role, the counted roles' steppers, the recipient (gift), the level's survey, auto-renew
 * yes/no when the event asks (calls §9), the footnote, the reserve button (busy while
 * submitting), Back, and Skip to the events (buy). A server description needing a code opens a
 * dialog whose value the submit retries with (calls §8 Other); a cart holding a membership
 * prompts to delete it or check out (storefront §6). Every rule is the sdk's
 * (`membershipForm(storefront, eventId)`); a reserved membership goes on to checkout.
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
  const { featureFlags, membershipRenewalDays } = useConfig()
  // One form per event, context and code: a new route (e.g. back from /gift to the plain page) gets its own.
  const redeemCode = redeem?.code ?? null
  const store = useMemo(
    () => membershipForm(storefront, eventId, { context, redeem, renewalWindowDays: membershipRenewalDays }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the code identifies the redeem
    [storefront, eventId, context, redeemCode, membershipRenewalDays],
  )
  const state = useStore(store)
  const { t, formatMoney, formatDate } = useMessages()
  const [, navigate] = useLocation()
  const ids = useId()
  useEffect(() => {
    void store.load()
    return () => store.dispose()
  }, [store])
  // The control that submitted: the code dialog gives focus back to it (it was disabled while
  // submitting, so focus was on the body when the dialog opened).
  const submitter = useRef<HTMLElement | null>(null)
  useCodeDialog(store, state.status, submitter)
  // storefront §5, calls §5: a refused submit focuses the first invalid field.
  const invalidFields = useFocusFirstInvalid()
  // Reserved (by the submit, or by the code dialog's retry): on to where the sdk says.
  const { status, next } = state
  useEffect(() => {
    if (status === 'done') navigate(next === 'events' ? buildPath('events') : buildPath('checkout', {}))
  }, [status, next, navigate])
  useDeleteCartOrCheckout(state.status === 'idle' && state.cartHoldsMembership && context !== 'redeem')
  if (state.status === 'loading') return <Loading />
  if (state.levels.length === 0) return state.error ? <ErrorNotice error={state.error} /> : null
  // storefront §6: before the renewal window, the 'renew from' date instead of the form.
  if (state.renewFrom !== null)
    return (
      <div className={css.panel} data-renew-from={state.renewFrom}>
        <PreviousMembership />
        <p role="status">{t('membership.renewFromDate', { date: formatDate(new Date(state.renewFrom)) })}</p>
        <div className={css.pickerActions}>
          <Button type="button" variant="secondary" onClick={() => window.history.back()}>
            {t('common.back')}
          </Button>
        </div>
      </div>
    )
  const level = state.levels.find((l) => l.id === state.selection.levelId) ?? null
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const by = (event.nativeEvent as SubmitEvent).submitter
    submitter.current = by instanceof HTMLElement ? by : null
    void store.submit().then((result) => {
      if (result.error?.code === 'validation_failed') invalidFields.focusFirstInvalid()
    })
  }
  const formProblem = state.problems?.form
    ? t(state.problems.form)
    : state.problems && (state.problems.survey.length > 0 || state.problems.members.length > 0)
      ? t('checkout.validationFailed')
      : null
  const { settings } = state
  return (
    <form
      ref={invalidFields.ref}
      className={css.panel}
      onSubmit={onSubmit}
      noValidate
      data-state={state.status}
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`} className={css.panelTitle}>
        {t('membership.chooseLevel')}
      </h2>
      {context === 'renew' ? <PreviousMembership /> : null}
      <fieldset
        className={form.fieldset}
        aria-invalid={state.problems?.form === 'membership.selectLevel' ? true : undefined}
      >
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
              {membershipLevelPrice(option) ? ` · ${formatMoney(membershipLevelPrice(option)!)}` : null}
              {option.description ? <span className={css.muted}> — {option.description}</span> : null}
              {/* storefront §3 start policy, duration_new; a renewal starts when the current one ends instead. */}
              {option.term && context !== 'renew' ? (
                <span className={css.muted} data-membership-term="">
                  {' '}
                  ({t('membership.term', { from: formatDate(option.term.from), to: formatDate(option.term.to) })})
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {settings.extended && context !== 'redeem' ? (
        <label className={form.radio}>
          <input
            type="checkbox"
            name="extended_membership"
            checked={state.selection.extended}
            onChange={(event) => store.setExtended(event.currentTarget.checked)}
          />
          {settings.extended.label}
        </label>
      ) : null}
      {level ? <Members level={level} state={state} store={store} /> : null}
      {context === 'gift' ? <Recipient state={state} store={store} /> : null}
      {level ? <LevelSurvey level={level} state={state} store={store} /> : null}
      {level && asksAutoRenew(settings, context) ? (
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
      {settings.footnote ? (
        <p className={css.muted} data-footnote="">
          <small>{settings.footnote}</small>
        </p>
      ) : null}
      <div className={css.pickerActions}>
        <Button type="submit" disabled={!canSubmitMembership(state, featureFlags.form_validation_guard === true)}>
          {t('reserve.addToCart')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => window.history.back()}>
          {t('common.back')}
        </Button>
        {context === 'buy' ? (
          // The skip-upsell option (storefront §4): upsells are skipped from here on.
          <ButtonLink href={buildPath('events')} variant="quiet" onClick={() => store.skip()}>
            {t('common.skip')}
          </ButtonLink>
        ) : null}
      </div>
    </form>
  )
}

/** The chosen level's survey (storefront §3 Survey spec; §5 Survey), answered in the sdk's types. */
function LevelSurvey({
  level,
  state,
  store,
}: {
  level: MembershipLevel
  state: MembershipFormState
  store: MembershipFormStore
}) {
  const ids = useId()
  const fields = surveyFields(level.survey)
  if (fields.length === 0) return null
  const refused = new Set((state.problems?.survey ?? []).map((problem) => `${ids}-${problem.name}`))
  return (
    <div className={css.stack} data-survey-level={level.id}>
      {fields.map((field) => (
        <SurveyInput
          key={field.name}
          field={field}
          id={`${ids}-${field.name}`}
          value={state.selection.survey[level.id]?.[field.name]}
          invalid={refused}
          onChange={(value) => store.setSurveyAnswer(field.name, value)}
        />
      ))}
    </div>
  )
}

/** calls §8 Other: the server's description in a dialog while the form is `code_required`; the value entered retries the submit. */
function useCodeDialog(
  store: MembershipFormStore,
  status: MembershipFormState['status'],
  submitter: { readonly current: HTMLElement | null },
) {
  const modals = useModalStack()
  const { t } = useMessages()
  useEffect(() => {
    if (status === 'code_required') {
      modals.open({
        name: CODE_MODAL,
        title: t('promo.codeRequired'),
        render: () => <MembershipCodeForm store={store} />,
        onClose: () => store.cancelCode(),
        returnFocus: submitter.current,
      })
    } else if (status !== 'submitting') {
      modals.close(CODE_MODAL)
    }
  }, [status, modals, t, store, submitter])
  useEffect(() => () => void modals.close(CODE_MODAL), [modals])
}

function MembershipCodeForm({ store }: { store: MembershipFormStore }) {
  const { status, codeRequired } = useStore(store, (s) => ({ status: s.status, codeRequired: s.codeRequired }), shallow)
  return (
    <CodeForm
      description={codeRequired?.description ?? null}
      applying={codeRequired?.status === 'applying' || status === 'submitting'}
      error={codeRequired?.error ?? null}
      onApply={(code) => void store.applyCode(code)}
    />
  )
}

/** storefront §6 Gifting: "A cart holding a membership event prompts to delete the cart or check out." */
function useDeleteCartOrCheckout(holdsMembership: boolean) {
  const modals = useModalStack()
  const { t } = useMessages()
  const storefront = useStorefront()
  const [, navigate] = useLocation()
  // Offered once per form: dismissed, the form goes on (a new membership replaces the cart's).
  const offered = useRef(false)
  useEffect(() => {
    if (!holdsMembership || offered.current) return
    offered.current = true
    modals.open({
      name: DELETE_CART_OR_CHECKOUT_MODAL,
      title: t('membership.inCart'),
      render: (close) => (
        <div className={css.stack}>
          <p>{t('cart.deleteOrCheckout')}</p>
          <div className={css.pickerActions}>
            <Button
              type="button"
              onClick={() => {
                close()
                navigate(buildPath('checkout', {}))
              }}
            >
              {t('cart.checkOut')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                void storefront.cart.clear().then(close)
              }}
            >
              {t('cart.deleteCart')}
            </Button>
          </div>
        </div>
      ),
    })
  }, [holdsMembership, modals, t, storefront, navigate])
  useEffect(() => () => void modals.close(DELETE_CART_OR_CHECKOUT_MODAL), [modals])
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

// The event page loads the form as a chunk of its own (lazyRoute: its retry reads the default export).
export default MembershipForm
