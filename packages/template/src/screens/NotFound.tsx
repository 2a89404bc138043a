import { useMessages } from '@foyer/react-hooks'
import { buildPath } from '@foyer/sdk/routing'
import { ButtonLink } from '../components/Button'
import { useDocumentTitle } from '../components/useDocumentTitle'
import { container } from '../theme/global.css'
import * as css from './page.css'

/**
 * The 404 page: the catch-all of storefront §2, and error/404 when an event is not found
 * (`message` then says what was not found, e.g. 'We could not find that event.').
 */
export function NotFound({ message }: { message?: string }) {
  const { t } = useMessages()
  useDocumentTitle(t('notFound.title'))
  return (
    <div className={`${container} ${css.centered}`} data-state="not_found">
      <p className={css.bigNumber} aria-hidden="true">
        404
      </p>
      <h1 className={css.pageTitle}>{t('notFound.title')}</h1>
      <p className={css.lead}>{message ?? t('notFound.body')}</p>
      <ButtonLink href={buildPath('home')}>{t('notFound.home')}</ButtonLink>
    </div>
  )
}
