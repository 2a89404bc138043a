import { useMessages } from '@foyer/react-hooks'
import { TEASER_IMAGE_SIZE, type EventCard } from '@foyer/sdk/catalog'
import { useId } from 'react'
import { Link } from 'wouter'
import { ButtonLink } from '../components/Button'
import { eyebrow } from '../theme/global.css'
import * as css from './events.css'

/**
 * storefront §2 "Event listing card: image, title link, subtitle, summary, venue name if enabled,
 * button." The image carries its size, so the grid does not jump while it loads. The first card's
 * is the largest thing on a phone's first screen (the page's Largest Contentful Paint): it loads at
 * once with high priority; the others load as they near the screen.
 */
export function EventCardView({
  event,
  showVenueName,
  first = false,
}: {
  event: EventCard
  showVenueName: boolean
  /** The first card of the list: its image is fetched first (issue 16, LCP). */
  first?: boolean
}) {
  const { t } = useMessages()
  const titleId = useId()
  return (
    <article className={css.card} aria-labelledby={titleId} data-event-id={event.id}>
      {event.image && (
        <img
          className={css.cardImage}
          src={event.image.url}
          alt={event.image.alt}
          width={TEASER_IMAGE_SIZE.width}
          height={TEASER_IMAGE_SIZE.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
        />
      )}
      <div className={css.cardBody}>
        {event.category && <p className={eyebrow}>{event.category}</p>}
        <h2 id={titleId} className={css.cardTitle}>
          <Link href={event.href} className={css.cardTitleLink}>
            {event.name}
          </Link>
        </h2>
        {event.subtitle && <p className={css.subtitle}>{event.subtitle}</p>}
        {event.summary && <p className={css.summary}>{event.summary}</p>}
        {showVenueName && event.venueName && <p className={css.venue}>{event.venueName}</p>}
        <div className={css.cardAction}>
          <ButtonLink href={event.href} variant="secondary" aria-describedby={titleId}>
            {t('catalog.viewEvent')}
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}
