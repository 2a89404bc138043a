import { useMessages } from '@foyer/react-hooks'
import { Button } from '../components/Button'
import { pickerModeFor, type SeatPicker } from './deps'
import { RETURN_FOCUS_ATTRIBUTE } from './SeatPickerDialog'

/**
 * 'Find seats' (storefront §2 Seat picker): opens the seat picker in mobile or desktop mode by
 * the viewport's width (storefront §4 Seats, `pickerModeFor`). The reserve page shows it for a
 * seated group with tickets and no confirmed seats, where storefront §5 prompts the visitor to
 * click it.
 */
export function FindSeatsButton({ picker, disabled = false }: { picker: SeatPicker; disabled?: boolean }) {
  const { t } = useMessages()
  return (
    <Button
      {...{ [RETURN_FOCUS_ATTRIBUTE]: '' }}
      disabled={disabled}
      onClick={() => picker.open(pickerModeFor(window.innerWidth))}
    >
      {t('seats.findSeats')}
    </Button>
  )
}
