import type { NextConfig } from 'next'

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@latch/contracts', '@latch/protocol', '@latch/shared-types'],
}

export default config
