/**
 * The wallet passes of a ticket (calls §7: "links to gwpass and pkpass under the ticket path",
 * offered after `GET ticket/{id}/walletprecheck`): `GET ticket/{id}/pkpass` answers an Apple
 * Wallet pass file, `GET ticket/{id}/gwpass` sends the browser to Google Wallet's save page,
 * which the sandbox serves in Google's place at `/_sandbox/wallet/google?ticket=…`.
 *
 * Both follow the precheck (my-orders.ts walletTicket): the logged-in member's own ticket only
 * (401 without a login, 404 `Resource ticket not found.` for anyone else's ticket), and 409
 * `ticket_state_incorrect` (a calls §8 code) for a ticket the precheck offers no pass for:
 * redeemed, its visit over, its membership lapsed.
 */
import type { Context, Hono } from 'hono'
import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import { sessionIdOf } from './account-routes.js'
import { ContractError } from './errors.js'
import { walletTicket, type MyRequest } from './my-orders.js'
import { qrSvg } from './orders.js'
import { eventById, eventVenue, type SandboxState } from './state.js'
import { zip } from './zip.js'

/** The sandbox's pass type: an identifier of Apple's form that no Apple issuer signs. */
export const PASS_TYPE_IDENTIFIER = 'pass.example.foyer-sandbox'
/** A made-up Apple team id (ten characters, as Apple's are). */
export const PASS_TEAM_IDENTIFIER = 'FOYERSANDB'

/** What a pass shows, read from the member's ticket. */
export interface WalletPass {
  ticketId: string
  seller: string
  eventName: string
  venueName: string
  ticketType: string
  admitName: string
  scanCode: string
  orderNumber: string
  /** The visit's start, ISO 8601 with the venue's offset; null for an undated product. */
  start: string | null
  /** An undated product's (a membership's) last valid moment, ISO 8601 with the offset, else null. */
  validTo: string | null
  /** The date and time as people read them, in the venue's time zone. */
  when: string
}

function readable(iso: string, timeZone: string, withTime: boolean): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    dateStyle: 'full',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(new Date(iso))
}

/** The pass of the member's ticket, after the precheck's rule (see the file comment). */
export function walletPass(req: MyRequest, ticketId: string): WalletPass {
  const { state } = req
  const { ticket, order, session, row, offered } = walletTicket(req, ticketId)
  if (!offered)
    throw new ContractError(
      409,
      'ticket_state_incorrect',
      'This ticket has no wallet pass: it has been used, or its visit or membership is over.',
    )
  const event = eventById(state, ticket.event_template_id)
  const venue = eventVenue(state, event)
  const purchaser = state.identities.get(order.identity_id)
  const start = session?.start_datetime ?? null
  const validTo = start === null ? row.valid_to : null
  return {
    ticketId: ticket.id,
    seller: state.seed.seller.title,
    eventName: event.template.name,
    venueName: venue.name,
    ticketType: event.ticket_types.find((t) => t.id === ticket.ticket_type_id)?.name ?? ticket.ticket_type_id,
    admitName: ticket.admit_name ?? (purchaser ? `${purchaser.first_name} ${purchaser.last_name}` : ''),
    // Booked tickets always carry one (payments.ts scanCode); the id is a last resort.
    scanCode: ticket.scan_code ?? ticket.id,
    orderNumber: order.order_number,
    start,
    validTo,
    when:
      start !== null
        ? readable(start, venue.timezone, true)
        : validTo !== null
          ? `Valid until ${readable(validTo, venue.timezone, false)}`
          : 'Any day',
  }
}

/** A solid-colour RGB PNG (the pass's required icon). */
function solidPng(size: number, rgb: readonly [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'latin1')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
    return Buffer.concat([head, data, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, RGB, deflate, no filter method, no interlace
  const line = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3] ?? 0)])
  const pixels = Buffer.concat(Array.from({ length: size }, () => line))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** pass.json of a ticket (Apple's PassKit Package Format Reference, an event ticket). */
export function passJson(pass: WalletPass): Record<string, unknown> {
  const barcode = {
    message: pass.scanCode,
    format: 'PKBarcodeFormatQR',
    messageEncoding: 'iso-8859-1',
    altText: pass.scanCode,
  }
  // ignoresTimeZone: the date and time show as the venue's clocks read them, wherever the device is.
  const date =
    pass.start !== null
      ? {
          key: 'date',
          label: 'Date',
          value: pass.start,
          dateStyle: 'PKDateStyleMedium',
          timeStyle: 'PKDateStyleShort',
          ignoresTimeZone: true,
        }
      : { key: 'date', label: 'Valid', value: pass.when }
  return {
    formatVersion: 1,
    passTypeIdentifier: PASS_TYPE_IDENTIFIER,
    teamIdentifier: PASS_TEAM_IDENTIFIER,
    serialNumber: pass.ticketId,
    organizationName: pass.seller,
    description: `${pass.eventName} ticket from ${pass.seller}`,
    logoText: pass.seller,
    ...(pass.start !== null ? { relevantDate: pass.start } : {}),
    ...(pass.validTo !== null ? { expirationDate: pass.validTo } : {}),
    eventTicket: {
      primaryFields: [{ key: 'event', label: 'Event', value: pass.eventName }],
      secondaryFields: [date, { key: 'admit', label: 'Admit', value: pass.admitName }],
      auxiliaryFields: [
        { key: 'ticket', label: 'Ticket', value: pass.ticketType },
        { key: 'venue', label: 'Venue', value: pass.venueName },
      ],
      backFields: [
        { key: 'order', label: 'Order', value: pass.orderNumber },
        { key: 'scan_code', label: 'Scan code', value: pass.scanCode },
        { key: 'when', label: 'When', value: pass.when },
      ],
    },
    barcode,
    barcodes: [barcode],
  }
}

/**
 * The Apple Wallet pass file of a ticket: a ZIP of `pass.json`, `icon.png` and `manifest.json`
 * (the SHA-1 of every other file, hex, as Apple requires).
 *
 * It is UNSIGNED: no `signature` file. Apple wants a PKCS #7 detached signature of
 * manifest.json made with a Pass Type ID certificate Apple issued; the sandbox is no Apple issuer
 * and holds no such certificate, so a device or Wallet refuses this file. It has the real
 * layout so a test (or a developer with unzip) can read every field.
 */
export function pkpass(pass: WalletPass, modified?: Date): Buffer {
  const files: [string, Buffer][] = [
    ['pass.json', Buffer.from(JSON.stringify(passJson(pass), null, 2))],
    ['icon.png', solidPng(29, [0x1d, 0x3a, 0x5f])],
  ]
  const manifest = Object.fromEntries(
    files.map(([name, data]) => [name, createHash('sha1').update(data).digest('hex')]),
  )
  return zip(
    [...files, ['manifest.json', Buffer.from(JSON.stringify(manifest, null, 2))] as const].map(([name, data]) => ({
      name,
      data,
    })),
    modified,
  )
}

/** Where "Back to the storefront" goes: a path of this site only (never `//host`), else `/`. */
export function backPath(raw: string | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/'
  return raw
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The page the sandbox serves in Google Wallet's place: the pass, no script, no style. */
export function googleWalletPage(pass: WalletPass, back: string): string {
  const qr = Buffer.from(qrSvg(pass.scanCode, undefined, 4)).toString('base64')
  const row = (label: string, value: string) => `<dt>${label}</dt><dd>${escape(value)}</dd>`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Save to Google Wallet (sandbox)</title></head>
<body><main><h1>Save to Google Wallet (sandbox)</h1>
<p>The Foyer sandbox shows this page in Google Wallet's place: nothing is saved to a Google account.</p>
<section aria-labelledby="pass-title"><h2 id="pass-title">${escape(pass.eventName)}</h2>
<dl>${row('Event', pass.eventName)}${row('Date and time', pass.when)}${row('Admit', pass.admitName)}${row('Ticket', pass.ticketType)}${row('Venue', pass.venueName)}${row('Scan code', pass.scanCode)}${row('Issued by', pass.seller)}</dl>
<p><img src="data:image/svg+xml;base64,${qr}" width="160" height="160" alt="QR code of scan code ${escape(pass.scanCode)}"></p></section>
<p><a href="${escape(back)}">Back to the storefront</a></p></main></body></html>`
}

/** The Google Wallet page as a control route (registered beside the other `/_sandbox` pages). */
export function walletControlRoutes<E extends object>(
  app: Hono<E>,
  controlBase: string,
  deps: { state(): SandboxState; now(): number },
): void {
  app.get(`${controlBase}/wallet/google`, (c) => {
    const req: MyRequest = {
      state: deps.state(),
      now: deps.now(),
      sessionId: sessionIdOf(c as never),
      query: c.req.query(),
    }
    const pass = walletPass(req, c.req.query('ticket') ?? '')
    return c.html(googleWalletPage(pass, backPath(c.req.query('back'))), 200, {
      'Cache-Control': 'private, no-store',
    })
  })
}

/** `GET ticket/{id}/pkpass` and `GET ticket/{id}/gwpass` under an API base (my-routes.ts). */
export function walletApiRoutes<E extends object>(app: Hono<E>, base: string, my: (c: Context<E>) => MyRequest): void {
  app.get(`${base}/ticket/:ticketId/pkpass`, (c) => {
    const req = my(c)
    const pass = walletPass(req, c.req.param('ticketId'))
    const file = pkpass(pass, new Date(req.now))
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': 'application/vnd.apple.pkpass',
      'Content-Disposition': `attachment; filename="${pass.ticketId.replace(/[^\w.-]/g, '_')}.pkpass"`,
      // The member's own credential: kept by no shared cache.
      'Cache-Control': 'private, no-store',
    })
  })
  app.get(`${base}/ticket/:ticketId/gwpass`, (c) => {
    const pass = walletPass(my(c), c.req.param('ticketId'))
    const target = new URLSearchParams({ ticket: pass.ticketId })
    // Back to the page the member came from, when it is of this site (Referrer-Policy
    // strict-origin-when-cross-origin sends the whole URL to the same origin only).
    const referer = c.req.header('Referer')
    if (referer) {
      const from = URL.canParse(referer) ? new URL(referer) : null
      if (from && from.origin === new URL(c.req.url).origin) target.set('back', `${from.pathname}${from.search}`)
    }
    c.header('Cache-Control', 'private, no-store')
    return c.redirect(`/_sandbox/wallet/google?${target}`, 302)
  })
}
