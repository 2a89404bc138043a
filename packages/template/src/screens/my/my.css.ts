import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/contract.css'

/** My Account (storefront §2 /my): a title, the section tabs, the section. */
export const page = style({ display: 'grid', gap: '1.25rem', paddingBlock: 'clamp(1.5rem, 5vw, 3rem)' })

export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: '0 0.9rem',
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary, fontWeight: 700 },
    '&:hover': { textDecoration: 'none', borderBottomColor: vars.color.border },
  },
})

export const section = style({ display: 'grid', gap: '1rem', maxWidth: '48rem' })

export const card = style({
  display: 'grid',
  gap: '0.75rem',
  padding: '1rem 1.25rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '0.75rem',
  background: vars.color.surface,
})

export const cardTitle = style({ margin: 0, fontSize: '1.2rem' })

export const subTitle = style({ margin: 0, fontSize: '1rem' })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.35rem 1rem',
  margin: 0,
})
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' })

export const list = style({ display: 'grid', gap: '0.75rem', margin: 0, padding: 0, listStyle: 'none' })

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: '0.35rem' })

export const badge = style({
  padding: '0.1rem 0.55rem',
  borderRadius: '999px',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: '0.8rem',
  fontWeight: 600,
})

export const qr = style({ width: '12rem', height: '12rem', imageRendering: 'pixelated', background: '#fff' })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const table = style({ width: '100%', borderCollapse: 'collapse' })
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: '0.4rem 0.5rem',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1rem', alignItems: 'center' })

export const figure = style({ margin: 0, display: 'grid', gap: '0.35rem', justifyItems: 'start' })
