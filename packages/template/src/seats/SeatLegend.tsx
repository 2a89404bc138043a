import { useMessages } from '@foyer/react-hooks'
import { seatLegend, type SeatAttribute, type SeatMapModel, type SeatMessageKey } from './deps'
import * as css from './seats.css'

type Shape = 'circle' | 'square' | 'diamond' | 'barred'

/** One swatch, drawn like the canvas draws the seat (`draw.ts`), in the same custom properties. */
function Swatch({ colour, shape, tick = false }: { colour: string; shape: Shape; tick?: boolean }) {
  return (
    <svg className={css.swatch} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {shape === 'square' && <rect x="1.5" y="1.5" width="13" height="13" fill={colour} />}
      {shape === 'diamond' && <path d="M8 0.5 15.5 8 8 15.5 0.5 8Z" fill={colour} />}
      {(shape === 'circle' || shape === 'barred') && <circle cx="8" cy="8" r="7" fill={colour} />}
      {shape === 'barred' && <path d="M3.8 12.2 12.2 3.8" stroke="var(--foyer-seat-label)" strokeWidth="2" />}
      {tick && (
        <path
          d="M4.5 8.2 7 10.8 11.8 5.4"
          fill="none"
          stroke="var(--foyer-seat-on-selected)"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  )
}

const ATTRIBUTE_LEGEND: Record<SeatAttribute, { key: SeatMessageKey; shape: Shape }> = {
  wheelchair: { key: 'seats.legendWheelchair', shape: 'square' },
  companion: { key: 'seats.legendCompanion', shape: 'diamond' },
  restricted_view: { key: 'seats.legendRestrictedView', shape: 'barred' },
}

/**
 * The seat map's legend (storefront §2 "a legend"): available, selected, unavailable (booked
 * seats look the same: the visitor can do nothing with either), the visitor's own cart's seats
 * when there are any, and the seat attributes the map's data marks (the issue: wheelchair,
 * companion, restricted view) — only those present.
 */
export function SeatLegend({ model }: { model: SeatMapModel | null }) {
  const i18n = useMessages()
  const { inCart, attributes } = seatLegend(model)
  return (
    <ul className={css.legend} aria-label={i18n.t('seats.legendTitle')}>
      <li className={css.legendItem}>
        <Swatch colour="var(--foyer-seat-available)" shape="circle" />
        {i18n.t('seats.legendAvailable')}
      </li>
      <li className={css.legendItem}>
        <Swatch colour="var(--foyer-seat-selected)" shape="circle" tick />
        {i18n.t('seats.legendSelected')}
      </li>
      <li className={css.legendItem}>
        <Swatch colour="var(--foyer-seat-unavailable)" shape="circle" />
        {i18n.t('seats.legendUnavailable')}
      </li>
      {inCart && (
        <li className={css.legendItem}>
          <Swatch colour="var(--foyer-seat-in-cart)" shape="circle" />
          {i18n.t('seats.legendInCart')}
        </li>
      )}
      {attributes.map((attribute) => (
        <li key={attribute} className={css.legendItem} data-attribute={attribute}>
          <Swatch colour="var(--foyer-seat-available)" shape={ATTRIBUTE_LEGEND[attribute].shape} />
          {i18n.t(ATTRIBUTE_LEGEND[attribute].key)}
        </li>
      ))}
    </ul>
  )
}
