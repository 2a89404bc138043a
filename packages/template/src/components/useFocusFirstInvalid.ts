import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * storefront §5: "Native validity is checked on all inputs. The first invalid one is scrolled to
 * and focused." Put `ref` on the form and call `focusFirstInvalid()` when a submit is refused: after
 * the render that marks the fields (`aria-invalid`), the first one is scrolled to and focused (a
 * group's first control for an invalid fieldset).
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null)
  const [asked, setAsked] = useState(0)
  useEffect(() => {
    if (asked === 0) return
    const target = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    const field =
      target instanceof HTMLFieldSetElement ? target.querySelector<HTMLElement>('input, select, textarea') : target
    field?.scrollIntoView({ block: 'center' })
    field?.focus({ preventScroll: true })
  }, [asked])
  const focusFirstInvalid = useCallback(() => setAsked((n) => n + 1), [])
  return { ref, focusFirstInvalid }
}
