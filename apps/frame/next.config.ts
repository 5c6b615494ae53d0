import type { NextConfig } from 'next'

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@latch/contracts', '@latch/protocol', '@latch/shared-types'],
  // Next puts a Bloom filter of every App Router path (the API's included) into the Pages Router's
  // first load, so that its client navigations to them turn into full loads. No page here navigates
  // on the client, so /embed would carry those bits for nothing, more with each route added.
  experimental: { clientRouterFilter: false },
  // The type check is `npm run typecheck`'s (`next typegen`, then tsc over the same tsconfig, route
  // validators included), which `npm test` and CI run before they build: checking again here cost
  // every build about 44 s (docs/testing.md).
  typescript: { ignoreBuildErrors: true },
  // The script tag (/sdk.js) imports its Solana and Bitcoin bridges as ES modules, which a host page on
  // another origin may only run with CORS: they are public, the same for every site.
  headers: async () =>
    ['/sdk-solana.js', '/sdk-bitcoin.js'].map((source) => ({
      source,
      headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }],
    })),
}

export default config
