import { useAuth, useMemberships } from '@foyer/react-hooks'

/** Who is looking: logged in or not, member or not (storefront §6 Roles), from the session. */
export function useViewer(): { loggedIn: boolean; isMember: boolean } {
  const [loggedIn] = useAuth((state) => state.status === 'logged_in')
  const [isMember] = useMemberships((state) => state.isMember)
  return { loggedIn, isMember }
}
