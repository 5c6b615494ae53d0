import { latchAccountAbi } from '@latch/contracts'
import { type Address, getAddress, type Hex, type PublicClient, zeroAddress } from 'viem'
import { isTransportFailure } from '../chain/isTransportFailure'
import type { StoredPermission } from '../db/schema'

/** A permission as LatchAccount.permissionOf answers it, or undefined when the account has none of that id. */
export type PermissionState = { permission: StoredPermission; spent: bigint; revoked: boolean }

/**
 * Reads permissions `ids` of `account` on chain (batched into one multicall by the chain's client): each as
 * granted with what was spent of it and whether it was revoked, or undefined when the account never
 * granted it (or is no LatchAccount). A node that does not answer throws.
 *
 * @example
 * const [state] = await readPermissions(chain.client, account, [id])
 */
export async function readPermissions(
  client: PublicClient,
  account: Address,
  ids: readonly `0x${string}`[],
): Promise<(PermissionState | undefined)[]> {
  const code = await client.getCode({ address: account })
  if (!code) return ids.map(() => undefined)
  return Promise.all(
    ids.map(async (id) => {
      let answer: Awaited<ReturnType<typeof readPermission>>
      try {
        answer = await readPermission(client, account, id)
      } catch (error) {
        // A revert (no LatchAccount there) is no permission; a node that does not answer throws.
        if (isTransportFailure(error)) throw error
        return undefined
      }
      const [permission, spent, revoked] = answer
      if (permission.signer === zeroAddress) return undefined
      return {
        permission: {
          id,
          signer: getAddress(permission.signer),
          target: getAddress(permission.target),
          selector: permission.selector,
          token: getAddress(permission.token),
          allowance: permission.allowance.toString(),
          validUntil: permission.validUntil,
        },
        spent,
        revoked,
      }
    }),
  )
}

function readPermission(client: PublicClient, account: Address, id: Hex) {
  return client.readContract({
    address: account,
    abi: latchAccountAbi,
    functionName: 'permissionOf',
    args: [id],
  })
}
