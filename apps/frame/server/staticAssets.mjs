// The build's scripts and styles answered from the copies `npm run build` compressed once
// (scripts/compressStatic.mjs), in Brotli or gzip as the browser takes them. Next compresses every
// such response again, and a fresh visit to the modal asks for about ten at once while its own page
// is being parsed: on a two-core machine the frame's scripts then arrived a few hundred ms after the
// page (docs/benchmarks.md). A request this does not take (another path, a browser that takes
// neither coding, a build without the copies) goes to Next as before.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { preferredEncoding } from './preferredEncoding.mjs'

/** @typedef {{ type: string, etag: string, br: Buffer, gzip: Buffer }} StaticAsset */
/** @typedef {Map<string, StaticAsset>} StaticAssets */

// The copies the build made, smallest first.
const codings = /** @type {const} */ (['br', 'gzip'])
// Where Next serves the build's static directory, whose files the copies are of.
const staticPrefix = '/_next/static/'
// What Next sends with a file of /_next/static/: its name changes with its content.
const immutable = 'public, max-age=31536000, immutable'

/**
 * The compressed copies in `directory` (dist/static/), by URL path; none when the build made none.
 * @param {string} directory
 * @returns {Promise<StaticAssets>}
 * @example
 * const assets = await loadStaticAssets(fileURLToPath(new URL('../dist/static/', import.meta.url)))
 */
export async function loadStaticAssets(directory) {
  /** @type {Record<string, { type: string, etag: string }>} */
  let listed
  try {
    listed = JSON.parse(await readFile(join(directory, 'assets.json'), 'utf8'))
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code === 'ENOENT') return new Map()
    throw error
  }
  return new Map(
    await Promise.all(
      Object.entries(listed).map(async ([path, { type, etag }]) => {
        const file = join(directory, path)
        const [br, gzip] = await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)])
        return /** @type {const} */ ([`${staticPrefix}${path}`, { type, etag, br, gzip }])
      }),
    ),
  )
}

/**
 * Answers a GET or HEAD of one of `assets` in the best coding the request takes; false when it
 * does not take the request (the caller hands it to Next).
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {StaticAssets} assets
 * @returns {boolean}
 * @example
 * if (!answerStaticAsset(request, response, assets)) await handle(request, response)
 */
export function answerStaticAsset(request, response, assets) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = request.url ?? ''
  const query = url.indexOf('?')
  const asset = assets.get(query < 0 ? url : url.slice(0, query))
  if (!asset) return false
  const coding = preferredEncoding(request, codings)
  if (!coding) return false
  // One tag per coding: the bytes differ, and a cache may keep both under Vary.
  const etag = `${asset.etag.slice(0, -1)}-${coding}"`
  const headers = {
    'cache-control': immutable,
    'content-type': asset.type,
    vary: 'Accept-Encoding',
    etag,
  }
  if (matches(request.headers['if-none-match'], etag)) {
    response.writeHead(304, headers).end()
    return true
  }
  const body = asset[coding]
  response.writeHead(200, { ...headers, 'content-encoding': coding, 'content-length': String(body.length) })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}

/**
 * Whether an If-None-Match header names `etag` (weakly, as a GET compares them) or is `*`.
 * @param {string | undefined} header
 * @param {string} etag
 */
function matches(header, etag) {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}
