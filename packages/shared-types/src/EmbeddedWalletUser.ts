import type { AccountType } from './AccountType'
import type { WalletAccount } from './WalletAccount'

/** The user of an embedded wallet made by email or social login (docs/behaviour.md#entities). */
export interface EmbeddedWalletUser {
  email?: string | undefined
  address: string
  /** A number on eip155, the chain reference string elsewhere. */
  chainId: number | string
  smartAccountDeployed: boolean
  accounts?: readonly WalletAccount[] | undefined
  preferredAccountType?: AccountType | undefined
  /** Set by social logins only. */
  userName?: string | undefined
}
