import * as Dialog from '@radix-ui/react-dialog'
import { useMessages } from '@foyer/react-hooks'
import { useMemo, useRef, useState } from 'react'
import { Button } from '../components/Button'
import { MAIN_ID } from '../components/landmarks'
import { Loading } from '../components/Status'
import { usePortalContainer } from '../theme/ThemeRoot'
import {
  createSpatialIndex,
  seatDescription,
  seatMapOpening,
  totalSeatsWanted,
  useSeatPicker,
  type SeatPicker,
} from './deps'
import { SeatLegend } from './SeatLegend'
import { SeatListPath } from './SeatListPath'
import { SeatMapCanvas, type SeatMapHandle } from './SeatMapCanvas'
import { SeatProblems } from './SeatProblems'
import * as css from './seats.css'

/** Where focus goes back to when the picker closes and its opener is gone: the Find seats or change-seats button. */
export const RETURN_FOCUS_ATTRIBUTE = 'data-seat-picker-return'

/**
 * The seat map modal (storefront §2: "'Select your seats', 'Change Tickets' with zoom, a legend
 * and 'Confirm Selection'"), a Radix Dialog that follows the picker's status (storefront §4
 * Seats): open while rendering (the 50 ms shows 'Loading…') and open, closed otherwise; full
 * screen in mobile mode, a large sheet in desktop mode (`data-mode`).
 *
 * The map and the list path are two views of the same selection (the screen-reader
 * path); Escape and the close button are 'back' (the changes are dropped), 'Change Tickets' keeps
 * them as a draft, 'Confirm Selection' is enabled once the seats match the quantities
 * (storefront §5) and the sentences say what is missing.
 */
export function SeatPickerDialog({ picker }: { picker: SeatPicker }) {
  const [state, actions] = useSeatPicker(picker)
  const i18n = useMessages()
  const container = usePortalContainer()
  const [view, setView] = useState<'map' | 'list'>('map')
  const mapRef = useRef<SeatMapHandle>(null)
  const [returnFocus, setReturnFocus] = useState<Element | null>(null)
  const { model } = state
  const index = useMemo(() => (model ? createSpatialIndex(model) : null), [model])
  const selectedIds = useMemo(() => state.selection.map((seat) => seat.seatId), [state.selection])
  const selected = useMemo(() => new Set(selectedIds), [selectedIds])
  const needed = totalSeatsWanted(state.demand)
  // A phone opens the map zoomed to seats a finger can tap, on the best available block; a wide
  // screen on the whole plan (issue 18.6). The map reads it once, when it first shows.
  const openAt = useMemo(
    () => (state.mode === 'mobile' && model ? seatMapOpening(model, state.demand, state.selection) : null),
    [state.mode, model, state.demand, state.selection],
  )
  const open = state.status !== 'closed'
  const ready = state.status === 'open' && state.mapStatus === 'ready' && model !== null && index !== null

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && actions.close('back')}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.dialog}
          data-mode={state.mode}
          data-state={state.status}
          data-seat-picker=""
          aria-describedby={undefined}
          onOpenAutoFocus={() => setReturnFocus(document.activeElement)}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            const target =
              returnFocus instanceof HTMLElement && returnFocus.isConnected
                ? returnFocus
                : (document.querySelector<HTMLElement>(`[${RETURN_FOCUS_ATTRIBUTE}]`) ??
                  document.getElementById(MAIN_ID))
            target?.focus()
          }}
        >
          <div className={css.header}>
            <Dialog.Title className={css.title}>{i18n.t('seats.selectYourSeats')}</Dialog.Title>
            <Dialog.Close className={css.iconButton} aria-label={i18n.t('common.close')}>
              <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
                <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          </div>

          <div className={css.toolbar}>
            <div className={css.segmented} role="group" aria-label={i18n.t('seats.viewLabel')}>
              <button
                type="button"
                className={css.segment}
                aria-pressed={view === 'map'}
                onClick={() => setView('map')}
              >
                {i18n.t('seats.mapView')}
              </button>
              <button
                type="button"
                className={css.segment}
                aria-pressed={view === 'list'}
                onClick={() => setView('list')}
              >
                {i18n.t('seats.listView')}
              </button>
            </div>
            {view === 'map' && (
              <div className={css.zoomGroup}>
                <button
                  type="button"
                  className={css.iconButton}
                  aria-label={i18n.t('seats.zoomIn')}
                  onClick={() => mapRef.current?.zoomIn()}
                  disabled={!ready}
                >
                  +
                </button>
                <button
                  type="button"
                  className={css.iconButton}
                  aria-label={i18n.t('seats.zoomOut')}
                  onClick={() => mapRef.current?.zoomOut()}
                  disabled={!ready}
                >
                  −
                </button>
                <button
                  type="button"
                  className={css.iconButton}
                  aria-label={i18n.t('seats.resetZoom')}
                  onClick={() => mapRef.current?.reset()}
                  disabled={!ready}
                >
                  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
                    <path
                      d="M2 6V2h4M12 2h4v4M16 12v4h-4M6 16H2v-4"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    />
                  </svg>
                </button>
              </div>
            )}
            <SeatLegend model={model} />
          </div>

          <div className={css.body}>
            {state.mapStatus === 'error' ? (
              <div className={css.centred} role="alert">
                <p>{i18n.t('seats.loadFailed')}</p>
                <Button variant="secondary" onClick={() => void actions.load()}>
                  {i18n.t('error.reload')}
                </Button>
              </div>
            ) : !ready ? (
              <div className={css.centred}>
                <Loading />
              </div>
            ) : view === 'map' ? (
              <SeatMapCanvas
                ref={mapRef}
                model={model}
                index={index}
                selected={selectedIds}
                onSeatActivate={actions.click}
                describeSeat={(seatId) => seatDescription(model, seatId, selected, i18n)}
                label={i18n.t('seats.mapLabel')}
                help={i18n.t('seats.mapHelp')}
                openAt={openAt}
              />
            ) : (
              <div className={css.listBody}>
                <SeatListPath
                  model={model}
                  demand={state.demand}
                  selected={selected}
                  onToggle={actions.toggle}
                  onBestAvailable={(group, filter) => actions.pickBestAvailable(group, { filter })}
                />
              </div>
            )}
          </div>

          <div className={css.footer}>
            {state.notice && (
              <div className={css.notice} role="status" data-notice={state.notice.kind}>
                <p>{i18n.t(state.notice.messageKey, state.notice.params)}</p>
                <Button variant="quiet" onClick={actions.dismissNotice}>
                  {i18n.t('common.close')}
                </Button>
              </div>
            )}
            <p className={css.progress} aria-live="polite" data-seat-progress="">
              {i18n.t('seats.progress', { selected: state.selection.length, needed })}
            </p>
            {state.problems.length > 0 && state.selection.length > 0 && (
              <SeatProblems problems={state.problems} data-seat-problems="" />
            )}
            <div className={css.footerActions}>
              <Button variant="quiet" onClick={() => actions.close('change_tickets')}>
                {i18n.t('seats.changeTickets')}
              </Button>
              <Button
                onClick={() => actions.confirm()}
                disabled={state.problems.length > 0 || state.mapStatus !== 'ready'}
              >
                {i18n.t('seats.confirmSelection')}
              </Button>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
