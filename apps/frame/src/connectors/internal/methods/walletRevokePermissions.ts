import { latchAccountAbi } from '@latch/contracts'
import { errorCodes, ProviderRpcError } from '@latch/protocol'
import { encodeFunctionData } from 'viem'
import { ApiRequestError } from '@/api/createApiClient'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'
import { createSessionsApi, sessionMessages } from '@/sessions/createSessionsApi'
import { permissionIdsOf } from '@/sessions/permissionsContext'
import { readPermissions } from '@/sessions/readPermissions'
import { smartAccountNeeded } from '@/sessions/smartAccountNeeded'
import { approveAsSmartAccount } from './internal/approveAsSmartAccount'
import { callSmartAccount } from './internal/callSmartAccount'

/**
 * wallet_revokePermissions (ERC-7715) `[{ permissionsContext }]` for the embedded user's smart
 * account: every id of the context must be a permission of this account; after the user confirms in
 * ApproveTransaction, one owner-signed UserOperation revokes those not revoked yet, on chain (from
 * then on the account refuses the key), and the frame's server marks the session revoked (the
 * account's signature of `Revoke Latch session <pci>`; a session the server never recorded is
 * revoked all the same). Answers null. An EOA user gets 4200 naming the smart account.
 * (EIP-2255's `[{ eth_accounts: {} }]`, a disconnect, never reaches the wallet: see routeRequest.)
 *
 * @example
 * await walletRevokePermissions(context) // null: the key's next UserOperation is refused
 */
export const walletRevokePermissions: EmbeddedMethod<'wallet_revokePermissions'> = async (context) => {
  if (context.accountType !== 'smartAccount') throw smartAccountNeeded()
  const [revoke] = context.params
  if (!('permissionsContext' in revoke))
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      'Name the permissions to revoke by their permissionsContext.',
    )
  const pci = revoke.permissionsContext.toLowerCase() as `0x${string}`
  const account = context.smartAccount
  const states = await readPermissions(context.readRpc, account, permissionIdsOf(pci))
  const unknown = states.find((state) => !state.granted)
  if (unknown)
    throw new ProviderRpcError(
      errorCodes.invalidParams,
      `The permission ${unknown.id} is not one of this account's.`,
    )

  await approveAsSmartAccount(context)
  const live = states.filter((state) => !state.revoked)
  if (live.length > 0)
    await callSmartAccount(
      context,
      live.map(({ id }) =>
        encodeFunctionData({ abi: latchAccountAbi, functionName: 'revokePermission', args: [id] }),
      ),
      'revoke',
    )

  try {
    const signature = await context.signSmartAccountMessage(sessionMessages.revoke(pci))
    await createSessionsApi(context.api).revoke(account, { pci, signature })
  } catch (error) {
    // Revoked on chain is what counts; a session the server never recorded has nothing to mark.
    if (!(error instanceof ApiRequestError && error.status === 404))
      throw new ProviderRpcError(
        errorCodes.internal,
        `The permissions are revoked on chain, but Latch could not record it: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
  }
  return null
}
