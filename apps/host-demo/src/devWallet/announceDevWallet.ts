import type { DevWallet } from './createDevWallet'
import { devWalletIcon } from './internal/devWalletIcon'

const devWalletInfo = {
  name: 'Latch Dev Wallet',
  icon: devWalletIcon,
  rdns: 'dev.latch.wallet',
} as const

/**
 * Announces the dev wallet over EIP-6963 now and on every `eip6963:requestProvider`, so Latch
 * lists it whichever of the two loads first. Returns a function that stops answering.
 *
 * @example
 * const stop = announceDevWallet(wallet, window)
 */
export function announceDevWallet(wallet: DevWallet, target: EventTarget): () => void {
  const detail = Object.freeze({
    info: Object.freeze({ uuid: crypto.randomUUID(), ...devWalletInfo }),
    provider: wallet,
  })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
