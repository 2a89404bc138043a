import { lazy, Suspense } from 'react'

// DOMPurify (about 20 kB gzip) loads only when a page has tenant HTML to show: a description
// opened, or a custom content block configured for the route.
const SafeHtml = lazy(() => import('./SafeHtml').then((module) => ({ default: module.SafeHtml })))

/** `SafeHtml`, loaded on first use. Nothing shows until the sanitiser is there: unsanitised HTML never renders. */
export function LazySafeHtml(props: { html: string; className?: string }) {
  return (
    <Suspense fallback={null}>
      <SafeHtml {...props} />
    </Suspense>
  )
}
