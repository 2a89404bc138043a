import { describe, expect, it } from 'vitest'
import { configuredServices, contentSecurityPolicy, cspNonce, withNonce } from './security-headers.js'

const none = { stripe: false, hcaptcha: false }
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)

describe('the storefront pages’ Content-Security-Policy (issue 10.4)', () => {
  it('is strict without outside services: own origin only, the nonce for styles, nobody frames it', () => {
    const policy = contentSecurityPolicy('abc', none)
    expect(directive(policy, 'script-src')).toBe("'self'")
    expect(directive(policy, 'style-src')).toBe("'self' 'nonce-abc'")
    expect(directive(policy, 'connect-src')).toBe("'self'")
    expect(directive(policy, 'frame-src')).toBe("'none'")
    expect(directive(policy, 'frame-ancestors')).toBe("'none'")
    expect(directive(policy, 'object-src')).toBe("'none'")
    expect(policy).not.toContain('unsafe')
  })
  it('adds Stripe’s and hCaptcha’s hosts only where their keys are configured', () => {
    const stripe = contentSecurityPolicy(null, configuredServices('{"keys":{"stripe":"pk_test_1","hcaptcha":null}}'))
    expect(directive(stripe, 'script-src')).toBe("'self' https://js.stripe.com")
    expect(directive(stripe, 'frame-src')).toBe('https://js.stripe.com https://hooks.stripe.com')
    expect(stripe).not.toContain('hcaptcha')
    const captcha = contentSecurityPolicy(null, configuredServices('{"keys":{"hcaptcha":"10000000-ffff"}}'))
    expect(directive(captcha, 'script-src')).toBe("'self' https://hcaptcha.com https://*.hcaptcha.com")
    expect(captcha).not.toContain('stripe')
    expect(configuredServices('not json')).toEqual(none)
    expect(configuredServices(null)).toEqual(none)
  })
  it('a fresh nonce per page, put first in <head> where the storefront reads it', () => {
    expect(cspNonce()).not.toBe(cspNonce())
    expect(withNonce('<html><head lang="en"><title>x</title></head></html>', 'n1')).toBe(
      '<html><head lang="en">\n    <meta name="csp-nonce" content="n1" /><title>x</title></head></html>',
    )
  })
})
