import type { NextConfig } from 'next'

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@latch/contracts', '@latch/protocol', '@latch/shared-types'],
  // The script tag (/sdk.js) imports its Solana bridge as an ES module, which a host page on another
  // origin may only run with CORS: both are public, the same for every site.
  headers: async () => [
    { source: '/sdk-solana.js', headers: [{ key: 'Access-Control-Allow-Origin', value: '*' }] },
  ],
}

export default config
