import type { ContentBlock } from '../config'
import { useConfig } from '../ConfigContext'
import { container } from '../theme/global.css'
import { LazySafeHtml } from './LazySafeHtml'
import * as css from './content.css'

/**
 * The tenant's custom content blocks for a route and role (storefront §2: "Custom content blocks
 * can be enabled per route name and per role. The role 'anonymous' means not logged in.").
 * Until login exists every visitor is 'anonymous'.
 */
export function ContentBlocks({ route, placement }: { route: string; placement: ContentBlock['placement'] }) {
  const { contentBlocks } = useConfig()
  const role = 'anonymous'
  const shown = contentBlocks.filter(
    (block) => block.route === route && block.placement === placement && block.roles.includes(role),
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
