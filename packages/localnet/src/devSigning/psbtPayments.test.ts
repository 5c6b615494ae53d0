import { Script, Transaction } from '@scure/btc-signer'
import { expect, it } from 'vitest'
import { bitcoinDevKey } from '../bitcoin/bitcoinDevKeys.mjs'
import { psbtPayments, regtestAddressFormat } from './psbtPayments.mjs'

it("names each output's regtest address and its amount in BTC, and an OP_RETURN by its script", () => {
  const payee = bitcoinDevKey(1).address
  const transaction = new Transaction({ allowUnknownOutputs: true })
  transaction.addOutputAddress(payee, 100_000n, regtestAddressFormat)
  transaction.addOutputAddress(bitcoinDevKey(2).address, 4_999_890_000n, regtestAddressFormat)
  transaction.addOutput({ script: Script.encode(['RETURN', new TextEncoder().encode('hi')]), amount: 0n })
  expect(psbtPayments(Transaction.fromPSBT(transaction.toPSBT(), { allowUnknownOutputs: true }))).toEqual([
    { to: payee, btc: '0.00100000' },
    { to: bitcoinDevKey(2).address, btc: '49.99890000' },
    { to: 'script 6a026869', btc: '0.00000000' },
  ])
})
