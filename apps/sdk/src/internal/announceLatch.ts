import { latchIcon } from './latchIcon'

/**
 * Announces a Latch provider over EIP-6963 (now, and on every `eip6963:requestProvider`), so dapps
 * that discover wallets list Latch. Returns the function that stops answering.
 *
 * @example
 * const stop = announceLatch(latch.provider)
 */
export function announceLatch(provider: unknown): () => void {
  // A blob URL ends with a fresh UUIDv4 in every browser; crypto.randomUUID needs a secure context.
  const url = URL.createObjectURL(new Blob())
  URL.revokeObjectURL(url)
  const detail = Object.freeze({
    info: Object.freeze({ uuid: url.slice(-36), name: 'Latch', icon: latchIcon, rdns: 'id.latch' }),
    provider,
  })
  const announce = () => dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => removeEventListener('eip6963:requestProvider', announce)
}
