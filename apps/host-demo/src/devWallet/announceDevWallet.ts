import type { DevWallet } from './createDevWallet'

const iconSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1f6feb"/>' +
  '<path d="M10 14v-3a6 6 0 0 1 12 0v3" fill="none" stroke="#fff" stroke-width="3"/>' +
  '<rect x="8" y="14" width="16" height="12" rx="2" fill="#fff"/></svg>'

const devWalletInfo = {
  name: 'Latch Dev Wallet',
  icon: `data:image/svg+xml;base64,${btoa(iconSvg)}`,
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
