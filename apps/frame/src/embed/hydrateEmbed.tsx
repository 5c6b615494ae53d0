import { type ReactNode, StrictMode, useLayoutEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { EmbedPageProps } from '@/projects/EmbedPageProps'
import { EmbedPage } from './EmbedPage'
import { embedDocument } from './embedDocument'

// The /embed page's only script (vite.embed.config.ts builds it): the tree Next rendered on the server,
// hydrated from the props the document carries, without Next's client (docs/embed-client.md).
const root = document.getElementById(embedDocument.rootElementId)
const data = document.getElementById(embedDocument.propsElementId)?.textContent
if (!root || !data) throw new Error('latch: the /embed page has no root or no props')
const props: EmbedPageProps = JSON.parse(data)
hydrateRoot(
  root,
  <StrictMode>
    <MarkHydrated>
      <EmbedPage {...props} />
    </MarkHydrated>
  </StrictMode>,
)

/** A performance mark once React has hydrated the page: `npm run bench` reads it (scripts/benchReady.mjs). */
function MarkHydrated(props: { children: ReactNode }) {
  useLayoutEffect(() => {
    performance.mark('latch:hydrated')
  }, [])
  return props.children
}
