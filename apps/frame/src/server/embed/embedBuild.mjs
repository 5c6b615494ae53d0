// The /embed client's build (vite.embed.config.ts) as the page (src/pages/_document.tsx) and the size
// check (scripts/embedSize.mjs) find it: plain JavaScript, since the size check runs under Node as is.

/** Where the build goes under the frame's directory (inside Next's static directory) and where the frame serves it. */
export const embedBuild = { dir: '.next/static/embed', publicPath: '/_next/static/embed/' }

/**
 * The entry and the chunks it statically imports (recursively, each once) from the build's manifest
 * (Vite's `.vite/manifest.json`), as paths under the build's directory: what a browser must load
 * before the entry runs. The chunks it imports later (`import()`) are not among them.
 * @param {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} manifest
 * @returns {{ entry: string, imports: string[] }}
 * @example
 * embedClientFilesOf(manifest) // { entry: 'assets/embed-x.js', imports: ['assets/react-y.js'] }
 */
export function embedClientFilesOf(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  if (entries.length !== 1)
    throw new Error(`The /embed client's manifest has ${entries.length} entries, not 1`)
  /** @type {string[]} */
  const order = []
  const visit = (/** @type {string} */ key) => {
    if (order.includes(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`The /embed client's manifest has no chunk ${key}`)
    order.push(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  const entry = /** @type {string} */ (entries[0])
  visit(entry)
  const file = (/** @type {string} */ key) => /** @type {{ file: string }} */ (manifest[key]).file
  return { entry: file(entry), imports: order.slice(1).map(file) }
}
