import { ProviderRpcError } from '@latch/protocol'
import type { Hex } from 'viem'

/** What a wallet_sendCalls id stands for: one UserOperation, or the EOA's transactions in order. */
export type CallsBatch =
  | { chainId: number; kind: 'userOperation'; userOpHash: Hex }
  | { chainId: number; kind: 'transactions'; hashes: Hex[] }

/** EIP-5792 bounds an id at 4096 bytes: this many transaction hashes fit in one with room to spare. */
export const maxSequentialCalls = 60

/** EIP-5792's 5730: the id is not one this wallet gave. */
const unknownBundleId = 5730

// The ids apps chose for their batches (EIP-5792 v2's optional `id`), for this frame's life: the
// chain knows nothing of them, so after a reload only the wallet's own ids can be read back.
const appIds = new Map<string, string>()

/**
 * Keeps an app's own id for a batch, to answer wallet_getCallsStatus for it; one already used is
 * EIP-5792's 'Duplicate ID' (5720). The returned function records the batch once sent, or frees the
 * id (undefined) when nothing was sent, so that the app may try again with it.
 *
 * @example
 * const sent = claimAppCallsId('my-batch-1')
 * sent(encodeCallsId(batch)) // decodeCallsId('my-batch-1') now reads the batch
 */
export function claimAppCallsId(appId: string): (id: string | undefined) => void {
  if (appIds.has(appId)) throw new ProviderRpcError(5720, 'Duplicate ID.')
  appIds.set(appId, '')
  return (id) => {
    if (id) appIds.set(appId, id)
    else appIds.delete(appId)
  }
}

/**
 * The id wallet_sendCalls answers: the chain and what was sent, so that wallet_getCallsStatus can
 * read the batch back from the chain after a reload, with nothing stored. An EOA batch carries every
 * transaction hash, 64 hex characters each.
 *
 * @example
 * encodeCallsId({ chainId: 31337, kind: 'userOperation', userOpHash }) // 'eip155:31337:op:0x…'
 */
export function encodeCallsId(batch: CallsBatch): string {
  if (batch.kind === 'userOperation') return `eip155:${batch.chainId}:op:${batch.userOpHash.toLowerCase()}`
  return `eip155:${batch.chainId}:tx:0x${batch.hashes.map((one) => one.slice(2).toLowerCase()).join('')}`
}

/**
 * Reads an id encodeCallsId made, or an app's own id claimed in this frame; any other string is
 * EIP-5792's 'Unknown bundle id' (5730).
 *
 * @example
 * decodeCallsId('eip155:31337:op:0xabc…') // { chainId: 31337, kind: 'userOperation', userOpHash: '0xabc…' }
 */
export function decodeCallsId(id: string): CallsBatch {
  const match = /^eip155:([1-9][0-9]{0,15}):(op|tx):0x([0-9a-f]+)$/.exec(appIds.get(id) || id)
  const chainId = Number(match?.[1])
  const hex = match?.[3] ?? ''
  if (match && Number.isSafeInteger(chainId) && hex.length > 0 && hex.length % 64 === 0) {
    const hashes = (hex.match(/.{64}/g) ?? []).map((one) => `0x${one}` as Hex)
    if (match[2] === 'op' && hashes.length === 1 && hashes[0])
      return { chainId, kind: 'userOperation', userOpHash: hashes[0] }
    if (match[2] === 'tx' && hashes.length <= maxSequentialCalls)
      return { chainId, kind: 'transactions', hashes }
  }
  throw new ProviderRpcError(unknownBundleId, 'Unknown bundle id.')
}
