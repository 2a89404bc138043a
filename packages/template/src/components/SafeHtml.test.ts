/**
 * Tenant HTML (storefront §3 event descriptions, content blocks) as the storefront renders it:
 * nothing runs, nothing paints outside its box, nothing clobbers the page's globals (issue 10.6).
 */
import { describe, expect, it } from 'vitest'
import { sanitize } from './SafeHtml'

const parse = (html: string) => {
  const box = document.createElement('div')
  box.innerHTML = sanitize(html)
  return box
}

describe('sanitize', () => {
  it('keeps the text and the formatting of a description', () => {
    expect(sanitize('<p>Open <strong>daily</strong>, <a href="/events">see all</a></p>')).toBe(
      '<p>Open <strong>daily</strong>, <a href="/events">see all</a></p>',
    )
  })
  it('drops scripts, handlers and javascript: links', () => {
    const box = parse('<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>')
    expect(box.innerHTML).not.toMatch(/onerror|<script|javascript:/)
  })
  it('drops every style attribute: a description cannot cover the page (position:fixed; inset:0)', () => {
    const box = parse('<div style="position:fixed;inset:0;z-index:9999;background:white">Pay here</div>')
    expect(box.querySelector('[style]')).toBeNull()
    expect(box.textContent).toBe('Pay here')
  })
  it('prefixes id and name, so <img name=x> cannot clobber window.x or document.x', () => {
    const box = parse('<img name="cookie" src="/a.png"><p id="location">x</p><form name="forms"></form>')
    expect(box.querySelector('img')?.getAttribute('name')).toBe('user-content-cookie')
    expect(box.querySelector('p')?.id).toBe('user-content-location')
  })
  it('a link may open a new tab, without handing over the storefront window', () => {
    const box = parse('<a href="https://example.org" target="_blank">Map</a><a href="/x" target="frame">x</a>')
    const [blank, framed] = box.querySelectorAll('a')
    expect(blank?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(framed?.hasAttribute('target')).toBe(false)
  })
})

describe('sanitize under a strict CSP', () => {
  it('renames inline handlers and styles before parsing (Chromium reports them even in an inert document), then drops them', () => {
    expect(sanitize('<img src=x onerror="alert(1)"><svg/onload=alert(2)><p style="color:red">on=off</p>')).toBe(
      '<img src="x"><p>on=off</p>',
    )
  })
})
