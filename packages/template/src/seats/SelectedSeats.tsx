import { useMessages } from '@foyer/react-hooks'
import { useId } from 'react'
import { Button } from '../components/Button'
import { pickerModeFor, selectedSeatLabels, useSeatPicker, type SeatPicker } from './deps'
import { RETURN_FOCUS_ATTRIBUTE } from './SeatPickerDialog'
import { SeatProblems } from './SeatProblems'
import * as css from './seats.css'

/**
 * 'Selected Seats' (storefront §2 Seat picker: "a 'Selected Seats' list with a change-seats
 * button"): the confirmed seats with their group, the storefront §5 sentences when they no
 * longer match the quantities ('Not enough seats for {group} {type}', 'Too many seats for
 * {group}'), and 'Change seats', which opens the picker again. Nothing when no seat is confirmed.
 */
export function SelectedSeats({ picker }: { picker: SeatPicker }) {
  const [state] = useSeatPicker(picker)
  const i18n = useMessages()
  const { model, confirmed, confirmedProblems, demand } = state
  const titleId = useId()
  if (confirmed.length === 0) return null
  return (
    <section className={css.selectedSeats} aria-labelledby={titleId} data-selected-seats="">
      <h3 id={titleId} className={css.selectedTitle}>
        {i18n.t('seats.selectedSeats')}
      </h3>
      <ul className={css.selectedList}>
        {selectedSeatLabels(model, confirmed, demand, i18n).map((seat) => (
          <li key={seat.seatId} className={css.seatChip}>
            {seat.label}
          </li>
        ))}
      </ul>
      {confirmedProblems.length > 0 && (
        <div role="alert">
          <SeatProblems problems={confirmedProblems} />
        </div>
      )}
      <div>
        <Button
          variant="secondary"
          {...{ [RETURN_FOCUS_ATTRIBUTE]: '' }}
          onClick={() => picker.open(pickerModeFor(window.innerWidth))}
        >
          {i18n.t('seats.changeSeats')}
        </Button>
      </div>
    </section>
  )
}
