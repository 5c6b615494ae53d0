// Builds the SDK: ESM entries for bundlers (sharing one chunk), the server entry, the script-tag IIFE served as /sdk.js,
// which must stay within 5,000 bytes gzip (scripts/size.mjs checks it), and the Solana and Bitcoin bridges it loads on demand.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { analyzeMetafile, build } from 'esbuild'
import { minify } from 'rolldown/experimental'
import { buildTypes } from './internal/buildTypes.mjs'
import { patchPenpal } from './internal/patchPenpal.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

// The workspace packages declare no `sideEffects`, so esbuild would keep every module they re-export
// (shared-types' limits, ...) although nothing in them runs on import; this says so.
const pureWorkspacePackages = {
  name: 'pure-workspace-packages',
  setup(build) {
    build.onResolve({ filter: /^@latch\/(protocol|shared-types)|^\.\.?\// }, async (args) => {
      if (args.pluginData === 'resolving' || !/@latch\/|[\\/]packages[\\/]/.test(args.path + args.importer))
        return
      const result = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      })
      return { ...result, sideEffects: false }
    })
  },
}

// penpal's code for other uses than the SDK's (legacy children, options, debug logs) is cut at build
// time; a patch that no longer applies fails the build (scripts/internal/patchPenpal.mjs).
const penpalForTheSdk = {
  name: 'penpal-for-the-sdk',
  setup(build) {
    build.onLoad({ filter: /[\\/]penpal[\\/]dist[\\/]penpal\.mjs$/ }, async (args) => ({
      contents: patchPenpal(await readFile(args.path, 'utf8'), args.path),
      loader: 'js',
    }))
  },
}

const shared = {
  bundle: true,
  minify: true,
  // ES2022 as it is (class and #private fields, `??=`, Object.hasOwn): lowering penpal's fields alone
  // would cost about 460 bytes gzip, and every browser that runs the frame (Chrome 111+, Safari 16.4+,
  // Firefox 111+, Next's floor) has them all natively.
  target: 'es2022',
  platform: 'browser',
  logLevel: 'warning',
  legalComments: 'none',
  plugins: [pureWorkspacePackages, penpalForTheSdk],
  // Names that only penpal and connectFrame use, never on the wire (penpal's messages keep theirs) nor
  // on a public or built-in object, are shortened.
  mangleProps:
    /^(addMessageHandler|removeMessageHandler|sendMessage|validateReceivedMessage|remoteProxy|messenger|methods|initialize|remoteWindow|allowedOrigins|promise|reject|list|current)$/,
  metafile: process.argv.includes('--analyze'),
}

await rm(join(root, 'dist'), { recursive: true, force: true })
const results = await Promise.all([
  build({
    ...shared,
    entryPoints: {
      index: join(root, 'src/index.ts'),
      wagmi: join(root, 'src/wagmi.ts'),
      solana: join(root, 'src/solana.ts'),
      bitcoin: join(root, 'src/bitcoin.ts'),
      near: join(root, 'src/near.ts'),
    },
    outdir: join(root, 'dist'),
    format: 'esm',
    splitting: true,
    chunkNames: 'chunk-[hash]',
    // The peers, and the Solana entry's dependencies, which npm installs beside the SDK.
    external: ['@wagmi/core', 'viem', '@scure/base', '@solana/*', '@wallet-standard/*'],
  }),
  // `@latch/sdk/server`, for host backends (Node, Deno, workers): a build of its own, so that it shares
  // no chunk with the browser entries and never reaches the script tag.
  build({
    ...shared,
    entryPoints: { server: join(root, 'src/server.ts') },
    outdir: join(root, 'dist'),
    format: 'esm',
    platform: 'neutral',
    external: ['viem', '@noble/curves', '@scure/base'],
  }),
  build({
    ...shared,
    entryPoints: [join(root, 'src/script.ts')],
    outfile: join(root, 'dist/latch.js'),
    format: 'iife',
    write: false,
  }).then(async (result) => {
    // oxc's minifier, run over esbuild's output, compresses the script tag a further ~320 bytes gzip.
    const [{ path, text }] = result.outputFiles
    const { code, errors } = await minify(path, text, {
      compress: { target: 'es2022' },
      mangle: { toplevel: true },
    })
    if (errors.length) throw new Error(`oxc could not minify ${path}: ${errors[0].message}`)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, code)
    return result
  }),
  // The script tag's Solana bridge, served as /sdk-solana.js and imported by latch.js once the page
  // has a Wallet Standard wallet: an ES module (the host imports it across origins), dependencies in.
  build({
    ...shared,
    entryPoints: [join(root, 'src/solanaScript.ts')],
    outfile: join(root, 'dist/latch-solana.js'),
    format: 'esm',
  }),
  // Its Bitcoin bridge likewise, served as /sdk-bitcoin.js.
  build({
    ...shared,
    entryPoints: [join(root, 'src/bitcoinScript.ts')],
    outfile: join(root, 'dist/latch-bitcoin.js'),
    format: 'esm',
  }),
  // The npm package's declarations (dist/*.d.ts), which name no private workspace package.
  buildTypes(root).then(() => ({})),
])

// `node scripts/build.mjs --analyze` prints what each module weighs in each output.
for (const { metafile } of results) if (metafile) console.log(await analyzeMetafile(metafile))
