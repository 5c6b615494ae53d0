import { hex } from '@scure/base'
import { Address, OutScript } from '@scure/btc-signer'

/**
 * Regtest's address prefixes, as @scure/btc-signer takes a network: bech32 `bcrt`, and the base58
 * versions it shares with testnet.
 */
export const regtestAddressFormat = Object.freeze({
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
})

/**
 * What a transaction pays, for a dev wallet's prompt: each output's regtest address (its script in
 * hex where it has none, an OP_RETURN's for one) and its amount in BTC, written in full.
 *
 * @example
 * psbtPayments(Transaction.fromPSBT(psbt)) // [{ to: 'bcrt1q…', btc: '0.00100000' }, { to: 'bcrt1q…', btc: '49.99890000' }]
 *
 * @param {import('@scure/btc-signer').Transaction} transaction
 * @returns {{ to: string, btc: string }[]}
 */
export function psbtPayments(transaction) {
  return Array.from({ length: transaction.outputsLength }, (_, index) => {
    const { script = new Uint8Array(), amount = 0n } = transaction.getOutput(index)
    let to
    try {
      to = Address(regtestAddressFormat).encode(OutScript.decode(script))
    } catch {
      to = `script ${hex.encode(script)}`
    }
    const btc = `${amount / 100_000_000n}.${(amount % 100_000_000n).toString().padStart(8, '0')}`
    return { to, btc }
  })
}
