import type { Address, Hex } from 'viem'
import { ApiError } from '../../api/ApiError'
import type { LocalChain } from '../../chain/LocalChain'
import { askNode } from './askNode'

/**
 * Refuses with 401 'Invalid signature' unless `signature` is `address`'s signature of `message` on
 * `chain`: an EOA's EIP-191 signature, a deployed smart account's ERC-1271 answer, or an undeployed
 * one's ERC-6492 wrapping (viem's verifyMessage asks the chain for the last two).
 */
export async function verifyAccountSignature(
  chain: LocalChain,
  input: { address: Address; message: string; signature: Hex },
): Promise<void> {
  // viem answers false, not an error, when the node is down: ask the node something first, so that
  // an outage is a 502 rather than the caller's signature refused.
  await askNode(chain.network.id, () => chain.client.getBlockNumber({ cacheTime: 0 }))
  // A malformed signature makes viem throw rather than answer false: it is a refusal all the same.
  const valid = await chain.client.verifyMessage(input).catch(() => false)
  if (!valid)
    throw new ApiError(401, 'Invalid signature', {
      parameter: 'signature',
      reason: 'not signed by the account',
    })
}
