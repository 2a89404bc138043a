import HCaptcha from '@hcaptcha/react-hcaptcha'
import { useEffect, useRef } from 'react'
import type { CaptchaBridge } from './captcha'

/** hCaptcha's error codes for a challenge the visitor closed or let expire (docs.hcaptcha.com configuration, error codes). */
const QUIET_ERRORS = new Set(['challenge-closed', 'challenge-expired'])

/**
 * The invisible hCaptcha widget of checkout, attached to the storefront's captcha bridge while it is
 * mounted. Paying runs the challenge (`execute({ async: true })`); closing or expiring it aborts
 * quietly (storefront §5); the widget is reset after each challenge, since a token is good once.
 */
export default function HCaptchaWidget({
  sitekey,
  bridge,
  languageOverride,
}: {
  sitekey: string
  bridge: CaptchaBridge
  languageOverride?: string
}) {
  const ref = useRef<HCaptcha>(null)
  useEffect(() => {
    bridge.attach(async () => {
      const widget = ref.current
      if (!widget) throw new Error('The hCaptcha widget is not mounted.')
      try {
        const { response } = await widget.execute({ async: true })
        return { token: response }
      } catch (cause) {
        const code = cause instanceof Error ? cause.message : String(cause)
        if (QUIET_ERRORS.has(code)) return { closed: true }
        throw cause instanceof Error ? cause : new Error(code)
      } finally {
        widget.resetCaptcha()
      }
    })
    return () => bridge.attach(null)
  }, [bridge])
  return <HCaptcha ref={ref} sitekey={sitekey} size="invisible" {...(languageOverride ? { languageOverride } : {})} />
}
