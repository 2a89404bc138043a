import type { I18n, Actions, ReserveSnapshot, ReserveStore } from '@foyer/react-hooks'
import { initialSessionTab, sessionTabLabelKey, type SessionEntry, type SessionTab } from '@foyer/sdk/reserve'
import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react'
import { InlineLoading, RuleNotes } from './parts'
import * as css from './reserve.css'
import { sessionTabLabel } from './times'

/**
 * The session step (storefront §2 "Session selection"): the chosen date's sessions, split into
 * tabs by the event's time boundaries when it has them. A tab without sessions is disabled with
 * 'Not available', one whose sessions are all sold out with 'Sold out'. The tabs are a tablist
 * with arrow keys (left / right, Home / End) that skip disabled tabs.
 */
export function SessionPicker({
  reserve,
  actions,
  i18n,
}: {
  reserve: ReserveSnapshot
  actions: Actions<ReserveStore>
  i18n: I18n
}) {
  const { t } = i18n
  if (reserve.sessionsStatus === 'loading' || reserve.sessionsStatus === 'idle')
    return <InlineLoading label={t('common.loading')} />
  const list = (sessions: readonly SessionEntry[]) => (
    <SessionList
      sessions={sessions}
      chosen={reserve.sessionId}
      i18n={i18n}
      onChoose={(id) => void actions.selectSession(id)}
    />
  )
  return (
    <>
      {reserve.tabs.length > 0 ? (
        <SessionTabs
          tabs={reserve.tabs}
          sessions={reserve.sessions}
          chosen={reserve.sessionId}
          i18n={i18n}
          date={reserve.date}
          list={list}
        />
      ) : (
        list(reserve.sessions)
      )}
      <RuleNotes messages={reserve.messages.sessionMessages} kind="session" />
    </>
  )
}

function SessionTabs({
  tabs,
  sessions,
  chosen,
  date,
  i18n,
  list,
}: {
  tabs: readonly SessionTab[]
  sessions: readonly SessionEntry[]
  chosen: string | null
  date: string | null
  i18n: I18n
  list: (sessions: readonly SessionEntry[]) => React.ReactNode
}) {
  const [active, setActive] = useState(() => initialSessionTab(tabs, chosen))
  const ids = useId()
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const current = tabs[active] ?? tabs[0]

  const activate = (index: number) => {
    setActive(index)
    tabRefs.current[index]?.focus()
  }

  // Arrow keys move to the next tab that is not disabled, wrapping round (automatic activation).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.map((tab, i) => (tab.disabled ? -1 : i)).filter((i) => i >= 0)
    if (enabled.length === 0) return
    const at = enabled.indexOf(active)
    let next: number | undefined
    if (event.key === 'ArrowRight') next = enabled[(at + 1) % enabled.length]
    else if (event.key === 'ArrowLeft') next = enabled[(at - 1 + enabled.length) % enabled.length]
    else if (event.key === 'Home') next = enabled[0]
    else if (event.key === 'End') next = enabled.at(-1)
    if (next === undefined) return
    event.preventDefault()
    activate(next)
  }

  return (
    <div className={css.stack}>
      <div
        role="tablist"
        className={css.tablist}
        aria-label={date ? i18n.formatDate(date, 'full') : undefined}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const note = sessionTabLabelKey(tab)
          return (
            <button
              key={tab.start}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`${ids}-tab-${index}`}
              className={css.tab}
              aria-selected={index === active}
              aria-controls={`${ids}-panel`}
              aria-disabled={tab.disabled !== null}
              tabIndex={index === active ? 0 : -1}
              data-disabled-reason={tab.disabled ?? undefined}
              onClick={() => tab.disabled === null && activate(index)}
            >
              <span>
                {sessionTabLabel(tab, i18n).map((part, i) => (
                  <Fragment key={i}>
                    {i > 0 && ' – '}
                    <span className={css.nowrap}>{part}</span>
                  </Fragment>
                ))}
              </span>
              {note && <span className={css.tabNote}>{i18n.t(note)}</span>}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${active}`}>
        {current && list(sessions.filter((session) => current.sessionIds.includes(session.id)))}
      </div>
    </div>
  )
}

function SessionList({
  sessions,
  chosen,
  i18n,
  onChoose,
}: {
  sessions: readonly SessionEntry[]
  chosen: string | null
  i18n: I18n
  onChoose: (sessionId: string) => void
}) {
  const { t } = i18n
  return (
    <ul className={css.sessions} role="list" data-state="sessions">
      {sessions.map((session) => (
        <li key={session.id}>
          <button
            type="button"
            className={css.sessionButton}
            aria-pressed={session.id === chosen}
            aria-disabled={session.soldOut}
            data-session-id={session.id}
            onClick={() => !session.soldOut && onChoose(session.id)}
          >
            <span className={css.choiceTitle}>{i18n.formatTime(session.startDatetime)}</span>
            {session.soldOut ? (
              <span className={css.choiceDetail}>{t('reserve.sessionTabSoldOut')}</span>
            ) : (
              session.price !== null && <span className={css.choiceDetail}>{i18n.formatMoney(session.price)}</span>
            )}
            {session.entryWindow && !session.soldOut && (
              <span className={css.choiceDetail} data-entry-window="">
                {session.entryWindow.to === null
                  ? t('reserve.entryFrom', { from: i18n.formatTime(session.entryWindow.from) })
                  : t('reserve.entryWindow', {
                      from: i18n.formatTime(session.entryWindow.from),
                      to: i18n.formatTime(session.entryWindow.to),
                    })}
              </span>
            )}
            {session.fewTickets && (
              <span className={css.few}>{t('reserve.fewTicketsLeft', { count: session.availableCapacity })}</span>
            )}
            {session.annotations.map((annotation) => (
              <span key={annotation} className={css.choiceDetail}>
                {annotation}
              </span>
            ))}
          </button>
        </li>
      ))}
    </ul>
  )
}
