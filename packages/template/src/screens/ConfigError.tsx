import { createI18n } from '@foyer/react-hooks'
import { DEFAULT_THEME } from '../config-shape'
import { Button } from '../components/Button'
import * as status from '../components/status.css'
import { ThemeRoot } from '../theme/ThemeRoot'
import { container } from '../theme/global.css'
import * as css from './page.css'

/**
 * Shown instead of the storefront when `foyer.config.json` is missing or broken. The visitor sees
 * the generic message and Reload (calls §8 Generic); the list of problems, in the tenant's
 * developer's terms, names each bad key so the file can be fixed.
 */
export function ConfigError({ problems }: { problems: string[] }) {
  // No configuration means no locale or tenant messages yet: the English catalogue speaks.
  const { t } = createI18n()
  return (
    <ThemeRoot theme={DEFAULT_THEME}>
      <main className={`${container} ${css.centered}`} data-state="config_error">
        <div className={status.notice} role="alert">
          <h1 className={status.noticeText}>{t('error.generic')}</h1>
          <ul data-config-problems="">
            {problems.map((problem) => (
              <li key={problem}>
                <code>{problem}</code>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </Button>
        </div>
      </main>
    </ThemeRoot>
  )
}
