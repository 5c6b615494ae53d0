import { isAddress as isSolanaAddress } from '@solana/kit'
import { type Address, getAddress, isAddress } from 'viem'
import { isBitcoinAddress } from '@/networks/isBitcoinAddress'

export type AccountParam =
  /** An EVM address; `network` when it came as a CAIP-10 account, which names its chain. */
  | { kind: 'evm'; address: Address; network: string | undefined }
  /** A Solana address (base58); `network` when it came as a CAIP-10 account. */
  | { kind: 'solana'; address: string; network: string | undefined }
  /** A Bitcoin address (of any network: its prefix says which); `network` when it came as a CAIP-10 account. */
  | { kind: 'bitcoin'; address: string; network: string | undefined }
  /** A well-formed CAIP-10 account of another namespace: nothing here can have history for it. */
  | { kind: 'foreign' }

const caip10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

/**
 * The `{account}` of /v1/account/{account}/history: a plain address (`0x…`, a Solana base58 one,
 * or a Bitcoin one) or a CAIP-10 account (`eip155:31337:0x…`, `solana:localnet:7S3P…`,
 * `bip122:0f91…:bcrt1q…`). Null when it is neither.
 *
 * @example
 * parseAccountParam('eip155:31337:0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
 * // { kind: 'evm', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network: 'eip155:31337' }
 */
export function parseAccountParam(value: string): AccountParam | null {
  if (isAddress(value, { strict: false }))
    return { kind: 'evm', address: getAddress(value), network: undefined }
  if (isSolanaAddress(value)) return { kind: 'solana', address: value, network: undefined }
  if (isBitcoinAddress(value)) return { kind: 'bitcoin', address: value, network: undefined }
  const match = caip10.exec(value)
  if (!match) return null
  const [, namespace, reference, address] = match
  if (namespace === 'solana')
    return address && isSolanaAddress(address)
      ? { kind: 'solana', address, network: `${namespace}:${reference}` }
      : null
  if (namespace === 'bip122')
    return address && isBitcoinAddress(address)
      ? { kind: 'bitcoin', address, network: `${namespace}:${reference}` }
      : null
  if (namespace !== 'eip155') return { kind: 'foreign' }
  if (!address || !isAddress(address, { strict: false })) return null
  return { kind: 'evm', address: getAddress(address), network: `${namespace}:${reference}` }
}
