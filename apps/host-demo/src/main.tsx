import { announceBitcoinWallets } from '@latch/sdk/bitcoin'
import { announceNearWallets } from '@latch/sdk/near'
import { announceSolanaWallets } from '@latch/sdk/solana'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { WagmiProvider } from 'wagmi'
import { App } from './App'
import { DevWalletPanel } from './devWallet/DevWalletPanel'
import { startDevWallet } from './devWallet/startDevWallet'
import { registerLatchSolanaWallet } from './registerLatchSolanaWallet'
import { wagmiConfig } from './wagmiConfig'

const devWallet = startDevWallet()
registerLatchSolanaWallet(wagmiConfig)
// The page's Solana wallets (Phantom, Solflare, ...) in Latch's Connect, under Solana, and its Bitcoin
// ones (Phantom, Magic Eden, ...) under Bitcoin, and its NEAR ones (near-connect's) under NEAR.
announceSolanaWallets()
announceBitcoinWallets()
announceNearWallets()
const queryClient = new QueryClient()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element.')

createRoot(root).render(
  <StrictMode>
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </WagmiProvider>
    <DevWalletPanel queue={devWallet.queue} />
  </StrictMode>,
)
