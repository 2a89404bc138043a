import { useAuth, useMemberships, useMessages, type MessageKey } from '@foyer/react-hooks'
import { buildPath, type RouteName } from '@foyer/sdk/routing'
import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useConfig } from '../../ConfigContext'
import { container } from '../../theme/global.css'
import * as page from '../page.css'
import * as css from './my.css'
import { MembershipSection } from './MembershipSection'
import { OrderPage, OrdersSection } from './OrdersSection'
import { ProfileSection } from './ProfileSection'
import { UpcomingSection, VisitPage } from './UpcomingSection'

const LoginForm = lazy(() => import('../login/LoginForm').then((module) => ({ default: module.LoginForm })))

/** The My Account routes this screen draws. */
export type MyRoute = Extract<
  RouteName,
  'myMembership' | 'myProfile' | 'myUpcoming' | 'myUpcomingSession' | 'myOrders' | 'myOrder'
>

const SECTIONS: { route: MyRoute; label: MessageKey; page: 'membership' | 'profile' | 'upcoming' | 'orders' }[] = [
  { route: 'myMembership', label: 'my.membership', page: 'membership' },
  { route: 'myProfile', label: 'my.profile', page: 'profile' },
  { route: 'myUpcoming', label: 'my.upcoming', page: 'upcoming' },
  { route: 'myOrders', label: 'my.orders', page: 'orders' },
]

/** Which tab a route belongs to (a visit to Upcoming, an order to Recent orders). */
const TAB_OF: Record<MyRoute, MyRoute> = {
  myMembership: 'myMembership',
  myProfile: 'myProfile',
  myUpcoming: 'myUpcoming',
  myUpcomingSession: 'myUpcoming',
  myOrders: 'myOrders',
  myOrder: 'myOrders',
}

/**
 * My Account (storefront §1 "membership, profile, upcoming tickets, recent orders"; §2 /my and its
 * children; §6 Page access): the sections a member may see as tabs — Membership for a holder of
 * one, the others as the tenant's `myAccount.pages` allow — and the section of the route. Logged
 * out it is the login form, and after the login the same page (storefront §6 "My Account shows a
 * login form when not logged in"). An order page opened from the complete page's link is shown
 * to whoever holds the order's id, as the complete page is.
 */
export function MyAccount({ route, id }: { route: MyRoute; id: string }) {
  const { t } = useMessages()
  const config = useConfig()
  const [status] = useAuth((state) => state.status)
  const [holder] = useMemberships((state) => state.memberships.length > 0)
  useDocumentTitle(t('my.title'))
  if (status === 'unknown' || status === 'checking') return <Loading />
  if (status !== 'logged_in' && route === 'myOrder') {
    return (
      <div className={`${container} ${css.page}`}>
        <OrderPage id={id} standalone />
      </div>
    )
  }
  const visible = SECTIONS.filter((section) =>
    section.page === 'membership' ? holder : config.myAccount.pages[section.page],
  )
  return (
    <div className={`${container} ${css.page}`} data-my-section={route}>
      <h1 className={page.pageTitle}>{t('my.title')}</h1>
      {status !== 'logged_in' ? (
        <div className={css.section}>
          <p className={page.lead}>{t('my.logInToSee')}</p>
          <Suspense fallback={<Loading />}>
            <LoginForm onClose={() => {}} onLoggedIn={() => {}} />
          </Suspense>
        </div>
      ) : (
        <>
          <nav aria-label={t('my.sections')}>
            <ul className={css.tabs}>
              {visible.map((section) => (
                <li key={section.route}>
                  <Link
                    href={buildPath(section.route)}
                    className={css.tab}
                    aria-current={TAB_OF[route] === section.route ? 'page' : undefined}
                  >
                    {t(section.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Section route={route} id={id} />
        </>
      )}
    </div>
  )
}

function Section({ route, id }: { route: MyRoute; id: string }) {
  switch (route) {
    case 'myMembership':
      return <MembershipSection />
    case 'myProfile':
      return <ProfileSection />
    case 'myUpcoming':
      return <UpcomingSection />
    case 'myUpcomingSession':
      return <VisitPage id={id} />
    case 'myOrders':
      return <OrdersSection />
    case 'myOrder':
      return <OrderPage id={id} />
  }
}
