import { type I18n, useSeatPicker, useStorefront } from '@foyer/react-hooks'
import { getSeatPicker } from '@foyer/sdk/seats'
import { FindSeatsButton, SeatPickerDialog, SelectedSeats } from '../../seats'

/**
 * Seats for the seated groups with tickets (storefront §2 Seat picker): 'Selected Seats' once
 * confirmed, 'Find seats' until then, and the seat map dialog. The reserve store sets the picker's
 * demand from the quantities and sends the confirmed seats (storefront §4 Seats, §5).
 */
export default function SeatsStep({ eventId, sessionId, i18n }: { eventId: string; sessionId: string; i18n: I18n }) {
  const picker = getSeatPicker(useStorefront(), eventId, sessionId)
  const [complete] = useSeatPicker(picker, (state) => state.complete)
  // A seat taken by another cart is said here too while the map is closed (the picker reloaded it).
  const [notice] = useSeatPicker(picker, (state) => (state.status === 'closed' ? state.notice : null))
  return (
    <div data-state="seats">
      {notice && (
        <p role="status" data-notice={notice.kind}>
          {i18n.t(notice.messageKey, notice.params)}
        </p>
      )}
      <SelectedSeats picker={picker} />
      {!complete && <FindSeatsButton picker={picker} />}
      <SeatPickerDialog picker={picker} />
    </div>
  )
}
