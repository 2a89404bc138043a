import { describe, expect, it } from 'vitest'
import { DEFAULT_CONFIG, loadConfig, parseConfig, withEmbedding } from './config'

describe('parseConfig', () => {
  it('fills every default around the one required key, seller', () => {
    const result = parseConfig({ seller: 'demo-museum' })
    expect(result.problems).toBeUndefined()
    expect(result.config).toMatchObject({
      seller: 'demo-museum',
      sellerName: 'demo-museum',
      apiBase: '/api/v1',
      cachedApiBase: '/cached/api/v1',
      locale: 'en-US',
      currency: 'USD',
      membershipPresell: false,
      showVenueName: false,
      admissionEventId: null,
    })
  })

  it('storefront §2: home blocks default to login, join, guest', () => {
    expect(parseConfig({ seller: 'demo-museum' }).config?.home.blocks).toEqual(['login', 'join', 'guest'])
  })

  it('storefront §2: home blocks keep the order the tenant configures', () => {
    const result = parseConfig({ seller: 'demo-museum', home: { blocks: ['guest', 'join', 'login'] } })
    expect(result.config?.home.blocks).toEqual(['guest', 'join', 'login'])
  })

  it('refuses an unknown or repeated home block', () => {
    expect(parseConfig({ seller: 's', home: { blocks: ['login', 'shop'] } }).problems).toEqual([
      expect.stringContaining('"home.blocks"'),
    ])
    expect(parseConfig({ seller: 's', home: { blocks: ['login', 'login'] } }).problems).toHaveLength(1)
  })

  it('calls §9: one cart extension by default, a tenant may allow up to 10; gift cards and the public identity are off until set', () => {
    const defaults = parseConfig({ seller: 's' }).config
    expect(defaults).toMatchObject({ cartExtensions: 1, giftCardLedgerId: null, publicIdentityId: null })
    expect(
      parseConfig({ seller: 's', cartExtensions: 10, giftCardLedgerId: 'gl', publicIdentityId: 'pi' }).config,
    ).toMatchObject({
      cartExtensions: 10,
      giftCardLedgerId: 'gl',
      publicIdentityId: 'pi',
    })
    expect(parseConfig({ seller: 's', cartExtensions: 11 }).problems).toEqual([
      expect.stringContaining('"cartExtensions"'),
    ])
    expect(parseConfig({ seller: 's', cartExtensions: 1.5 }).problems).toHaveLength(1)
  })

  it('storefront §3 analytics ecommerce events: off until a tenant names the dataLayer; a name that is not a variable is refused', () => {
    expect(parseConfig({ seller: 's' }).config?.analytics).toEqual({ dataLayer: null })
    expect(parseConfig({ seller: 's', analytics: { dataLayer: 'dataLayer' } }).config?.analytics).toEqual({
      dataLayer: 'dataLayer',
    })
    expect(parseConfig({ seller: 's', analytics: { dataLayer: 'gtm_layer2' } }).config?.analytics).toEqual({
      dataLayer: 'gtm_layer2',
    })
    expect(parseConfig({ seller: 's', analytics: { dataLayer: 'window.dataLayer' } }).problems).toEqual([
      expect.stringContaining('"analytics.dataLayer"'),
    ])
    expect(parseConfig({ seller: 's', analytics: { dataLayer: true } }).problems).toEqual([
      expect.stringContaining('"analytics.dataLayer"'),
    ])
    expect(parseConfig({ seller: 's', analytics: 'dataLayer' }).problems).toEqual([
      expect.stringContaining('"analytics"'),
    ])
  })

  it('storefront §2 Checkout donation upsell: no donation event until a tenant names one', () => {
    expect(parseConfig({ seller: 's' }).config?.donationEventId).toBeNull()
    expect(parseConfig({ seller: 's', donationEventId: 'support-the-museum' }).config?.donationEventId).toBe(
      'support-the-museum',
    )
    expect(parseConfig({ seller: 's', donationEventId: 7 }).problems).toEqual([
      expect.stringContaining('"donationEventId"'),
    ])
  })

  it('requires the seller slug', () => {
    expect(parseConfig({}).problems).toEqual([expect.stringContaining('"seller" is required')])
    expect(parseConfig({ seller: 'two words' }).problems).toEqual([expect.stringContaining('seller slug')])
  })

  it('lists every mistake at once, naming the key', () => {
    const result = parseConfig({
      seller: 'demo-museum',
      timeZone: 'Mars/Olympus',
      currency: 'dollars',
      membershipPresell: 'yes',
      loginMode: 'telepathy',
      theme: { primary: 'red', themeMode: 'dim' },
    })
    expect(result.config).toBeUndefined()
    const keys = result.problems?.map((problem) => problem.match(/^"([^"]+)"/)?.[1])
    expect(keys).toEqual(['timeZone', 'currency', 'loginMode', 'membershipPresell', 'theme.themeMode', 'theme.primary'])
  })

  it('refuses a document that is not an object', () => {
    expect(parseConfig([1, 2]).problems).toHaveLength(1)
    expect(parseConfig(null).problems).toHaveLength(1)
  })

  it('storefront §3 Theme: reads mode, colours, teaser size and secondary button style', () => {
    const theme = parseConfig({
      seller: 's',
      theme: { themeMode: 'dark', primary: '#ffcc00', secondaryButtonStyle: 'outline', teaserImageSize: 'large' },
    }).config?.theme
    expect(theme).toMatchObject({
      themeMode: 'dark',
      primary: '#ffcc00',
      secondaryButtonStyle: 'outline',
      teaserImageSize: 'large',
    })
    // Dark mode without a background gets a dark one, not the light default.
    expect(theme?.background).not.toBe(DEFAULT_CONFIG.theme.background)
  })

  it('storefront §2: content blocks carry route, roles and HTML', () => {
    const result = parseConfig({
      seller: 's',
      contentBlocks: [{ route: 'events', roles: ['anonymous'], html: '<p>Free on Fridays</p>' }],
    })
    expect(result.config?.contentBlocks).toEqual([
      { route: 'events', roles: ['anonymous'], placement: 'top', html: '<p>Free on Fridays</p>' },
    ])
    expect(parseConfig({ seller: 's', contentBlocks: [{ route: 'events', roles: [], html: 'x' }] }).problems).toEqual([
      expect.stringContaining('"contentBlocks[0].roles"'),
    ])
  })

  it('only lets a disabled home redirect inside the storefront', () => {
    expect(parseConfig({ seller: 's', home: { redirectTo: 'https://evil.example' } }).problems).toHaveLength(1)
    expect(parseConfig({ seller: 's', home: { disabled: true, redirectTo: '/events' } }).config?.home).toEqual({
      blocks: ['login', 'join', 'guest'],
      disabled: true,
      redirectTo: '/events',
    })
  })
})

describe('loadConfig', () => {
  const respond = (body: string, status = 200): typeof fetch =>
    (async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })) as typeof fetch

  it('parses the fetched file', async () => {
    const result = await loadConfig(respond(JSON.stringify({ seller: 'demo-museum', sellerName: 'Demo Museum' })))
    expect(result.config?.sellerName).toBe('Demo Museum')
  })

  it('turns a missing file, bad JSON and a network failure into problems', async () => {
    expect((await loadConfig(respond('not found', 404))).problems).toEqual([expect.stringContaining('HTTP 404')])
    expect((await loadConfig(respond('{ seller: '))).problems).toEqual([expect.stringContaining('not valid JSON')])
    const offline = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    expect((await loadConfig(offline)).problems).toEqual([expect.stringContaining('could not be fetched')])
  })
})

describe('parseConfig messages', () => {
  it('takes tenant wording by message key', () => {
    expect(parseConfig({ seller: 's', messages: { 'catalog.title': "What's on" } }).config?.messages).toEqual({
      'catalog.title': "What's on",
    })
    expect(parseConfig({ seller: 's', messages: { 'catalog.title': 3 } }).problems).toEqual([
      expect.stringContaining('"messages"'),
    ])
  })
})

describe('parseConfig: payments and checkout (storefront §5 Checkout)', () => {
  it('defaults: no sandbox payments, no terms, phone hidden, no address, no custom fields', () => {
    expect(parseConfig({ seller: 's' }).config).toMatchObject({
      sandboxPayments: null,
      checkout: { termsText: null, termsMustBeViewed: false, phone: 'hidden', address: false, customFields: [] },
    })
  })

  it('reads the custom identity fields (storefront §5 "plus configured custom fields"); a wrong one is a problem', () => {
    const fields = [
      { key: 'school', label: 'School name', required: true },
      { key: 'group_size', label: 'Group size' },
    ]
    expect(parseConfig({ seller: 's', checkout: { customFields: fields } }).config?.checkout.customFields).toEqual([
      { key: 'school', label: 'School name', required: true },
      { key: 'group_size', label: 'Group size', required: false },
    ])
    for (const wrong of [
      { key: 'school' },
      { key: 'my school', label: 'School' },
      { key: 'school', label: ' ' },
      { key: 'school', label: 'School', required: 'yes' },
      { key: 'school', label: 'School', placeholder: 'x' },
      'school',
    ])
      expect(parseConfig({ seller: 's', checkout: { customFields: [wrong] } }).problems).toEqual([
        expect.stringContaining('"checkout.customFields" must be a list of'),
      ])
    expect(parseConfig({ seller: 's', checkout: { customFields: [fields[0], fields[0]] } }).problems?.[0]).toContain(
      'each key (letters, digits, _) once',
    )
    expect(parseConfig({ seller: 's', checkout: { customFields: {} } }).problems).toHaveLength(1)
  })

  it('reads the sandbox control base and the checkout settings', () => {
    const result = parseConfig({
      seller: 's',
      sandboxPayments: { controlBase: '/_sandbox' },
      checkout: { termsText: 'All sales final.', termsMustBeViewed: true, phone: 'required', address: true },
    })
    expect(result.config?.sandboxPayments).toEqual({ controlBase: '/_sandbox' })
    expect(result.config?.checkout).toEqual({
      termsText: 'All sales final.',
      termsMustBeViewed: true,
      phone: 'required',
      address: true,
      customFields: [],
    })
  })

  it('reads the sandbox address service; without it no lookup (calls §7 address lookup, §8 "No address key rejects.")', () => {
    expect(parseConfig({ seller: 's' }).config?.sandboxAddresses).toBeNull()
    expect(
      parseConfig({ seller: 's', sandboxAddresses: { controlBase: '/_sandbox' } }).config?.sandboxAddresses,
    ).toEqual({ controlBase: '/_sandbox' })
    expect(parseConfig({ seller: 's', sandboxAddresses: { controlBase: 'x' } }).problems).toEqual([
      expect.stringContaining('"sandboxAddresses"'),
    ])
  })

  it('reads the Auth0 application of the auth0_ecomm mode (calls §6); a half-given one is a problem', () => {
    expect(parseConfig({ seller: 's' }).config?.auth0).toBeNull()
    expect(parseConfig({ seller: 's', auth0: { domain: 't.auth0.com', clientId: 'c' } }).config?.auth0).toEqual({
      domain: 't.auth0.com',
      clientId: 'c',
      audience: null,
    })
    expect(parseConfig({ seller: 's', auth0: { domain: 't.auth0.com' } }).problems).toEqual([
      expect.stringContaining('"auth0"'),
    ])
  })

  it('names the key of a wrong sandbox base or checkout setting', () => {
    const result = parseConfig({
      seller: 's',
      sandboxPayments: { controlBase: 'sandbox' },
      checkout: { phone: 'maybe', termsMustBeViewed: 'yes' },
    })
    expect(result.problems?.map((problem) => problem.match(/^"([^"]+)"/)?.[1])).toEqual([
      'sandboxPayments',
      'checkout.termsMustBeViewed',
      'checkout.phone',
    ])
  })
})

describe('staff (injected) checkout (storefront §6; calls §3, §9)', () => {
  it('is off by default, and e-mails the purchaser when on', () => {
    expect(parseConfig({ seller: 's' }).config?.staff).toEqual({ enabled: false, suppressEmailNotification: false })
    expect(parseConfig({ seller: 's', staff: { enabled: true } }).config?.staff).toEqual({
      enabled: true,
      suppressEmailNotification: false,
    })
  })

  it('names the key of a wrong staff setting', () => {
    expect(parseConfig({ seller: 's', staff: true }).problems).toEqual([
      expect.stringMatching(/^"staff" must be an object/),
    ])
    expect(parseConfig({ seller: 's', staff: { enabled: 'yes', suppressEmailNotification: 1 } }).problems).toEqual([
      '"staff.enabled" must be true or false; it is "yes".',
      '"staff.suppressEmailNotification" must be true or false; it is 1.',
    ])
    expect(parseConfig({ seller: 's', staff: { enabld: true } }).config && true).toBe(true)
    expect((parseConfig({ seller: 's', staff: { enabld: true } }).warnings ?? [])[0]).toContain(
      'did you mean "staff.enabled"?',
    )
  })

  it('the host page’s window.foyer.staff overrides the file, setting by setting; a wrong one is a problem', () => {
    const config = parseConfig({ seller: 's', staff: { enabled: true } }).config!
    expect(withEmbedding(config, undefined).config?.staff).toEqual(config.staff)
    expect(withEmbedding(config, { staff: { suppressEmailNotification: true } }).config?.staff).toEqual({
      enabled: true,
      suppressEmailNotification: true,
    })
    expect(withEmbedding(config, { staff: { enabled: 'on' } }).problems).toEqual([
      '"window.foyer.staff.enabled" must be true or false; it is "on".',
    ])
    expect(withEmbedding(config, 'staff').problems).toEqual(['"window.foyer" must be an object; it is "staff".'])
    expect(withEmbedding(config, { stuff: 1 }).warnings).toEqual([
      '"window.foyer.stuff" is not an embedding setting and is ignored.',
    ])
  })

  it('DEFAULT_CONFIG has staff off', () => {
    expect(DEFAULT_CONFIG.staff.enabled).toBe(false)
  })
})
