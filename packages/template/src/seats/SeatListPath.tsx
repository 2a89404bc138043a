import { useMessages } from '@foyer/react-hooks'
import { useMemo, useState } from 'react'
import { Button } from '../components/Button'
import {
  listedSeats,
  mapAttributes,
  seatAttributes,
  seatName,
  seatsWanted,
  type SeatAttribute,
  type SeatDemand,
  type SeatMapModel,
  type SeatMessageKey,
} from './deps'
import * as css from './seats.css'

const ATTRIBUTE_WORDS: Record<SeatAttribute, { filter: SeatMessageKey; word: SeatMessageKey }> = {
  wheelchair: { filter: 'seats.legendWheelchair', word: 'seats.attributeWheelchair' },
  companion: { filter: 'seats.legendCompanion', word: 'seats.attributeCompanion' },
  restricted_view: { filter: 'seats.legendRestrictedView', word: 'seats.attributeRestrictedView' },
}

export interface SeatListPathProps {
  model: SeatMapModel
  demand: readonly SeatDemand[]
  /** Ids of the selected seats. */
  selected: ReadonlySet<string>
  /** A seat's checkbox (`picker.toggle`). */
  onToggle: (seatId: string) => void
  /** 'Best available' for a group (`picker.pickBestAvailable`), with the list's filter. */
  onBestAvailable: (ticketGroupId: string, filter: readonly SeatAttribute[]) => void
}

/**
 * The seat map as a list (the issue: "an equivalent list path (section → row → seats, with
 * 'best available' for a quantity) that reaches the same selection"), for screen readers and
 * anyone who prefers it. Sections and rows are disclosure widgets, so a stadium's 50,000 seats
 * are rendered only row by row as they are opened; each seat is a named checkbox. The list shows
 * the seats a visitor can choose (available ones, and the ones selected); the filter keeps seats
 * marked wheelchair, companion or restricted view (any of those ticked).
 */
export function SeatListPath({ model, demand, selected, onToggle, onBestAvailable }: SeatListPathProps) {
  const i18n = useMessages()
  const [filter, setFilter] = useState<SeatAttribute[]>([])
  const [openSections, setOpenSections] = useState<ReadonlySet<string>>(new Set())
  const [openRows, setOpenRows] = useState<ReadonlySet<number>>(new Set())
  const attributes = useMemo(() => mapAttributes(model), [model])

  // Seats the list offers per row, and how many of them are free, for the summaries.
  const { rows: listed, sections } = useMemo(() => listedSeats(model, selected, filter), [model, selected, filter])

  const groups = demand.filter((group) => seatsWanted(group) > 0)

  return (
    <div className={css.listPath} data-seat-list="">
      {attributes.length > 0 && (
        <fieldset className={css.filters}>
          <legend>{i18n.t('seats.filterLabel')}</legend>
          {attributes.map((attribute) => (
            <label key={attribute} className={css.seatOption}>
              <input
                type="checkbox"
                checked={filter.includes(attribute)}
                onChange={(event) =>
                  setFilter((current) =>
                    event.target.checked ? [...current, attribute] : current.filter((a) => a !== attribute),
                  )
                }
              />
              {i18n.t(ATTRIBUTE_WORDS[attribute].filter)}
            </label>
          ))}
        </fieldset>
      )}
      {groups.length > 0 && (
        <div className={css.bestAvailable}>
          {groups.map((group) => (
            <Button
              key={group.ticketGroupId}
              variant="secondary"
              onClick={() => onBestAvailable(group.ticketGroupId, filter)}
            >
              {i18n.t('seats.bestAvailableFor', { group: group.name, count: seatsWanted(group) })}
            </Button>
          ))}
        </div>
      )}
      {sections.length === 0 && <p>{i18n.t('seats.noSeatsMatch')}</p>}
      <div>
        {sections.map((section) => (
          <details
            key={section.name}
            className={css.section}
            open={openSections.has(section.name)}
            onToggle={(event) => {
              const isOpen = event.currentTarget.open
              setOpenSections((current) => toggled(current, section.name, isOpen))
            }}
          >
            <summary className={css.summary}>{section.name || i18n.t('seats.mapLabel')}</summary>
            {openSections.has(section.name) && (
              <div className={css.rows}>
                {section.rows.map((rowIndex) => {
                  const entry = listed.get(rowIndex)
                  if (!entry) return null
                  const row = model.rows[rowIndex]
                  const open = openRows.has(rowIndex)
                  return (
                    <details
                      key={rowIndex}
                      open={open}
                      onToggle={(event) => {
                        const isOpen = event.currentTarget.open
                        setOpenRows((current) => toggled(current, rowIndex, isOpen))
                      }}
                    >
                      <summary className={css.summary}>
                        {i18n.t('seats.rowSummary', { row: row?.label || '—', count: entry.free })}
                      </summary>
                      {open && (
                        <ul className={css.seats}>
                          {entry.seats.map((i) => {
                            const id = model.ids[i] as string
                            const words = seatAttributes(model, i).map((a) => i18n.t(ATTRIBUTE_WORDS[a].word))
                            return (
                              <li key={id}>
                                <label className={css.seatOption}>
                                  <input type="checkbox" checked={selected.has(id)} onChange={() => onToggle(id)} />
                                  {[seatName(model, i, i18n), ...words].join(', ')}
                                </label>
                              </li>
                            )
                          })}
                        </ul>
                      )}
                    </details>
                  )
                })}
              </div>
            )}
          </details>
        ))}
      </div>
    </div>
  )
}

function toggled<T>(set: ReadonlySet<T>, value: T, on: boolean): ReadonlySet<T> {
  if (set.has(value) === on) return set
  const next = new Set(set)
  if (on) next.add(value)
  else next.delete(value)
  return next
}
