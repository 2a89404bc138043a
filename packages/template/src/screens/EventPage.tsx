import { useAuth, useEvent, useMessages } from '@foyer/react-hooks'
import { useEffect, useRef } from 'react'
import { lazyRoute } from './lazyRoute'
import { buildPath } from '@foyer/sdk/routing'
import { canView, hasTicketGroups, hidesEventDetails, isMembersOnly, type EventDetails } from '@foyer/sdk/catalog'
import { isMembershipEvent } from '@foyer/sdk/membership'
import { Button, ButtonLink } from '../components/Button'
import { prose } from '../components/content.css'
import { LazySafeHtml } from '../components/LazySafeHtml'
import { ErrorNotice, Loading, Warning } from '../components/Status'
import { useDocumentTitle } from '../components/useDocumentTitle'
import { useConfig } from '../ConfigContext'
import { useModalStack } from '../modals'
import { container, eyebrow } from '../theme/global.css'
import { LazyCartFooter, LazyCartWidget } from '../components/cart/LazyCart'
import { AddOnBanner } from './reserve/AddOnBanner'
import { coverPicture } from './cover'
import { useOpenLoginOrGuest } from './login/login'
import * as css from './event.css'
import { hasScreen } from './screen-routes'
import { useViewer } from '../components/useViewer'

// The membership form loads only on a membership event (issue 16: each page loads what it shows),
// once the page has painted its cover and title, as the reserve panel does.
const MembershipForm = lazyRoute(() => import('./membership/MembershipForm'), { afterPaint: true })
// The 404 page's own chunk: an event page that exists (nearly every visit) does not load it.
const NotFound = lazyRoute(() => import('../routes/not-found'))
// The reserve panel (calendar, sessions, tickets: ~30 kB with its rules) loads once the page has
// painted its cover and title, its largest paint, so they do not wait on it (issue 16).
const ReservePanel = lazyRoute(
  () => import('./reserve/ReservePanel').then((module) => ({ default: module.ReservePanel })),
  { afterPaint: true },
)

/**
 * The event page (storefront §2 /events/{id} and /events/{id}/{action}): header and details, the
 * description modal, the members-only gate, the no-ticket-groups warning, the reserve page
 * (`ReservePanel`) with the add-on banner of an event chained as an upsell (`AddOnBanner`), and the cart widget (beside the page on wide screens, with the cart footer on
 * phones). An unknown event is the 404 page (storefront §2 error/404). The membership actions of
 * /events/{id}/{action} (gift, renew) and the membership form are later issues.
 */
export function EventPage({ id, action = null }: { id: string; action?: string | null }) {
  const { t } = useMessages()
  useGiftLoginOffer(action)
  const { status, event, error } = useEvent(id)
  useDocumentTitle(event?.name ?? null)

  if (status === 'not_found') return <NotFound message={t('error.eventTemplateNotFound')} />
  return (
    <>
      <div className={container} data-state={status}>
        {status === 'error' ? (
          <ErrorNotice error={error} />
        ) : event ? (
          <EventView event={event} action={action} />
        ) : (
          <Loading />
        )}
      </div>
      {/* With the event: sticky at the foot of a short loading page, the event would push it down (issue 16). */}
      {event && <LazyCartFooter />}
    </>
  )
}

/**
 * storefront §6 Gifting: "A guest in gift context is offered login-or-guest unless already logged
 * in or externally logged in": once the session is known to be anonymous, on /events/{id}/gift.
 */
function useGiftLoginOffer(action: string | null) {
  const [status] = useAuth((state) => (state.mode ? state.status : 'no_login'))
  const openLoginOrGuest = useOpenLoginOrGuest()
  const offered = useRef(false)
  useEffect(() => {
    if (action !== 'gift' || status !== 'anonymous' || offered.current) return
    offered.current = true
    openLoginOrGuest()
  }, [action, status, openLoginOrGuest])
}

function EventView({ event, action }: { event: EventDetails; action: string | null }) {
  const { t } = useMessages()
  const config = useConfig()
  const modals = useModalStack()
  // storefront §6: members-only events are for members; the gate offers login and sign-up.
  const gated = !canView(event, useViewer())
  // Membership events get the membership form (storefront §2 Buy membership), a later issue.
  const reservable = !gated && hasTicketGroups(event) && !isMembershipEvent(event)
  // storefront §3 meta hide_event_details: the name and the booking only.
  const details = !hidesEventDetails(event)
  const cover = coverPicture(event)
  const openDescription = () =>
    modals.open({
      name: 'description',
      title: event.name,
      render: () => <LazySafeHtml html={event.description ?? ''} className={prose} />,
    })

  return (
    <article
      data-event-id={event.id}
      data-members-only={isMembersOnly(event) || undefined}
      data-state={details ? undefined : 'details_hidden'}
    >
      {/* storefront §2: the add-on banner first, so a visitor sent on by the upsell chain sees it at once. */}
      {reservable && <AddOnBanner event={event} />}
      {cover && (
        <img
          className={css.cover}
          src={cover.src}
          srcSet={cover.srcSet}
          sizes={cover.sizes}
          alt={cover.alt}
          width={1500}
          height={656}
          fetchPriority="high"
        />
      )}
      <div className={css.layout}>
        <div className={css.details}>
          {event.category && <p className={eyebrow}>{event.category}</p>}
          <h1 className={css.title}>{event.name}</h1>
          {details && event.subtitle && <p className={css.subtitle}>{event.subtitle}</p>}
          {details && !gated && event.summary && <p className={css.summary}>{event.summary}</p>}
          {details && config.showVenueName && event.venueName && <p className={css.venue}>{event.venueName}</p>}
          {details && !gated && event.description && (
            <div className={css.actions}>
              <Button variant="quiet" onClick={openDescription} aria-haspopup="dialog">
                {t('common.readMore')}
              </Button>
            </div>
          )}
        </div>
        <aside className={css.aside}>
          {reservable && <ReservePanel eventId={event.id} />}
          {!gated && isMembershipEvent(event) && (
            <MembershipForm
              key={`${event.id}:${action ?? 'buy'}`}
              eventId={event.id}
              context={action === 'renew' ? 'renew' : action === 'gift' ? 'gift' : 'buy'}
            />
          )}
          {gated ? (
            <MembersOnlyGate eventId={event.id} />
          ) : (
            !hasTicketGroups(event) && (
              <Warning state="no_ticket_groups">
                <p>{t('event.noTicketGroups')}</p>
              </Warning>
            )
          )}
          <LazyCartWidget />
        </aside>
      </div>
    </article>
  )
}

/**
 * storefront §2: "Members-only gate: 'Sorry! This event is members only', with login and sign-up
 * links." Log in raises the sdk's login flag; sign up goes to /membership.
 */
function MembersOnlyGate({ eventId }: { eventId: string }) {
  const { t } = useMessages()
  return (
    <section className={css.gate} data-state="members_only" aria-labelledby="members-only-title">
      <h2 id="members-only-title" className={css.gateTitle}>
        {t('event.membersOnly')}
      </h2>
      <div className={css.gateLinks}>
        <ButtonLink href={buildPath('event', { id: eventId }, { login: true })}>
          {t('event.membersOnlyLogIn')}
        </ButtonLink>
        {hasScreen('membership') ? (
          <ButtonLink href={buildPath('membership', {})} variant="secondary">
            {t('event.membersOnlySignUp')}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  )
}
