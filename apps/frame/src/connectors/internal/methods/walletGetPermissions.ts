import { type Address, isAddressEqual, numberToHex, zeroAddress } from 'viem'
import type { EmbeddedMethod } from '@/connectors/EmbeddedMethodContext'
import { createSessionsApi, type RecordedSession } from '@/sessions/createSessionsApi'

/**
 * wallet_getPermissions for the embedded user: the smart account's live sessions on this chain (not
 * revoked, not expired, as the chain says now), each in ERC-7715's request form with its `context`
 * (pci) and, per permission, what the key spent. Asked for another chain or account, or of an EOA
 * user, it answers an empty list: the wallet holds no session permission there.
 *
 * @example
 * await walletGetPermissions(context) // [{ chainId: '0x7a69', address, expiry, signer, permissions, context }]
 */
export const walletGetPermissions: EmbeddedMethod<'wallet_getPermissions'> = async (context) => {
  const [filter = {}] = context.params
  const account = context.smartAccount
  if (context.accountType !== 'smartAccount') return []
  if (filter.chainId !== undefined && Number(filter.chainId) !== context.chainId) return []
  if (filter.address !== undefined && !isAddressEqual(filter.address as Address, account)) return []
  const sessions = await createSessionsApi(context.api).list(account, context.chainId)
  return sessions.filter((session) => !session.revoked && !session.expired).map(toErc7715)
}

function toErc7715(session: RecordedSession) {
  return {
    chainId: numberToHex(session.chainId),
    address: session.account,
    expiry: session.expiry,
    signer: { type: 'key', data: { id: session.signer } },
    permissions: session.permissions.map((permission) =>
      permission.token === zeroAddress
        ? { type: 'contract-call', data: { address: permission.target, functions: [permission.selector] } }
        : {
            type: 'erc20-token-transfer',
            data: {
              address: permission.token,
              allowance: numberToHex(BigInt(permission.allowance)),
              spent: numberToHex(BigInt(permission.spent)),
            },
          },
    ),
    context: session.pci,
  }
}
