import { useMessages } from '@foyer/react-hooks'
import type { HTMLAttributes } from 'react'
import type { SeatProblem } from './deps'
import * as css from './seats.css'

/**
 * The storefront §5 sentences of seats that do not match the quantities ('Not enough seats for
 * {group} {type}', 'Too many seats for {group}'), one list item each: under the map in the
 * dialog, and under 'Selected Seats'.
 */
export function SeatProblems({
  problems,
  ...attributes
}: { problems: readonly SeatProblem[] } & HTMLAttributes<HTMLUListElement>) {
  const i18n = useMessages()
  return (
    <ul className={css.problems} {...attributes}>
      {problems.map((problem) => (
        <li
          key={`${problem.ticketGroupId}:${problem.problem}:${'ticketTypeId' in problem ? problem.ticketTypeId : ''}`}
        >
          {i18n.t(problem.messageKey, problem.params)}
        </li>
      ))}
    </ul>
  )
}
