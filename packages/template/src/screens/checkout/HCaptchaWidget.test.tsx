/**
 * storefront §5 Checkout: "A captcha token is required if a captcha key is configured and the user
 * is not logged in. Closing or expiring the challenge aborts quietly." The widget is tested against
 * a fake of @hcaptcha/react-hcaptcha's component (no network: TOOLCHAIN.md).
 */
import { cleanup, render } from '@testing-library/react'
import { Component } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCaptchaBridge, isCaptchaBridge } from './captcha'
import HCaptchaWidget from './HCaptchaWidget'

const fake = vi.hoisted(() => ({
  execute: vi.fn<(options: { async: true }) => Promise<{ response: string; key: string }>>(),
  reset: vi.fn(),
  props: [] as Record<string, unknown>[],
}))

vi.mock('@hcaptcha/react-hcaptcha', () => ({
  default: class FakeHCaptcha extends Component<Record<string, unknown>> {
    execute(options: { async: true }) {
      return fake.execute(options)
    }
    resetCaptcha() {
      fake.reset()
    }
    override render() {
      fake.props.push(this.props)
      return null
    }
  },
}))

afterEach(() => {
  cleanup()
  fake.execute.mockReset()
  fake.reset.mockReset()
  fake.props.length = 0
})

describe('HCaptchaWidget over the captcha bridge', () => {
  it('renders hCaptcha invisible with the site key; a passed challenge gives its token, then the widget is reset', async () => {
    const bridge = createCaptchaBridge()
    render(<HCaptchaWidget sitekey="site-key" bridge={bridge} />)
    expect(fake.props.at(-1)).toMatchObject({ sitekey: 'site-key', size: 'invisible' })
    fake.execute.mockResolvedValueOnce({ response: 'token-1', key: 'ekey' })
    expect(await bridge.execute()).toEqual({ token: 'token-1' })
    expect(fake.execute).toHaveBeenCalledWith({ async: true })
    expect(fake.reset).toHaveBeenCalledTimes(1)
  })

  it('closing or expiring the challenge aborts quietly ({ closed: true })', async () => {
    const bridge = createCaptchaBridge()
    render(<HCaptchaWidget sitekey="site-key" bridge={bridge} />)
    fake.execute.mockRejectedValueOnce('challenge-closed')
    expect(await bridge.execute()).toEqual({ closed: true })
    fake.execute.mockRejectedValueOnce(new Error('challenge-expired'))
    expect(await bridge.execute()).toEqual({ closed: true })
    expect(fake.reset).toHaveBeenCalledTimes(2)
  })

  it('another failure rejects, so checkout says something went wrong instead of doing nothing', async () => {
    const bridge = createCaptchaBridge()
    render(<HCaptchaWidget sitekey="site-key" bridge={bridge} />)
    fake.execute.mockRejectedValueOnce('network-error')
    await expect(bridge.execute()).rejects.toThrow('network-error')
  })

  it('without the widget on the page the bridge rejects; it detaches on unmount', async () => {
    const bridge = createCaptchaBridge()
    expect(isCaptchaBridge(bridge)).toBe(true)
    expect(isCaptchaBridge({ execute: async () => ({ closed: true as const }) })).toBe(false)
    await expect(bridge.execute()).rejects.toThrow(/not on the page/)
    const { unmount } = render(<HCaptchaWidget sitekey="site-key" bridge={bridge} />)
    unmount()
    await expect(bridge.execute()).rejects.toThrow(/not on the page/)
    expect(fake.execute).not.toHaveBeenCalled()
  })
})
