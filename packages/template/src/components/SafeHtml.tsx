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

/**
 * DOMPurify's HTML profile, without `<style>` and `<form>`, keeping `target` on links (tenants
 * open directions or partner pages in a new tab). No `style` attribute: tenant text cannot paint
 * over the page (`position: fixed` over a fake payment form), and the storefront's strict CSP
 * would refuse inline styles anyway. `id` and `name` are prefixed (`user-content-`), so tenant
 * HTML cannot clobber `window.x` or `document.x`.
 */
export function sanitize(html: string): string {
  return DOMPurify.sanitize(html.replace(INLINE_ATTRIBUTE, '$1x-$2$3'), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
    SANITIZE_NAMED_PROPS: true,
    ADD_ATTR: ['target'],
  })
}

/**
 * An inline event handler or style attribute (`onerror=`, `style=`). Chromium reports a CSP
 * violation for one even while DOMPurify parses the HTML in an inert document, where it could
 * never apply; renamed first (`x-onerror`, `x-style`, which DOMPurify then drops), tenant HTML
 * makes a page under the strict CSP report nothing.
 */
const INLINE_ATTRIBUTE = /([\s/"'])(on[a-z]+|style)(\s*=)/gi

// A link may open in a new tab, but it must not hand the storefront's window to the other site;
// any other target (a named frame) is dropped.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  const target = node.getAttribute('target')
  if (target === null) return
  if (node.tagName === 'A' && target === '_blank') node.setAttribute('rel', 'noopener noreferrer')
  else node.removeAttribute('target')
})
