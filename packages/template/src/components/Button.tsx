import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react'
import { Link } from 'wouter'
import { button, fullWidth } from './button.css'

export type ButtonVariant = keyof typeof button

interface Common {
  /** @default 'primary' */
  variant?: ButtonVariant
  /** Stretch to the width of the container. */
  block?: boolean
  children: ReactNode
}

const className = (variant: ButtonVariant, block?: boolean) =>
  block ? `${button[variant]} ${fullWidth}` : button[variant]

/** A button. Its text is its accessible name; icon-only buttons need `aria-label`. */
export function Button({
  variant = 'primary',
  block,
  children,
  type = 'button',
  ...rest
}: Common & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'>) {
  return (
    <button type={type} className={className(variant, block)} {...rest}>
      {children}
    </button>
  )
}

/** A link inside the storefront that looks like a button (navigation stays a link for screen readers). */
export function ButtonLink({
  variant = 'primary',
  block,
  children,
  href,
  ...rest
}: Common & { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'children'>) {
  return (
    <Link href={href} className={className(variant, block)} {...rest}>
      {children}
    </Link>
  )
}
