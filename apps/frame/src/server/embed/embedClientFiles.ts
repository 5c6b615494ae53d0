import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type EmbedManifestChunk, embedBuild, embedClientFilesOf } from './embedBuild.mjs'

/** The /embed client's scripts by URL: the entry, and every chunk it imports before it runs. */
export type EmbedClientFiles = { entry: string; preloads: string[] }

let loaded: EmbedClientFiles | undefined

/**
 * The built /embed client's scripts, read once from the build's manifest under the frame's
 * directory (the server's working directory, as for Next's own `.next`): the page names them all at
 * once, so that none waits for the one that imports it.
 *
 * @example
 * const { entry, preloads } = embedClientFiles()
 */
export function embedClientFiles(): EmbedClientFiles {
  if (loaded) return loaded
  const path = join(process.cwd(), embedBuild.dir, '.vite', 'manifest.json')
  let manifest: Record<string, EmbedManifestChunk>
  try {
    manifest = JSON.parse(readFileSync(path, 'utf8'))
  } catch (cause) {
    throw new Error(`No /embed client at ${path}: run npm run build`, { cause })
  }
  const { entry, imports } = embedClientFilesOf(manifest)
  const url = (file: string) => `${embedBuild.publicPath}${file}`
  loaded = { entry: url(entry), preloads: imports.map(url) }
  return loaded
}
