import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, it, vi } from 'vitest'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { type HostBitcoinPayment, payWithHostBitcoinWallet } from './payWithHostBitcoinWallet'

const regtest = btcSignerNetwork('regtest')
const key = secp256k1.utils.randomPrivateKey()
const address = p2wpkh(secp256k1.getPublicKey(key, true), regtest).address ?? ''
const recipientAddress =
  p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), regtest).address ?? ''
const funding = { txid: 'cd'.repeat(32), vout: 1, value: 100_000_000, status: { confirmed: true } }

type Sign = (psbt: Transaction) => void
const signs: Sign = (transaction) => transaction.sign(key)

// A page's Bitcoin wallet that signs with its key (`sign` may do otherwise), and the frame's chain.
function wallet(sign: Sign = signs) {
  return {
    network: localBitcoinNetwork,
    address,
    request: vi.fn(async (_method: 'bip122_signPsbt', params: { psbt: string }) => {
      const transaction = Transaction.fromPSBT(base64.decode(params.psbt), { allowUnknownOutputs: true })
      sign(transaction)
      return { psbt: base64.encode(transaction.toPSBT()) }
    }),
    chain: {
      utxos: vi.fn(async () => [funding]),
      feeRate: vi.fn(async () => 2),
      broadcast: vi.fn(async (hex: string) => ({
        txid: Transaction.fromRaw(Buffer.from(hex, 'hex'), { allowUnknownOutputs: true }).id,
      })),
    },
  }
}

const transfer: HostBitcoinPayment = {
  method: 'bip122_sendTransfer',
  params: { account: address, recipientAddress, amount: '25000000' },
}

// A dapp's PSBT spending the funding output to the recipient, as the wallet's account.
function dappPsbt(): string {
  const transaction = new Transaction()
  transaction.addInput({
    txid: funding.txid,
    index: funding.vout,
    witnessUtxo: { script: p2wpkh(secp256k1.getPublicKey(key, true), regtest).script, amount: 100_000_000n },
  })
  transaction.addOutputAddress(recipientAddress, 99_990_000n, regtest)
  return base64.encode(transaction.toPSBT())
}

describe('payWithHostBitcoinWallet', () => {
  it('makes the transfer, has the wallet sign every input (to sign only), and broadcasts it final', async () => {
    const made = wallet()
    const answer = await payWithHostBitcoinWallet(transfer, made)
    const [method, asked] = made.request.mock.calls[0] ?? []
    expect(method).toBe('bip122_signPsbt')
    expect(asked).toMatchObject({ account: address, signInputs: [{ address, index: 0 }], broadcast: false })

    const hex = made.chain.broadcast.mock.calls[0]?.[0] ?? ''
    const sent = Transaction.fromRaw(Buffer.from(hex, 'hex'), { allowUnknownOutputs: true })
    expect(answer).toEqual({ txid: sent.id })
    expect(sent.getInput(0).finalScriptWitness).toHaveLength(2)
    const paid = Array.from({ length: sent.outputsLength }, (_, index) => sent.getOutput(index).amount)
    expect(paid).toContain(25_000_000n)
    expect(made.chain.utxos).toHaveBeenCalledWith(address)
  })

  it('signs and broadcasts a PSBT the dapp made, answering the signed PSBT and its txid', async () => {
    const made = wallet()
    const psbt = dappPsbt()
    const answer = await payWithHostBitcoinWallet(
      {
        method: 'bip122_signPsbt',
        params: { account: address, psbt, signInputs: [{ address, index: 0 }], broadcast: true },
      },
      made,
    )
    expect(made.request.mock.calls[0]?.[1]).toMatchObject({ psbt, broadcast: false })
    const hex = made.chain.broadcast.mock.calls[0]?.[0] ?? ''
    expect(answer).toEqual({
      psbt: expect.stringMatching(/^cHNidP8/),
      txid: Transaction.fromRaw(Buffer.from(hex, 'hex')).id,
    })
  })

  it('broadcasts nothing a wallet signed otherwise than asked: another transaction, or inputs left unsigned', async () => {
    const rewrites = wallet((transaction) => {
      transaction.updateOutput(0, { amount: 1_000n })
      transaction.sign(key)
    })
    await expect(payWithHostBitcoinWallet(transfer, rewrites)).rejects.toMatchObject({
      code: -32603,
      message: 'The wallet signed another transaction than the one it was asked to sign.',
    })
    const signsNothing = wallet(() => undefined)
    await expect(payWithHostBitcoinWallet(transfer, signsNothing)).rejects.toMatchObject({
      code: -32602,
      message: 'The PSBT cannot be broadcast: input 0 is not signed',
    })
    const malformed = { ...wallet(), request: vi.fn(async () => ({ psbt: 7 })) }
    await expect(payWithHostBitcoinWallet(transfer, malformed)).rejects.toMatchObject({ code: -32603 })
    for (const made of [rewrites, signsNothing, malformed])
      expect(made.chain.broadcast).not.toHaveBeenCalled()
  })

  it("refuses an account or change address that is not the wallet's (4100), and too large an amount (-32602), asking the wallet nothing", async () => {
    const other = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
    const made = wallet()
    for (const params of [
      { account: other, recipientAddress, amount: '1000' },
      { account: address, recipientAddress, amount: '1000', changeAddress: other },
    ])
      await expect(
        payWithHostBitcoinWallet({ method: 'bip122_sendTransfer', params }, made),
      ).rejects.toMatchObject({ code: 4100 })
    await expect(
      payWithHostBitcoinWallet(
        {
          method: 'bip122_signPsbt',
          params: {
            account: address,
            psbt: dappPsbt(),
            signInputs: [{ address: other, index: 0 }],
            broadcast: true,
          },
        },
        made,
      ),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      payWithHostBitcoinWallet(
        { method: 'bip122_sendTransfer', params: { ...transfer.params, amount: '100000000' } },
        made,
      ),
    ).rejects.toMatchObject({ code: -32602 })
    expect(made.request).not.toHaveBeenCalled()
  })
})
