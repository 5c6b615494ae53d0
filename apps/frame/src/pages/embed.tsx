import type { GetServerSideProps, PageConfig } from 'next'
import { EmbedPage } from '@/embed/EmbedPage'
import type { EmbedPageProps } from '@/projects/EmbedPageProps'
import { embedPageProps } from '@/server/projects/embedPageProps'

/**
 * The modal page, in the iframe. A Pages Router page, rendered by Next on the server only: the
 * browser gets none of Next's client (its router and runtime were a third of the page's first
 * load) and hydrates the same tree from a script of its own (docs/embed-client.md).
 */
export default EmbedPage

// `runtime` as by default: Next's build checks a page's config by its documented keys only.
export const config = { runtime: 'nodejs', unstable_runtimeJS: false } satisfies PageConfig

// Per request, as the project (and its allowed origins) can change at any time.
export const getServerSideProps: GetServerSideProps<EmbedPageProps> = async ({ query }) => ({
  props: await embedPageProps(query.projectId),
})
