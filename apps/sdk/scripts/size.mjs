// Prints the SDK's build sizes and fails when the script-tag build is over its budget.
// Run after `npm run build` (root: `npm run size`).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/**
 * The script-tag build's budget, in bytes gzip, penpal included.
 *
 * @example
 * if (measureSdkSize()[0].gzip > budget) process.exit(1)
 */
export const budget = 5000

const defaultDist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')

const measure = (files) =>
  files
    .map((file) => readFileSync(file))
    .reduce(
      (total, bytes) => ({
        minified: total.minified + bytes.length,
        gzip: total.gzip + gzipSync(bytes, { level: 9 }).length,
        brotli:
          total.brotli +
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      }),
      { minified: 0, gzip: 0, brotli: 0 },
    )

/**
 * The sizes of the SDK's builds in bytes: `dist/latch.js` (the script tag), `dist/index.js` with the
 * chunks it imports (each file compressed on its own, as a browser fetches them), and
 * `dist/latch-solana.js` and `dist/latch-bitcoin.js` (the bridges the script tag loads on demand).
 *
 * @example
 * const [script] = measureSdkSize()
 * console.log(script.name, script.gzip)
 */
export function measureSdkSize(dist = defaultDist) {
  const index = join(dist, 'index.js')
  for (const file of [
    join(dist, 'latch.js'),
    index,
    join(dist, 'latch-solana.js'),
    join(dist, 'latch-bitcoin.js'),
  ])
    if (!existsSync(file)) throw new Error(`${file} is missing: run the SDK build first`)
  const chunks = [...readFileSync(index, 'utf8').matchAll(/from\s*"\.\/(chunk-[\w-]+\.js)"/g)].map(
    ([, name]) => join(dist, name),
  )
  return [
    { name: 'dist/latch.js', ...measure([join(dist, 'latch.js')]) },
    { name: `dist/index.js + ${chunks.length} chunk(s)`, ...measure([index, ...chunks]) },
    { name: 'dist/latch-solana.js', ...measure([join(dist, 'latch-solana.js')]) },
    { name: 'dist/latch-bitcoin.js', ...measure([join(dist, 'latch-bitcoin.js')]) },
  ]
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = measureSdkSize()
  console.table(Object.fromEntries(rows.map(({ name, ...sizes }) => [name, sizes])))
  const script = rows[0]
  if (script.gzip > budget) {
    console.error(`dist/latch.js is ${script.gzip} bytes gzip, over its budget of ${budget}.`)
    process.exit(1)
  }
  console.log(`dist/latch.js: ${script.gzip} of ${budget} bytes gzip.`)
}
