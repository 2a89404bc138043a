import { useMessages, type MessageKey } from '@foyer/react-hooks'
import { buildPath } from '@foyer/sdk/routing'
import { Link } from 'wouter'
import type { HomeBlock } from '../config'
import { useConfig } from '../ConfigContext'
import { useDocumentTitle } from '../components/useDocumentTitle'
import { container } from '../theme/global.css'
import * as page from './page.css'
import * as css from './home.css'
import { hasScreen } from './screen-routes'

/**
 * Where each home block leads. Log in raises the sdk's `login` flag (storefront §2 guards: "The
 * flags login, requirelogin and auth_callback trigger login or the login modal"); join goes to
 * /membership, which the membership guard sends to the membership event or the external page;
 * the guest goes browsing.
 */
const BLOCKS: Record<HomeBlock, { title: MessageKey; body: MessageKey; href: () => string }> = {
  login: { title: 'home.loginTitle', body: 'home.loginBody', href: () => buildPath('home', {}, { login: true }) },
  join: { title: 'home.joinTitle', body: 'home.joinBody', href: () => buildPath('membership', {}) },
  guest: { title: 'home.guestTitle', body: 'home.guestBody', href: () => buildPath('events') },
}

/**
 * Home (storefront §2 /): the three blocks in the configured order (default login, join, guest)
 * and a link to resend tickets. The sdk's home guard has already redirected unless membership
 * presell is on.
 */
export function Home() {
  const config = useConfig()
  const { t } = useMessages()
  useDocumentTitle(null)
  return (
    <>
      <div className={container} data-state="ready">
        <div className={css.hero}>
          <h1 className={page.pageTitle}>{config.sellerName}</h1>
        </div>
        <ul className={css.blocks} role="list">
          {config.home.blocks.map((name) => {
            const block = BLOCKS[name]
            return (
              <li key={name} className={css.block} data-home-block={name}>
                <h2 className={css.blockTitle}>
                  <Link href={block.href()} className={css.blockLink}>
                    {t(block.title)}
                  </Link>
                </h2>
                <p className={css.blockBody}>{t(block.body)}</p>
                <span className={css.arrow} aria-hidden="true">
                  →
                </span>
              </li>
            )
          })}
        </ul>
        {hasScreen('resend') ? (
          <p className={css.resend}>
            <Link href={buildPath('resend')}>{t('home.resendTickets')}</Link>
          </p>
        ) : null}
      </div>
    </>
  )
}
