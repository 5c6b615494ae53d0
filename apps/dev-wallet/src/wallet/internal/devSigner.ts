import { devAccounts } from '@latch/localnet/devAccounts'
import { ProviderRpcError } from '@latch/protocol/errors'
import { type Address, isAddressEqual } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** The viem account that signs for `address`, which must be one of the dev accounts. */
export function devSigner(address: Address) {
  const account = devAccounts.find((candidate) => isAddressEqual(candidate.address, address))
  if (!account) throw new ProviderRpcError(4100, `${address} is not one of the dev accounts.`)
  return privateKeyToAccount(account.privateKey)
}
