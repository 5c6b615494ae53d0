import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { devnets } from '@latch/localnet/devnets'
import { nearDevKey } from '@latch/localnet/nearDevKeys'
import { solanaLocalnet, solanaRpcPort } from '@latch/localnet/solanaCluster'
import { solanaDevKey } from '@latch/localnet/solanaDevKeys'
import { registerWallet } from '@wallet-standard/wallet'
import { announceDevWallet } from './announceDevWallet'
import { createDevBitcoinWallet } from './createDevBitcoinWallet'
import { createDevNearWallet } from './createDevNearWallet'
import { createDevSatsConnectWallet } from './createDevSatsConnectWallet'
import { createDevSolanaWallet } from './createDevSolanaWallet'
import { createDevWallet, type DevWallet } from './createDevWallet'
import { createPromptQueue, type PromptQueue } from './createPromptQueue'

/**
 * Starts the dev wallets in this page, remembering their state in localStorage: the EVM one on the
 * devnets, announced over EIP-6963, the Solana one (the dev mnemonic's first Solana keypair, on the
 * local cluster) and the Bitcoin one (its first native SegWit key, funded on the regtest node),
 * registered with Wallet Standard, and a Bitcoin wallet that speaks only sats-connect's JSON-RPC
 * (its third native SegWit key), listed in sats-connect's registry, and a NEAR wallet (its third
 * NEAR key's implicit account) that injects itself for near-connect. Render `<DevWalletPanel queue={queue} />` so
 * the user can answer both.
 * `?walletChains=31337` starts it with only those chains added, so that a switch to another meets
 * 4902 first, as with a browser wallet that has never seen the chain.
 */
export function startDevWallet(): { wallet: DevWallet; queue: PromptQueue } {
  const queue = createPromptQueue()
  const storage = {
    get: (key: string) => localStorage.getItem(key),
    set: (key: string, value: string) => localStorage.setItem(key, value),
  }
  const walletChains = new URLSearchParams(window.location.search).get('walletChains')
  const wallet = createDevWallet({
    ...(walletChains ? { addedChainIds: walletChains.split(',').map(Number).filter(Number.isInteger) } : {}),
    prompt: queue.ask,
    storage,
    rpcUrls: Object.fromEntries(
      devnets.flatMap((chain) => chain.rpcUrls.default.http.slice(0, 1).map((url) => [chain.id, url])),
    ),
  })
  announceDevWallet(wallet, window)
  registerWallet(
    createDevSolanaWallet({
      prompt: queue.ask,
      storage,
      key: solanaDevKey(0),
      cluster: {
        chain: solanaLocalnet,
        rpcUrl: import.meta.env.VITE_LATCH_SOLANA_RPC || `http://127.0.0.1:${solanaRpcPort}`,
      },
    }),
  )
  registerWallet(
    createDevBitcoinWallet({ prompt: queue.ask, storage, key: bitcoinDevKey(0), chain: 'bitcoin:regtest' }),
  )
  createDevSatsConnectWallet({ prompt: queue.ask, storage, key: bitcoinDevKey(2) }).register(window)
  createDevNearWallet({ prompt: queue.ask, storage, key: nearDevKey(2) }).inject(window)
  return { wallet, queue }
}
