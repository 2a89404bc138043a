import { AUTH_CALLBACK_PATH, stripSellerBase } from '@foyer/sdk/routing'
import { stripDeployBase } from '../../base'

/**
 * This page as a path of the app (under the seller base), for a return through an external login;
 * from the callback route itself (a failed return, tried again), home.
 */
export function appPath(seller: string): string {
  const site = stripDeployBase(window.location.pathname)
  const path = (site === null ? null : stripSellerBase(site, seller)) ?? '/'
  return path === AUTH_CALLBACK_PATH ? '/' : path + window.location.search
}
