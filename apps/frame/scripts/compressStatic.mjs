// The build's scripts and styles (.next/static, served at /_next/static/), compressed once with
// Brotli and gzip at their smallest into dist/static/, with a list of them (assets.json): the frame's
// server answers them from there (server/staticAssets.mjs) instead of compressing each request again,
// which on a fresh visit is every script the modal loads, each for every visitor. Run after `next
// build` by `npm run build`; alone: node scripts/compressStatic.mjs.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, posix, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const compressors = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
}

/** The types of what the browser loads from /_next/static/; the rest there (the server's database image) is not sent compressed. */
const staticTypes = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}

/**
 * Compresses every script and style under `from` into `to` (`<path>.br`, `<path>.gz`) and writes
 * `to/assets.json`: each file's path under `from` (`chunks/<name>.js`) with its type and a tag of its
 * content. Where they are served is the server's business (server/staticAssets.mjs).
 * @param {string} from the build's static directory
 * @param {string} to where the compressed copies go (emptied first)
 * @returns {Promise<Record<string, { type: string, etag: string }>>}
 */
export async function compressStatic(from, to) {
  await rm(to, { recursive: true, force: true })
  const files = (await readdir(from, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => Object.hasOwn(staticTypes, extensionOf(file)))
  /** @type {Record<string, { type: string, etag: string }>} */
  const assets = {}
  // zlib compresses on libuv's threads: every file at once keeps the cores busy.
  await Promise.all(
    files.map(async (file) => {
      const path = relative(from, file).split(sep).join(posix.sep)
      const content = await readFile(file)
      const [br, gz] = await Promise.all([
        compressors.br(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        compressors.gzip(content, { level: constants.Z_BEST_COMPRESSION }),
      ])
      const target = join(to, path)
      await mkdir(dirname(target), { recursive: true })
      await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)])
      const tag = createHash('sha256').update(content).digest('base64url').slice(0, 22)
      assets[path] = { type: staticTypes[extensionOf(file)], etag: `"${tag}"` }
    }),
  )
  await writeFile(join(to, 'assets.json'), `${JSON.stringify(assets, null, 1)}\n`)
  return assets
}

/** @param {string} file */
function extensionOf(file) {
  const dot = file.lastIndexOf('.')
  return /** @type {keyof typeof staticTypes} */ (dot < 0 ? '' : file.slice(dot))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const frameDir = join(dirname(fileURLToPath(import.meta.url)), '..')
  const assets = await compressStatic(join(frameDir, '.next/static'), join(frameDir, 'dist/static'))
  console.log(`compressStatic: ${Object.keys(assets).length} scripts and styles in dist/static/`)
}
