/**
 * The identity form's address lookup (storefront §5 Address: "It must be chosen from suggestions or
 * entered manually"; calls §7 address lookup for USA, GBR, CAN, AUS, NZL; calls §8 "Address lookup
 * failure switches to manual mode."). The sdk's `createAddressLookup` holds every rule (4
 * characters, 300 ms debounce, manual on error or request); this renders it as a WAI-ARIA APG
 * combobox: the address line is `role="combobox"` controlling a listbox of suggestions, arrow keys
 * move `aria-activedescendant`, Enter chooses, Escape closes.
 */
import { systemClock, type Clock, type Translate } from '@foyer/react-hooks'
import {
  createAddressLookup,
  type AddressLookup,
  type AddressLookupProvider,
  type AddressLookupState,
} from '@foyer/sdk/checkout'
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ComponentProps } from 'react'
import { useOptionalConfig } from '../../ConfigContext'
import * as form from '../../components/form.css'
import * as css from './checkout.css'

/**
 * The address service of the configuration (`sandboxAddresses`, else `keys.address`), or null: no lookup, the plain
 * fields (calls §8 "No address key rejects."). Its code loads with the first search, in the
 * providers chunk, so the shell does not grow.
 */
export function useConfiguredAddressProvider(): AddressLookupProvider | null {
  const config = useOptionalConfig()
  const controlBase = config?.sandboxAddresses?.controlBase ?? null
  const key = config?.keys.address ?? null
  return useMemo(() => {
    if (!controlBase && !key) return null
    let loading: Promise<AddressLookupProvider> | null = null
    const load = () =>
      (loading ??= import('./providers').then((m) =>
        controlBase
          ? m.sandboxAddressProvider(new URL(controlBase, window.location.origin).href.replace(/\/$/, ''))
          : m.addressServiceProvider(key ?? ''),
      ))
    return {
      find: async (text, country, signal) => (await load()).find(text, country, signal),
      retrieve: async (id, signal) => (await load()).retrieve(id, signal),
    }
  }, [controlBase, key])
}

/**
 * The lookup store of a provider, told the form's country, that fills the form's address fields
 * through `setField` when an address is chosen. Null without a provider.
 */
export function useAddressLookup(
  provider: AddressLookupProvider | null,
  country: string,
  setField: (name: string, value: string) => void,
  clock: Clock = systemClock,
): [AddressLookup | null, AddressLookupState | null] {
  const lookup = useMemo(() => (provider ? createAddressLookup({ clock, provider }) : null), [provider, clock])
  useEffect(() => () => lookup?.dispose(), [lookup])
  useEffect(() => lookup?.setCountry(country || null), [lookup, country])
  const state = useSyncExternalStore(lookup?.subscribe ?? noSubscribe, lookup?.getSnapshot ?? noSnapshot)
  const fields = state?.fields
  useEffect(() => {
    // Choosing fills address / city / state / zip / country (storefront §5 Address).
    if (fields) for (const [name, value] of Object.entries(fields)) if (value !== undefined) setField(name, value)
    // Only when a new address is chosen (setField may be a new function each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fields])
  return [lookup, state]
}

const noSubscribe = () => () => {}
const noSnapshot = () => null

/** Whether the address line is a lookup combobox: a served country, not manual mode. */
export function addressLookupActive(state: AddressLookupState | null): state is AddressLookupState {
  return state !== null && state.country !== null && state.status !== 'manual'
}

/** The address line as a combobox over the lookup's suggestions, with 'Enter address manually'. */
export function AddressCombobox({
  lookup,
  state,
  input,
  value,
  setField,
  t,
}: {
  lookup: AddressLookup
  state: AddressLookupState
  /** The field's common input props (id, name, class, required, aria-invalid, autocomplete). */
  input: ComponentProps<'input'>
  value: string
  setField: (name: string, value: string) => void
  t: Translate
}) {
  const listboxId = useId()
  const hintId = `${input.id}-lookup-hint`
  const [active, setActive] = useState(-1)
  const [closed, setClosed] = useState(false)
  const suggestions = state.suggestions
  const expanded = state.status === 'suggestions' && suggestions.length > 0 && !closed
  useEffect(() => setActive(-1), [suggestions])
  const optionId = (index: number) => `${listboxId}-option-${index}`
  const choose = (id: string) => {
    setClosed(true)
    void lookup.choose(id)
  }
  const status =
    state.status === 'searching' || state.status === 'retrieving'
      ? t('checkout.addressSearching')
      : state.status === 'suggestions' && suggestions.length === 0
        ? t('checkout.addressNoMatch')
        : ''

  return (
    <>
      <input
        {...input}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={[input['aria-describedby'], hintId].filter(Boolean).join(' ')}
        data-state={state.status}
        value={value}
        onChange={(event) => {
          setClosed(false)
          setField('address', event.currentTarget.value)
          lookup.search(event.currentTarget.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            if (suggestions.length === 0) return
            event.preventDefault()
            const step = event.key === 'ArrowDown' ? 1 : -1
            setClosed(false)
            setActive((index) =>
              index < 0
                ? step > 0
                  ? 0
                  : suggestions.length - 1
                : (index + step + suggestions.length) % suggestions.length,
            )
          } else if (event.key === 'Enter' && expanded && active >= 0) {
            // Enter chooses, and does not submit the form.
            event.preventDefault()
            choose(suggestions[active]!.id)
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault()
            setClosed(true)
          }
        }}
      />
      <span id={hintId} className={css.lookupHint}>
        {t('checkout.addressLookupHint')}
      </span>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('checkout.addressSuggestions')}
        className={css.lookupList}
        hidden={!expanded}
      >
        {expanded
          ? suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={css.lookupOption}
                // Keep focus in the input (APG combobox); the click chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion.id)}
              >
                {suggestion.text}
              </li>
            ))
          : null}
      </ul>
      <span role="status" className={css.lookupHint}>
        {status}
      </span>
      <button type="button" className={css.lookupManual} onClick={() => lookup.enterManually()}>
        {t('checkout.addressManually')}
      </button>
    </>
  )
}

/** calls §8 "Address lookup failure switches to manual mode.": said beside the now plain address line. */
export function AddressLookupFailed({ state, t }: { state: AddressLookupState | null; t: Translate }) {
  if (state?.status !== 'manual' || state.manualReason !== 'error') return null
  return (
    <span role="alert" className={form.fieldError}>
      {t('checkout.addressLookupFailed')}
    </span>
  )
}
