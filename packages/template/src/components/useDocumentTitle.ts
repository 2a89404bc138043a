import { useEffect } from 'react'
import { useConfig } from '../ConfigContext'

/** Sets the tab title to `page · seller` (WCAG 2.4.2: each page has a title that says what it is). */
export function useDocumentTitle(page: string | null | undefined) {
  const { sellerName } = useConfig()
  useEffect(() => {
    document.title = page ? `${page} · ${sellerName}` : sellerName
  }, [page, sellerName])
}
