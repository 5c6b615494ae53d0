import { latchAccountAbi, latchAccountFactoryAbi, smartAccountContracts } from '@latch/contracts'
import { errorCodes, ProviderRpcError } from '@latch/protocol'
import { type Address, encodeFunctionData, isAddressEqual } from 'viem'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'
import { createSessionsApi, sessionMessages } from '@/sessions/createSessionsApi'
import { permissionIdOf } from '@/sessions/permissionIdOf'
import { permissionsContextOf } from '@/sessions/permissionsContext'
import { readPermissions } from '@/sessions/readPermissions'
import { smartAccountNeeded } from '@/sessions/smartAccountNeeded'
import { toSessionPermissions } from '@/sessions/toSessionPermissions'
import { approveAsSmartAccount } from './internal/approveAsSmartAccount'
import { callSmartAccount } from './internal/callSmartAccount'

const invalid = (message: string) => new ProviderRpcError(errorCodes.invalidParams, message)

/**
 * wallet_grantPermissions (ERC-7715) for the embedded user's smart account: the request is checked
 * (this chain, this account, an expiry ahead, no call on the account itself or its EntryPoint, nothing
 * granted already), shown in plain words in ApproveTransaction, and once approved granted by ONE
 * owner-signed UserOperation that calls the account's grantPermission for each permission (deploying
 * the account first if it is not yet). After its inclusion the grant is recorded at the frame's server
 * with the account's signature of `Record Latch session <pci>`. The answer is the request with
 * `address`, `context` (the pci: the permission ids) and, while the account is not deployed,
 * `accountMeta` (its factory and factoryData). An EOA user gets 4200 naming the smart account.
 *
 * @example
 * await walletGrantPermissions(context) // { chainId, expiry, signer, permissions, address, context: '0x…' }
 */
export const walletGrantPermissions: EmbeddedMethod<'wallet_grantPermissions'> = async (context) => {
  if (context.accountType !== 'smartAccount') throw smartAccountNeeded()
  const [request] = context.params
  const account = context.smartAccount
  if (Number(request.chainId) !== context.chainId)
    throw invalid(
      `The permissions are for chain ${Number(request.chainId)}, but the wallet is on ${context.chainId}: switch chains first.`,
    )
  if (request.address && !isAddressEqual(request.address as Address, account))
    throw invalid(
      `The permissions are asked of ${request.address}, which is not this smart account (${account}).`,
    )
  const granted = toSessionPermissions(request, { nowSeconds: Math.floor(Date.now() / 1000) })
  for (const { permission } of granted)
    if (
      isAddressEqual(permission.target, account) ||
      isAddressEqual(permission.target, smartAccountContracts.entryPoint)
    )
      // A key that may call the account (or its EntryPoint) could grant itself anything.
      throw invalid('A session key may not call the smart account itself or its EntryPoint.')
  const ids = granted.map(({ permission }) => permissionIdOf(context.chainId, account, permission))
  const pci = permissionsContextOf(ids)
  const existing = await readPermissions(context.readRpc, account, ids)
  if (existing.some((state) => state.granted))
    throw invalid('These permissions were granted already: revoke them, or ask with another expiry.')

  await approveAsSmartAccount(context)
  await callSmartAccount(
    context,
    granted.map(({ permission }) =>
      encodeFunctionData({ abi: latchAccountAbi, functionName: 'grantPermission', args: [permission] }),
    ),
    'grant',
  )

  try {
    const signature = await context.signSmartAccountMessage(sessionMessages.record(pci))
    await createSessionsApi(context.api).record(account, { chainId: context.chainId, pci, signature })
  } catch (error) {
    // The key can use its permissions already; only the Sessions list would miss them.
    throw new ProviderRpcError(
      errorCodes.internal,
      `The permissions are granted on chain, but Latch could not record them: ${error instanceof Error ? error.message : String(error)}`,
      { data: { context: pci }, cause: error },
    )
  }
  const deployed = await context.smartAccountDeployed()
  return {
    ...request,
    address: account,
    context: pci,
    ...(!deployed && {
      accountMeta: {
        factory: smartAccountContracts.accountFactory,
        factoryData: encodeFunctionData({
          abi: latchAccountFactoryAbi,
          functionName: 'createAccount',
          args: [context.owner, 0n],
        }),
      },
    }),
  }
}
