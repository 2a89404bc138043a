import { viewerRoles } from '@foyer/sdk/membership'
import type { ContentBlock } from '../config'
import { useConfig } from '../ConfigContext'
import { container } from '../theme/global.css'
import { LazySafeHtml } from './LazySafeHtml'
import * as css from './content.css'
import { useViewer } from './useViewer'

/**
 * The tenant's custom content blocks for a route and role (storefront §2: "Custom content blocks
 * can be enabled per route name and per role. The role 'anonymous' means not logged in."), the
 * roles from the session (`viewerRoles`: anonymous, logged_in, member).
 */
export function ContentBlocks({ route, placement }: { route: string; placement: ContentBlock['placement'] }) {
  const { contentBlocks } = useConfig()
  const roles = viewerRoles(useViewer())
  const shown = contentBlocks.filter(
    (block) =>
      block.route === route && block.placement === placement && block.roles.some((role) => roles.includes(role)),
  )
  if (shown.length === 0) return null
  return (
    <div className={`${container} ${css.blocks}`} data-content-blocks={`${route}:${placement}`}>
      {shown.map((block, index) => (
        <LazySafeHtml key={index} html={block.html} className={`${css.block} ${css.prose}`} />
      ))}
    </div>
  )
}
