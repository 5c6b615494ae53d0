import type { NextConfig } from 'next'

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@latch/contracts', '@latch/protocol', '@latch/shared-types'],
  // The script tag (/sdk.js) imports its Solana and Bitcoin bridges as ES modules, which a host page on
  // another origin may only run with CORS: they are public, the same for every site.
  headers: async () =>
    ['/sdk-solana.js', '/sdk-bitcoin.js'].map((source) => ({
      source,
      headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }],
    })),
}

export default config
