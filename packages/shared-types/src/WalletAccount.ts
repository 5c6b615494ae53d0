import type { AccountType } from './AccountType'
import type { ChainNamespace } from './ChainNamespace'

/** One address a connected wallet controls, with its account kind. */
export interface WalletAccount {
  address: string
  type: AccountType
  namespace?: ChainNamespace | undefined
}
