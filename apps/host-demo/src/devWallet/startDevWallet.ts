import { devnets } from '@latch/localnet/devnets'
import { announceDevWallet } from './announceDevWallet'
import { createDevWallet, type DevWallet } from './createDevWallet'
import { createPromptQueue, type PromptQueue } from './createPromptQueue'

/**
 * Starts the dev wallet in this page: on the devnets, remembering its state in localStorage,
 * announced over EIP-6963. Render `<DevWalletPanel queue={queue} />` so the user can answer it.
 * `?walletChains=31337` starts it with only those chains added, so that a switch to another meets
 * 4902 first, as with a browser wallet that has never seen the chain.
 */
export function startDevWallet(): { wallet: DevWallet; queue: PromptQueue } {
  const queue = createPromptQueue()
  const walletChains = new URLSearchParams(window.location.search).get('walletChains')
  const wallet = createDevWallet({
    ...(walletChains ? { addedChainIds: walletChains.split(',').map(Number).filter(Number.isInteger) } : {}),
    prompt: queue.ask,
    storage: {
      get: (key) => localStorage.getItem(key),
      set: (key, value) => localStorage.setItem(key, value),
    },
    rpcUrls: Object.fromEntries(
      devnets.flatMap((chain) => chain.rpcUrls.default.http.slice(0, 1).map((url) => [chain.id, url])),
    ),
  })
  announceDevWallet(wallet, window)
  return { wallet, queue }
}
