// Prints the first-load JavaScript of /embed (gzip, each file as the browser fetches it) and fails
// when it is over its ceiling. Run after the frame's build (root: `npm run size`).
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { embedBuild, embedClientFilesOf } from '../src/server/embed/embedBuild.mjs'

/**
 * The ceiling of /embed's first-load JavaScript, in bytes gzip (level 9, as `npm run size` measures
 * the SDK), so that no flow makes Connect slower to open: views a flow needs later load on first
 * use and do not count. First measured at 231,456 B; lowered to hold the 215 KB reached once the
 * full wallet list, the QR code views and the embedded wallet loaded on first use. The account views
 * (Account itself, its tokens, activity, send, receive, names, networks) load on first use too; what
 * they add before Connect paints (their view-table entries, the read-RPC endpoint, the connected
 * preload) measured 217,422 B, hence 218 KB. Swap and Buy load on first use as well; their seven
 * view-table entries and two flow loaders brought it to 218,786 B, hence 219 KB. The security work
 * that must run before the first message (every host message answered, the ancestors checked, the
 * connection ended with its document, secrets sealed for the host mirror, whose cipher itself loads
 * on first use) measured 219,408 B, hence 219.5 KB. Smart accounts load on first use; their three
 * view-table entries, the smart-account host messages and the wider WalletConnect method list
 * measured 219,673 B once the request parameter schemas moved out of the first load (which alone
 * saved 1,058 B), hence 220 KB. Issue 14 took zod, viem and penpal out of the first load: the host
 * messages' schemas and handlers load with the first host message and the reply schemas with the
 * first call to the host, the theme and wallet-list checks no longer use zod, WalletConnect's session
 * readers (viem's address checks) load with its SDK and the sign-in message writer with the first
 * sign-in, penpal loads after the first render, and so do the request policy and the views a choice
 * on Connect leads to (ConnectingExternal, SIWXSignMessage, UnsupportedChain), fetched once Connect
 * has painted. That measured 170,280 B, hence 171 KB; Next's and React's runtime alone (the root main
 * files and the layout chunk) were 135,683 B of it, so /embed became a Pages Router page, whose
 * runtime is lighter (nothing on it used the App Router's client): 149,344 B, exactly the scripts
 * Chromium loads for it, hence 150 KB. WalletConnect's frame connector (its session store and pairing
 * loop) then moved to first use as well, which measured 146,588 B: the room Solana's connectors take.
 * `@latch/shared-types` says it has no side effects, so its barrel no longer pulls modules nothing in
 * the first load uses (108 B). Then /embed dropped Next's client altogether: Next renders it on the
 * server and a client of its own (vite.embed.config.ts) hydrates it, its imports of the protocol's
 * barrel resolved to the modules they use, so that zod stays with the chunks that need it:
 * 105,650 B, hence 106 KB (docs/embed-client.md).
 *
 * @example
 * if (measureEmbedFirstLoad().gzip > embedBudget) process.exit(1)
 */
export const embedBudget = 106_000

const defaultBuild = join(dirname(fileURLToPath(import.meta.url)), '..', embedBuild.dir)

/**
 * The scripts a browser loads with /embed before its client runs: the entry and the chunks it
 * imports, from the client build's manifest (`build` is that build's directory).
 *
 * @example
 * const { files, gzip } = measureEmbedFirstLoad()
 */
export function measureEmbedFirstLoad(build = defaultBuild) {
  let manifest
  try {
    manifest = JSON.parse(readFileSync(join(build, '.vite', 'manifest.json'), 'utf8'))
  } catch (cause) {
    throw new Error(`/embed's client is missing from the build (${build})`, { cause })
  }
  const { entry, imports } = embedClientFilesOf(manifest)
  const files = [entry, ...imports]
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const bytes = readFileSync(join(build, file))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { files, raw, gzip }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { files, raw, gzip } = measureEmbedFirstLoad()
  console.log(
    `/embed first-load JS: ${files.length} files, ${raw} B minified, ${gzip} of ${embedBudget} B gzip.`,
  )
  if (gzip > embedBudget) {
    console.error(`/embed loads ${gzip} B gzip of JavaScript, over its ceiling of ${embedBudget}.`)
    process.exit(1)
  }
}
