import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { Link } from 'wouter'
import { button } from './button.css'

export type ButtonVariant = keyof typeof button

interface Common {
  /** @default 'primary' */
  variant?: ButtonVariant
  children: ReactNode
}

/** A button. Its text is its accessible name; icon-only buttons need `aria-label`. */
export function Button({
  variant = 'primary',
  children,
  type = 'button',
  ...rest
}: Common & { ref?: Ref<HTMLButtonElement> | undefined } & Omit<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'className' | 'children'
  >) {
  return (
    <button type={type} className={button[variant]} {...rest}>
      {children}
    </button>
  )
}

/** A link inside the storefront that looks like a button (navigation stays a link for screen readers). */
export function ButtonLink({
  variant = 'primary',
  children,
  href,
  ...rest
}: Common & { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>) {
  return (
    <Link href={href} className={button[variant]} {...rest}>
      {children}
    </Link>
  )
}
