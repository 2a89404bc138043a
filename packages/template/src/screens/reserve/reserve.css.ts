import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** The reserve panel: one card holding the steps, date → session → tickets (or quantities first). */
export const panel = style({
  display: 'grid',
  gap: '0',
  borderRadius: '0.75rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
})

/** One step of the panel, separated by a hairline. */
export const step = style({
  display: 'grid',
  gap: '1rem',
  padding: 'clamp(1rem, 3.5vw, 1.5rem)',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
})

export const panelTitle = style({ fontSize: 'clamp(1.5rem, 4vw, 1.85rem)' })

export const stepRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
})

/** What a finished step chose (a date, the quantities), shown beside its 'Change' button. */
export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  fontWeight: 600,
  fontSize: '1.05rem',
})

export const check = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: '50%',
  background: vars.color.secondary,
  color: vars.color.onSecondary,
})

export const muted = style({ color: vars.color.textMuted, fontSize: '0.9rem' })

/** A note from the event's message rules (storefront §3 Message rule date / session / quantity message). */
export const note = style({
  padding: '0.75rem 1rem',
  borderRadius: '0.5rem',
  borderInlineStart: `4px solid ${vars.color.secondary}`,
  background: vars.color.surfaceSunken,
  fontSize: '0.95rem',
})

export const notes = style({ display: 'grid', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' })

export const inlineLoading = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  minHeight: '2.75rem',
  color: vars.color.textMuted,
})

// ── Date buttons and the month calendar (storefront §2 Calendar date picker) ──────────────────

export const stack = style({ display: 'grid', gap: '1rem' })

export const dateButtons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.25rem, 1fr))',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

const choice = style({
  display: 'grid',
  alignContent: 'start',
  gap: '0.15rem',
  width: '100%',
  height: '100%',
  minHeight: '2.75rem',
  padding: '0.6rem 0.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '0.5rem',
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.link },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[aria-disabled="true"]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      background: vars.color.surfaceSunken,
    },
  },
})

export const dateButton = choice

export const choiceTitle = style({ fontWeight: 600, lineHeight: 1.25 })

export const choiceDetail = style({ fontSize: '0.85rem', lineHeight: 1.3 })

/** Few places left: a warning colour, readable on the button's background. */
export const few = style({ fontSize: '0.8rem', fontWeight: 600, color: vars.color.warning })

globalStyle(`${choice}[aria-pressed="true"] ${few}`, { color: 'inherit' })

export const pickerActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' })

export const calendar = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '0.75rem',
  borderRadius: '0.75rem',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  maxWidth: '26rem',
})

export const monthHeader = style({
  display: 'grid',
  gridTemplateColumns: '2.75rem 1fr 2.75rem',
  alignItems: 'center',
  gap: '0.5rem',
})

export const monthTitle = style({ textAlign: 'center', fontSize: '1.15rem', gridColumn: 2 })

export const monthNav = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.link },
    '&[aria-disabled="true"]': {
      background: vars.color.disabled,
      color: vars.color.onDisabled,
      borderColor: vars.color.disabledBorder,
      cursor: 'not-allowed',
    },
  },
})

export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' })

export const weekday = style({
  paddingBottom: '0.25rem',
  fontSize: '0.75rem',
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: 'center',
})

globalStyle(`${weekday} abbr`, { textDecoration: 'none' })

export const cell = style({ padding: '2px', textAlign: 'center' })

export const outsideDay = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '2.75rem',
  color: vars.color.textMuted,
  opacity: 0.5,
  fontSize: '0.9rem',
})

export const day = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  width: '100%',
  minHeight: '2.75rem',
  padding: '0.2rem 0',
  border: '1px solid transparent',
  borderRadius: '0.5rem',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1.1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.link },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted, fontWeight: 400 },
    '&[data-status="sold_out"]': { textDecoration: 'line-through' },
  },
})

globalStyle(`[aria-selected="true"] > ${day}`, {
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderColor: vars.color.primary,
})

export const dayPrice = style({ fontSize: '0.65rem', fontWeight: 400 })

/** A dot under a day with few places left (its label says so to screen readers). */
export const dayFew = style({
  position: 'absolute',
  top: '0.3rem',
  insetInlineEnd: '0.3rem',
  width: '0.4rem',
  height: '0.4rem',
  borderRadius: '50%',
  background: vars.color.warning,
})

// ── Sessions (storefront §2 Session selection) ────────────────────────────────────────────────

export const tablist = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: '0.25rem',
  padding: '0.25rem',
  borderRadius: '0.6rem',
  background: vars.color.surfaceSunken,
})

export const tab = style({
  display: 'grid',
  gap: '0.1rem',
  justifyItems: 'center',
  minHeight: '2.75rem',
  padding: '0.4rem 0.5rem',
  border: 'none',
  borderRadius: '0.45rem',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: '0.85rem',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.surface, boxShadow: `0 1px 3px ${vars.color.border}` },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted, fontWeight: 400 },
  },
})

export const nowrap = style({ whiteSpace: 'nowrap' })

export const tabNote = style({ fontSize: '0.75rem', fontWeight: 400 })

export const sessions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const sessionButton = choice

// ── Tickets (storefront §5 Quantity, Flexible price) ──────────────────────────────────────────

export const groups = style({ display: 'grid', gap: '1.5rem' })

export const group = style({ display: 'grid', gap: '0.75rem' })

export const groupTitle = style({ fontSize: '1.25rem' })

export const types = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' })

export const typeRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '0.5rem 1rem',
  paddingBlock: '0.75rem',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
})

export const typeName = style({ fontWeight: 600 })

export const typePrice = style({ fontVariantNumeric: 'tabular-nums' })

export const stepper = style({ display: 'flex', alignItems: 'center', gap: '0.25rem' })

export const stepperButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  border: `2px solid ${vars.color.link}`,
  borderRadius: '50%',
  background: 'transparent',
  color: vars.color.link,
  font: 'inherit',
  fontSize: '1.35rem',
  fontWeight: 600,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-disabled="true"])': { background: vars.color.surfaceSunken },
    '&[aria-disabled="true"]': { borderColor: vars.color.border, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})

export const stepperValue = style({
  minWidth: '2.25rem',
  textAlign: 'center',
  fontSize: '1.15rem',
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
})

/** storefront §6: a member-only type at the member benefits cap (under its row). */
export const memberCap = style({ gridColumn: '1 / -1', margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' })

/** storefront §5: the renewal message of a group whose member-only types the membership no longer covers. */
export const memberRenewal = style([
  note,
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '0.75rem' },
])

export const priceField = style({ gridColumn: '1 / -1', display: 'grid', gap: '0.35rem', maxWidth: '16rem' })

// ── Survey and admit details (storefront §5) ──────────────────────────────────────────────────

/** A group's legend reads like the group headings of the ticket step. */
export const groupLegend = style({ fontFamily: vars.font.heading, fontWeight: 500, fontSize: '1.25rem' })

/** First and last name side by side where they fit. */
export const nameFields = style({
  display: 'grid',
  gap: '0.75rem 1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
})

export const fields = style({
  display: 'grid',
  gap: '0.75rem 1rem',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
})

// ── Submit ────────────────────────────────────────────────────────────────────────────────────

export const submitRow = style({ display: 'grid', gap: '0.75rem', justifyItems: 'stretch' })

globalStyle(`${submitRow} > button`, { width: '100%', minHeight: '3rem', fontSize: '1.05rem' })

export const hint = style({ color: vars.color.textMuted, fontSize: '0.95rem' })
