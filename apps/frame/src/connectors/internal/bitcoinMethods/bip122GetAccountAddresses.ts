import { bip84Networks } from '@latch/keys'
import type { BitcoinMethod } from '@/connectors/BitcoinMethodContext'
import { checkOwnBitcoinAccount } from './checkOwnBitcoinAccount'

/**
 * bip122_getAccountAddresses for the embedded wallet: the account must be this wallet's (4100); the
 * answer is its one address, the native SegWit first receive address of BIP-84's first account on
 * the network, with its derivation path, as WalletConnect's bip122 getAccountAddresses writes it.
 * The wallet keeps no other address (no change or Taproot ones), so it serves every intention.
 *
 * @example
 * await bip122GetAccountAddresses(context) // [{ address: 'bcrt1q…', path: "m/84'/1'/0'/0/0", intention: 'payment' }]
 */
export const bip122GetAccountAddresses: BitcoinMethod<'bip122_getAccountAddresses'> = async (context) => {
  checkOwnBitcoinAccount(context, [context.params.account])
  const { coinType } = bip84Networks[context.network.bip84]
  return [{ address: context.address, path: `m/84'/${coinType}'/0'/0/0`, intention: 'payment' }]
}
