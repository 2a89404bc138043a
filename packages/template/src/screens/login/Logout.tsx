import { useAuth, useMessages } from '@foyer/react-hooks'
import { useEffect } from 'react'
import { Loading } from '../../components/Status'
import { useDocumentTitle } from '../../components/useDocumentTitle'

/**
 * /logout (storefront §2 "Log out."): logs out and clears all state (storefront §4); the session's
 * end takes the visitor home (App.tsx, `auth:session_ended`). Without a login there is nothing to
 * end: home straight away.
 */
export function Logout() {
  const [, auth] = useAuth((state) => state.status)
  const { t } = useMessages()
  useDocumentTitle(t('header.logOut'))
  useEffect(() => {
    void auth.logout()
  }, [auth])
  return <Loading />
}
