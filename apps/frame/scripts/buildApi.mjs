// The /api handler the frame's server (server/main.mjs) calls before Next: answerApiRequest and every
// route of apiRoutes, bundled for Node into dist/api/, with startServer, which the server runs before
// it listens (Next would run it only with its first request). Next's own bundle of the same routes
// stays for `next dev` and for the paths this one does not name. Run after `next build` by `npm run
// build`; alone: node scripts/buildApi.mjs.
//
// The libraries stay imports of node_modules (PGlite finds its WebAssembly beside itself, and one
// copy per process is enough); the workspace packages, TypeScript sources that Next transpiles,
// are bundled, as Next does (next.config.ts's transpilePackages).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const frameDir = join(dirname(fileURLToPath(import.meta.url)), '..')

/** @type {import('esbuild').Plugin} */
const librariesExternal = {
  name: 'libraries-external',
  setup(pluginBuild) {
    // A bare specifier other than the app's `@/` alias and the workspace's `@latch/` packages.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      /^(@\/|@latch\/)/.test(args.path) ? undefined : { path: args.path, external: true },
    )
  },
}

await build({
  entryPoints: {
    answerApiRequest: join(frameDir, 'src/server/api/answerApiRequest.ts'),
    startServer: join(frameDir, 'src/server/startServer.ts'),
  },
  outdir: join(frameDir, 'dist/api'),
  outExtension: { '.js': '.mjs' },
  // One copy of the modules both entries share: the services they find in the process are one.
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: join(frameDir, 'tsconfig.json'),
  plugins: [librariesExternal],
  sourcemap: 'linked',
  logLevel: 'warning',
})
