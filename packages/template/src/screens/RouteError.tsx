import { useMessages } from '@foyer/react-hooks'
import { buildPath } from '@foyer/sdk/routing'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { withDeployBase } from '../base'
import { button } from '../components/button.css'
import { useDocumentTitle } from '../components/useDocumentTitle'
import { container } from '../theme/global.css'
import * as css from './page.css'

/**
 * The error page (calls §8 Other: "unexpected errors show message plus Continue link to seller
 * home"): the catalogue's generic message and a Continue link to the storefront's home. The link
 * loads the page afresh, so a storefront deployed since the visitor came loads its new chunks.
 */
export function RouteErrorPage() {
  const { t } = useMessages()
  useDocumentTitle(t('error.generic'))
  return (
    <div className={`${container} ${css.centered}`} data-state="error">
      <h1 className={css.pageTitle}>{t('error.generic')}</h1>
      <a className={button.primary} href={withDeployBase(buildPath('home'))}>
        {t('error.continue')}
      </a>
    </div>
  )
}

interface BoundaryProps {
  /** The route shown: the page shows the screen again when it changes. */
  resetKey: string
  children: ReactNode
}

/**
 * Catches what a route's screen throws while rendering, a chunk that failed to load twice
 * included (`lazyRoute`), and shows `RouteErrorPage` until the visitor goes to another route.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The page failed to render', error, info.componentStack)
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children
  }
}
