import type { Ref } from 'react'
import { Button } from '../../components/Button'
import * as status from '../../components/status.css'
import * as css from './reserve.css'

/** What a finished step chose, with its 'Change' button (storefront §2: "After a selection a 'Change' button appears"). */
export function Chosen({
  label,
  changeLabel,
  onChange,
  changeRef,
  state,
}: {
  label: string
  changeLabel: string
  onChange: () => void
  changeRef?: Ref<HTMLButtonElement> | undefined
  state: string
}) {
  return (
    <div className={css.stepRow} data-state={state}>
      <p className={css.chosen}>
        <span className={css.check} aria-hidden="true">
          <svg width="14" height="14" viewBox="0 0 14 14" focusable="false">
            <path
              d="M2.5 7.5l3 3 6-7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <span>{label}</span>
      </p>
      <Button variant="quiet" ref={changeRef} onClick={onChange}>
        {changeLabel}
      </Button>
    </div>
  )
}

/** A small loading line inside the panel, announced politely. */
export function InlineLoading({ label }: { label: string }) {
  return (
    <div className={css.inlineLoading} role="status" data-state="loading">
      <span className={status.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

/** The texts of the event's message rules for a step (storefront §3 Message rule actions). */
export function RuleNotes({ messages, kind }: { messages: readonly string[]; kind: string }) {
  if (messages.length === 0) return null
  return (
    <ul className={css.notes} role="list" data-rule-messages={kind}>
      {messages.map((message) => (
        <li key={message} className={css.note}>
          {message}
        </li>
      ))}
    </ul>
  )
}
