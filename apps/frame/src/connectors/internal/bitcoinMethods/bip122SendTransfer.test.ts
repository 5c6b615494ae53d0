import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, it, vi } from 'vitest'
import { readBitcoinTransaction } from '@/approvals/internal/describeBitcoinTransaction'
import type { BitcoinApprovalRequest } from '@/connectors/ApprovalRequest'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { bip122SendTransfer } from './bip122SendTransfer'

const regtest = btcSignerNetwork('regtest')
const key = secp256k1.utils.randomPrivateKey()
const address = p2wpkh(secp256k1.getPublicKey(key, true), regtest).address ?? ''
const recipientAddress =
  p2wpkh(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true), regtest).address ?? ''
const funding = { txid: 'cd'.repeat(32), vout: 1, value: 100_000_000, status: { confirmed: true } }

function context(params: {
  account: string
  recipientAddress: string
  amount: string
  memo?: string
  changeAddress?: string
}) {
  return {
    method: 'bip122_sendTransfer',
    params,
    network: localBitcoinNetwork,
    address,
    approve: vi.fn(async (_request: BitcoinApprovalRequest) => undefined),
    signMessage: vi.fn(),
    // The key signs the PSBT as the custody's signer does.
    signTransaction: vi.fn(async (psbt: Uint8Array) => {
      const transaction = Transaction.fromPSBT(psbt)
      transaction.sign(key)
      return transaction.toPSBT()
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

describe('bip122SendTransfer', () => {
  it('shows the transaction it made, then signs and broadcasts that one, answering its txid', async () => {
    const made = context({ account: address, recipientAddress, amount: '25000000', memo: 'rent' })
    const answer = await bip122SendTransfer(made)
    const request = made.approve.mock.calls[0]?.[0]
    expect(request).toMatchObject({
      namespace: 'bip122',
      method: 'bip122_sendTransfer',
      caipNetworkId: localBitcoinNetwork.caipNetworkId,
      address,
    })
    const shown = readBitcoinTransaction(request?.transaction ?? '', { account: address, network: 'regtest' })
    expect(shown.sends.formatted).toBe('0.25')
    expect(shown.outputs.map((output) => output.kind).sort()).toEqual(['change', 'memo', 'payment'])
    expect(shown.feeRate).toBeCloseTo(2, 1)

    // What went out is what was shown, signed and final.
    const hex = made.chain.broadcast.mock.calls[0]?.[0] ?? ''
    const sent = Transaction.fromRaw(Buffer.from(hex, 'hex'), { allowUnknownOutputs: true })
    expect(answer).toEqual({ txid: sent.id })
    const unsigned = Transaction.fromPSBT(base64.decode(request?.transaction ?? ''))
    expect(sent.outputsLength).toBe(unsigned.outputsLength)
    for (let index = 0; index < sent.outputsLength; index++)
      expect(sent.getOutput(index)).toEqual(unsigned.getOutput(index))
    expect(sent.getInput(0).finalScriptWitness).toHaveLength(2)
  })

  it('refuses another account or change address with 4100, and too large an amount with -32602, before asking anyone', async () => {
    const other = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
    for (const params of [
      { account: other, recipientAddress, amount: '1000' },
      { account: address, recipientAddress, amount: '1000', changeAddress: other },
    ]) {
      const made = context(params)
      await expect(bip122SendTransfer(made)).rejects.toMatchObject({ code: 4100 })
      expect(made.approve).not.toHaveBeenCalled()
    }
    const poor = context({ account: address, recipientAddress, amount: '100000000' })
    await expect(bip122SendTransfer(poor)).rejects.toMatchObject({
      code: -32602,
      message: 'Insufficient funds: the account cannot pay this amount and its fee',
    })
    expect(poor.approve).not.toHaveBeenCalled()
  })

  it('signs and sends nothing the visitor declined', async () => {
    const declined = context({ account: address, recipientAddress, amount: '1000' })
    declined.approve.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(bip122SendTransfer(declined)).rejects.toMatchObject({ code: 4001 })
    expect(declined.signTransaction).not.toHaveBeenCalled()
    expect(declined.chain.broadcast).not.toHaveBeenCalled()
  })
})
