import { ORDER_QR_MARGIN } from '@foyer/sdk/orders'
import { useEffect, useState } from 'react'
import * as css from './my.css'

/**
 * A ticket's scan code as a QR code, drawn in the browser by `qrcode-generator` (a maintained
 * library, loaded only by the screens that show tickets).
 */
export function TicketQrCode({ code, alt }: { code: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M')
      qr.addData(code)
      qr.make()
      // The quiet zone of a ticket's code: an order's (calls §9 QR margin: 4).
      if (live) setSrc(qr.createDataURL(6, ORDER_QR_MARGIN))
    })
    return () => {
      live = false
    }
  }, [code])
  return src ? (
    <img className={css.qr} src={src} alt={alt} width={192} height={192} />
  ) : (
    <span className={css.qr} role="img" aria-label={alt} aria-busy="true" />
  )
}
