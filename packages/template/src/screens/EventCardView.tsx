import { useMessages } from '@foyer/react-hooks'
import { TEASER_IMAGE_SIZE, type EventCard } from '@foyer/sdk/catalog'
import { useId } from 'react'
import { Link } from 'wouter'
import { ButtonLink } from '../components/Button'
import { eyebrow } from '../theme/global.css'
import * as css from './events.css'

/**
 * storefront §2 "Event listing card: image, title link, subtitle, summary, venue name if enabled,
 * button." The image is lazy and carries its size, so the grid does not jump while it loads.
 */
export function EventCardView({ event, showVenueName }: { event: EventCard; showVenueName: boolean }) {
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
          loading="lazy"
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
