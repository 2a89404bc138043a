import type { ReactNode } from 'react'
import { Link, useRoute } from 'wouter'
import { useMessages } from '@foyer/react-hooks'
import { buildPath } from '@foyer/sdk/routing'
import { useConfig } from '../ConfigContext'
import { CartTimer } from './cart/CartTimer'
import { container } from '../theme/global.css'
import * as css from './layout.css'
import { MAIN_ID } from './landmarks'
import { hasScreen } from '../screens/screen-routes'
import { MemberMenu } from '../screens/login/MemberMenu'
import { MembersBanner } from '../screens/login/MembersBanner'

/**
 * The frame of every page: a skip link, a header with the seller name, the cart timer (shown while
 * a cart is held, with its extension and time-out dialogs), the main landmark and a footer
 * (storefront §2 Header, with the member menu).
 */
export function Layout({ children }: { children: ReactNode }) {
  const { sellerName } = useConfig()
  const { t } = useMessages()
  const eventsPath = buildPath('events')
  const [onEvents] = useRoute(eventsPath)
  return (
    <>
      <a className={css.skipLink} href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>
      <header className={css.header}>
        <div className={`${container} ${css.headerInner}`}>
          <Link href={buildPath('home')} className={css.brand}>
            {sellerName}
          </Link>
          <nav aria-label={sellerName} className={css.nav}>
            <Link href={eventsPath} className={css.navLink} aria-current={onEvents ? 'page' : undefined}>
              {t('catalog.title')}
            </Link>
            <MemberMenu linkClassName={css.navLink} />
          </nav>
        </div>
      </header>
      <MembersBanner />
      <main id={MAIN_ID} tabIndex={-1} className={css.main}>
        {/* storefront §4 Timer and extension: one timer for every page with a cart, and its dialogs.
            Inside the main landmark, so its live region and bar belong to one (axe: region). */}
        <CartTimer />
        {children}
      </main>
      <footer className={css.footer}>
        <div className={`${container} ${css.footerInner}`}>
          <span className={css.footerName}>{sellerName}</span>
          {hasScreen('resend') ? <Link href={buildPath('resend')}>{t('home.resendTickets')}</Link> : null}
        </div>
      </footer>
    </>
  )
}
