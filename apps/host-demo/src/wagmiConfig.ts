import { devnets } from '@latch/localnet/devnets'
import { latch } from '@latch/sdk/wagmi'
import { createConfig, http } from 'wagmi'
import { localeFromSearch } from './localeFromSearch'
import { networksFromSearch } from './networksFromSearch'
import { projectIdFromSearch } from './projectIdFromSearch'
import { siwxFromSearch } from './siwxFromSearch'

const [devnetA, devnetB] = devnets
const search = new URLSearchParams(window.location.search)

/** wagmi on the two devnets, with Latch as the only connector. */
export const wagmiConfig = createConfig({
  chains: devnets,
  connectors: [
    latch({
      projectId: projectIdFromSearch(window.location.search),
      // The demo's server says where the frame is (server/frameUrlMiddleware.ts); the build's value is for other servers.
      frameUrl: window.latchFrameUrl || import.meta.env.VITE_LATCH_FRAME_URL || 'http://127.0.0.1:3000',
      // The local Solana cluster, Bitcoin regtest node and NEAR's testnet too: an embedded login
      // shows its Solana, Bitcoin and NEAR accounts (docs/namespaces.md).
      networks: networksFromSearch(window.location.search, [
        'eip155:31337',
        'eip155:31338',
        'solana:localnet',
        'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
        'near:testnet',
      ]),
      metadata: {
        name: 'Latch host demo',
        description: 'A web app that embeds Latch',
        url: window.location.origin,
        icons: [],
      },
      siwx: siwxFromSearch(window.location.search),
      // `?allowUnsupportedChain`: a wallet on a network outside `networks` stays connected on it.
      allowUnsupportedChain: search.has('allowUnsupportedChain'),
      // `?enableWallets=false`: no wallets listed, and on a computer a QR code for any wallet to scan.
      enableWallets: search.get('enableWallets') !== 'false',
      locale: localeFromSearch(window.location.search),
    }),
  ],
  // Wallets announced in this page (the dev wallet among them) are reached through Latch's modal.
  multiInjectedProviderDiscovery: false,
  transports: { [devnetA.id]: http(), [devnetB.id]: http() },
})

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
