import { latchAccountAbi } from '@latch/contracts'
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, zeroAddress } from 'viem'
import type { OnchainPermission } from './toSessionPermissions'

/** A permission as LatchAccount.permissionOf answers it; `granted` false when the id is unknown there. */
export type PermissionState = {
  id: Hex
  granted: boolean
  permission: OnchainPermission
  spent: bigint
  revoked: boolean
}

/**
 * Reads each permission id on the account (`permissionOf`), by eth_call on the node. An account that
 * is not deployed has no permission: each id is then not granted.
 *
 * @example
 * const [state] = await readPermissions(readRpc, account, [id])
 * if (state?.revoked) … // the key is refused already
 */
export async function readPermissions(
  readRpc: (method: string, params?: unknown) => Promise<unknown>,
  account: Address,
  ids: readonly Hex[],
): Promise<PermissionState[]> {
  return Promise.all(
    ids.map(async (id) => {
      const data = encodeFunctionData({ abi: latchAccountAbi, functionName: 'permissionOf', args: [id] })
      const result = (await readRpc('eth_call', [{ to: account, data }, 'latest'])) as Hex
      if (result === '0x')
        return { id, granted: false, permission: emptyPermission, spent: 0n, revoked: false }
      const [permission, spent, revoked] = decodeFunctionResult({
        abi: latchAccountAbi,
        functionName: 'permissionOf',
        data: result,
      })
      return { id, granted: permission.signer !== zeroAddress, permission, spent, revoked }
    }),
  )
}

const emptyPermission: OnchainPermission = {
  signer: zeroAddress,
  target: zeroAddress,
  selector: '0x00000000',
  token: zeroAddress,
  allowance: 0n,
  validUntil: 0,
}
