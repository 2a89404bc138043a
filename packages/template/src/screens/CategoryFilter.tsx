import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react'
import { Link, useLocation } from 'wouter'
import * as css from './events.css'
import { wrapsTooFar } from './rows'

export interface CategoryOption {
  /** The category name, or null for 'All'. */
  name: string | null
  label: string
  /** The listing with this category chosen and the other filters kept. */
  href: string
  current: boolean
}

/**
 * The category filter (storefront §2 /events): a set of links, or a `<select>` when the links
 * wrap over more than two rows. An invisible, inert copy of the links is always laid out at the
 * current width and measured with a ResizeObserver, so the choice follows the window both ways.
 */
export function CategoryFilter({ options, labelId }: { options: readonly CategoryOption[]; labelId: string }) {
  const [, navigate] = useLocation()
  const measureRef = useRef<HTMLUListElement>(null)
  const [asSelect, setAsSelect] = useState(false)

  useLayoutEffect(() => {
    const list = measureRef.current
    if (!list) return
    const check = () => {
      const tops = [...list.children].map((item) => (item as HTMLElement).offsetTop)
      setAsSelect(wrapsTooFar(tops))
    }
    check()
    const observer = new ResizeObserver(check)
    observer.observe(list)
    return () => observer.disconnect()
  }, [options])

  const links = (measuring: boolean) => (
    <ul
      ref={measuring ? measureRef : undefined}
      className={measuring ? `${css.chips} ${css.measure}` : css.chips}
      aria-labelledby={measuring ? undefined : labelId}
      aria-hidden={measuring || undefined}
      inert={measuring || undefined}
    >
      {options.map((option) => (
        <li key={option.label}>
          <Link
            href={option.href}
            className={css.chip}
            aria-current={option.current ? 'true' : undefined}
            tabIndex={measuring ? -1 : undefined}
          >
            {option.label}
          </Link>
        </li>
      ))}
    </ul>
  )

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const option = options[Number(event.target.value)]
    if (option) navigate(option.href)
  }

  return (
    <div className={css.chipsFrame} data-state={asSelect ? 'select' : 'links'}>
      {links(true)}
      {asSelect ? (
        <select
          className={css.select}
          aria-labelledby={labelId}
          value={String(
            Math.max(
              0,
              options.findIndex((option) => option.current),
            ),
          )}
          onChange={onSelect}
        >
          {options.map((option, index) => (
            <option key={option.label} value={index}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        links(false)
      )}
    </div>
  )
}
