import { type Address, type Hex, verifyMessage } from 'viem'
import type { LocalChain } from '../../chain/LocalChain'

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`. An externally owned account is
 * checked by recovering the signer; anything else (a smart account: ERC-1271 when deployed, ERC-6492
 * when not yet) is asked of `chain`, when there is one.
 */
export async function verifyNameSignature(
  input: { address: Address; message: string; signature: Hex },
  chain: LocalChain | undefined,
): Promise<boolean> {
  // A signature that is not 65 bytes (a smart account's) makes recovery throw rather than answer false.
  const recovered = await verifyMessage(input).catch(() => false)
  if (recovered) return true
  if (!chain) return false
  return chain.client.verifyMessage(input)
}
