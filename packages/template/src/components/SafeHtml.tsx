import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * Tenant HTML (event descriptions, custom content blocks) rendered after DOMPurify has removed
 * scripts, event handlers and anything else that could run code in the visitor's page.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}

export function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] })
}

// Links a tenant opens in a new tab must not hand the storefront's window to the other site.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
})
