/**
 * Where the /embed page's document (src/pages/_document.tsx) puts what its client entry
 * (./hydrateEmbed.tsx) reads (docs/embed-client.md).
 */
export const embedDocument = {
  /** The script element (JSON) that carries the page's props from the server to the client. */
  propsElementId: 'latch-embed-props',
  /** Where the tree is rendered: Next's own root element. */
  rootElementId: '__next',
} as const
