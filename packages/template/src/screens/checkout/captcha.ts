/**
 * The captcha of checkout (storefront §5 Checkout: "A captcha token is required if a captcha key
 * is configured and the user is not logged in. Closing or expiring the challenge aborts quietly.").
 *
 * The sdk asks a `CaptchaProvider` for a token when a guest pays. The storefront is created before
 * any page renders, but hCaptcha is a widget that lives in the page: this bridge is the provider the
 * storefront is given (tiny, no hCaptcha code), and the checkout page's `HCaptchaWidget` (its own
 * chunk, with @hcaptcha/react-hcaptcha) attaches the widget's challenge to it while it is mounted.
 */
import type { CaptchaProvider } from '@foyer/sdk/checkout'

type CaptchaAnswer = Awaited<ReturnType<CaptchaProvider['execute']>>

export interface CaptchaBridge extends CaptchaProvider {
  /** The mounted widget's challenge, or null when it unmounts. */
  attach(challenge: (() => Promise<CaptchaAnswer>) | null): void
}

/** Whether a storefront's captcha provider is the template's bridge. */
export function isCaptchaBridge(provider: CaptchaProvider | null | undefined): provider is CaptchaBridge {
  return !!provider && typeof (provider as Partial<CaptchaBridge>).attach === 'function'
}

/**
 * Creates the bridge. `execute()` runs the attached widget's challenge; with no widget mounted it
 * rejects (the sdk then says 'Sorry, something unexpected happened. Please try again later.').
 */
export function createCaptchaBridge(): CaptchaBridge {
  let challenge: (() => Promise<CaptchaAnswer>) | null = null
  return {
    attach(next) {
      challenge = next
    },
    execute() {
      if (!challenge)
        return Promise.reject(new Error('The captcha widget is not on the page: render <HCaptchaWidget> on checkout.'))
      return challenge()
    },
  }
}
