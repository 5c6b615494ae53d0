import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { loadTogether } from './scripts/loadTogether.mjs'
import { resolveBarrelImports } from './scripts/resolveBarrelImports.mjs'
import { embedBuild } from './src/server/embed/embedBuild.mjs'

const src = fileURLToPath(new URL('./src', import.meta.url))
const entry = `${src}/embed/hydrateEmbed.tsx`
// What zod's index re-exports and the frame's schemas never use: its JSON Schema generator and its
// messages' locales (the embedded wallet's API loads the former with the full zod, later).
const zodUnused =
  /[\\/]zod[\\/]v4[\\/](core[\\/](to-json-schema|json-schema-processors|memoizer)\.js|locales[\\/])/
const protocolIndex = fileURLToPath(new URL('../../packages/protocol/src/index.ts', import.meta.url))

// What Next puts into its client bundle: the NEXT_PUBLIC_ variables as they are when the build runs,
// and an empty `process.env` for the rest, so that an unset one reads undefined (the code's default).
const publicEnv = Object.entries(process.env).filter(([name]) => name.startsWith('NEXT_PUBLIC_'))

/**
 * The /embed page's client (src/embed/hydrateEmbed.tsx and every chunk it loads), built after
 * `next build` into Next's static directory, which the frame's server answers at /_next/static/
 * (docs/embed-client.md).
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: embedBuild.publicPath,
  publicDir: false,
  plugins: [
    resolveBarrelImports({ barrel: '@latch/protocol', index: protocolIndex }),
    resolveBarrelImports({
      barrel: '@latch/shared-types',
      index: fileURLToPath(new URL('../../packages/shared-types/src/index.ts', import.meta.url)),
    }),
  ],
  resolve: { alias: { '@': src } },
  define: {
    ...Object.fromEntries(publicEnv.map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
    'process.env': '{}',
  },
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: embedBuild.dir,
    emptyOutDir: true,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { embed: entry },
      output: {
        // What the frame loads on the way to ready, each in one chunk rather than several
        // (docs/embed-client.md#on-the-way-to-ready): the host messages' answerer with their schemas
        // (during the handshake) and the protocol's replies (with the first call to the host).
        codeSplitting: {
          groups: [
            loadTogether({
              name: 'hostAnswerer',
              root: `${src}/controller/createHostAnswerer.ts`,
              entry,
              leave: zodUnused,
            }),
            loadTogether({ name: 'protocol', root: protocolIndex, entry, leave: zodUnused }),
          ],
        },
      },
      // A bundle for the browser only: the React Server Components' 'use client' markers mean nothing in it.
      onwarn: (warning, warn) => {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
})
