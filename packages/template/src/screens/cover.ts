import { hidesEventDetails, type EventDetails } from '@foyer/sdk/catalog'

/**
 * The event page's cover, or null: shown with the event's details, the page's width, so a phone
 * fetches the half-width file (`sizes`). The page draws it (EventPage) and start-up preloads the
 * same file (preload.ts), so both read it here. No React: it runs in the shell's first script.
 */
export function coverPicture(
  event: EventDetails,
): { src: string; srcSet: string | undefined; sizes: string; alt: string } | null {
  const image = event.coverImage
  return image && !hidesEventDetails(event)
    ? { src: image.url, srcSet: image.srcSet, sizes: '100vw', alt: image.alt }
    : null
}
