import { useMessages } from '@foyer/react-hooks'
import { useId, useMemo } from 'react'
import { Button } from '../components/Button'
import { pickerModeFor, seatName, useSeatPicker, type SeatPicker } from './deps'
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
  const groupNames = useMemo(() => new Map(demand.map((group) => [group.ticketGroupId, group.name])), [demand])
  if (confirmed.length === 0) return null
  const multipleGroups = new Set(confirmed.map((seat) => seat.ticketGroupId)).size > 1
  return (
    <section className={css.selectedSeats} aria-labelledby={titleId} data-selected-seats="">
      <h3 id={titleId} className={css.selectedTitle}>
        {i18n.t('seats.selectedSeats')}
      </h3>
      <ul className={css.selectedList}>
        {confirmed.map((seat) => {
          const index = model ? model.indexOf(seat.seatId) : -1
          const name = model && index !== -1 ? seatName(model, index, i18n) : seat.seatId
          const group = groupNames.get(seat.ticketGroupId)
          return (
            <li key={seat.seatId} className={css.seatChip}>
              {multipleGroups && group ? `${name} (${group})` : name}
            </li>
          )
        })}
      </ul>
      {confirmedProblems.length > 0 && (
        <div role="alert">
          <SeatProblems problems={confirmedProblems} />
        </div>
      )}
      <div>
        <Button variant="secondary" {...{ [RETURN_FOCUS_ATTRIBUTE]: '' }} onClick={() => picker.open(pickerModeFor(window.innerWidth))}>
          {i18n.t('seats.changeSeats')}
        </Button>
      </div>
    </section>
  )
}
