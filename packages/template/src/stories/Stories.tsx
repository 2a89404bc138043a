/**
 * /_stories (storefront §2, non-production only): the template's catalogue of screens and dialogs
 * in their named states, opened on the sandbox's demo museum (stories.ts) — for tenants restyling
 * the template, and for checking every screen after a change. Each story is a link to the real
 * storefront in that state (a page of the storefront may not be framed: its CSP says
 * `frame-ancestors 'none'`). Only in development and in a stories build
 * (`VITE_FOYER_STORIES=true`); a production build has no trace of it (Screen.tsx).
 */
import { useMessages, useStorefront } from '@foyer/react-hooks'
import { withSellerBase } from '@foyer/sdk/routing'
import { useState, type MouseEvent } from 'react'
import { withDeployBase } from '../base'
import { useDocumentTitle } from '../components/useDocumentTitle'
import { useConfig } from '../ConfigContext'
import { container } from '../theme/global.css'
import * as page from '../screens/page.css'
import * as css from './stories.css'
import { prepareStory } from './fixtures'
import { STORIES, type Story } from './stories'

export function Stories() {
  const { t } = useMessages()
  const { seller } = useConfig()
  const storefront = useStorefront()
  // The story whose fixture is being held, or could not be.
  const [preparing, setPreparing] = useState<{ id: string; failed: boolean } | null>(null)
  useDocumentTitle(t('stories.title'))
  // A story with a fixture or an action holds its cart on the sandbox first, then opens its path.
  const open = (story: Story) => async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!story.fixture && !story.action) return
    event.preventDefault()
    const href = event.currentTarget.href
    setPreparing({ id: story.id, failed: false })
    const error = await prepareStory(storefront, story)
    if (error) setPreparing({ id: story.id, failed: true })
    else window.location.assign(href)
  }
  const groups = [...new Set(STORIES.map((story) => story.group))]
  return (
    <div className={`${container} ${css.stories}`} data-state="ready">
      <h1 className={page.pageTitle}>{t('stories.title')}</h1>
      <p className={page.lead}>{t('stories.lead')}</p>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`stories-${group}`}>
          <h2 id={`stories-${group}`} className={css.group}>
            {group}
          </h2>
          <ul className={css.list}>
            {STORIES.filter((story) => story.group === group).map((story) => (
              <li
                key={story.id}
                className={css.story}
                data-story={story.id}
                data-story-state={story.state}
                data-story-mark={story.mark}
                data-story-fixture={story.fixture?.kind}
              >
                {/* A full page load: each story starts as a visitor arriving at it. */}
                <a
                  href={withDeployBase(withSellerBase(story.path, seller))}
                  onClick={open(story)}
                  aria-busy={preparing?.id === story.id && !preparing.failed ? true : undefined}
                >{`${story.name} · ${story.state}`}</a>
                <code className={css.path}>{story.path}</code>
                {preparing?.id === story.id && preparing.failed ? (
                  <p role="alert">{t('stories.fixtureFailed')}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
