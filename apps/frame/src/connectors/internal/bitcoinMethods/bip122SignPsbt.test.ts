import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { p2wpkh, SigHash, Transaction } from '@scure/btc-signer'
import { describe, expect, it, vi } from 'vitest'
import type { BitcoinApprovalRequest } from '@/connectors/ApprovalRequest'
import type { BitcoinInputsToSign } from '@/networks/BitcoinInputsToSign'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { bip122SignPsbt } from './bip122SignPsbt'

const regtest = btcSignerNetwork('regtest')
const key = secp256k1.utils.randomPrivateKey()
const mine = p2wpkh(secp256k1.getPublicKey(key, true), regtest)
const theirKey = secp256k1.utils.randomPrivateKey()
const theirs = p2wpkh(secp256k1.getPublicKey(theirKey, true), regtest)
const address = mine.address ?? ''

/** A PSBT spending `owners`' outputs (one each, with their sighash type), paying 9,000 sats for each. */
function psbtOf(owners: (typeof mine)[], sighashType?: number): string {
  const transaction = new Transaction()
  owners.forEach((owner, index) => {
    transaction.addInput({
      txid: `${String(index).padStart(2, '0')}${'ab'.repeat(31)}`,
      index: 0,
      witnessUtxo: { script: owner.script, amount: 10_000n },
      ...(sighashType ? { sighashType } : {}),
    })
    // An output at each input's place, which SIGHASH_SINGLE commits to.
    transaction.addOutputAddress(theirs.address ?? '', 9_000n, regtest)
  })
  return base64.encode(transaction.toPSBT())
}

function context(params: {
  account: string
  psbt: string
  signInputs: { address: string; index: number; sighashTypes?: number[] }[]
  broadcast?: boolean
}) {
  return {
    method: 'bip122_signPsbt',
    params,
    network: localBitcoinNetwork,
    address,
    approve: vi.fn(async (_request: BitcoinApprovalRequest) => undefined),
    signMessage: vi.fn(),
    // The key signs the inputs named, as the custody's signer does.
    signTransaction: vi.fn(async (psbt: Uint8Array, inputs?: BitcoinInputsToSign) => {
      const transaction = Transaction.fromPSBT(psbt)
      for (const { index, sighashTypes = [SigHash.ALL] } of inputs ?? [])
        if (!transaction.signIdx(key, index, [...sighashTypes])) throw new Error(`cannot sign ${index}`)
      return transaction.toPSBT()
    }),
    chain: {
      utxos: vi.fn(),
      feeRate: vi.fn(),
      broadcast: vi.fn(async (hex: string) => ({ txid: Transaction.fromRaw(Buffer.from(hex, 'hex')).id })),
    },
  }
}

describe('bip122SignPsbt', () => {
  it("shows the PSBT, signs only the account's inputs named, finalizes them and answers the PSBT", async () => {
    const psbt = psbtOf([theirs, mine], 0x83)
    const made = context({
      account: address,
      psbt,
      signInputs: [{ address, index: 1, sighashTypes: [0x83] }],
    })
    const answer = (await bip122SignPsbt(made)) as { psbt: string; txid?: string }
    expect(made.approve).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'bip122_signPsbt', address, transaction: psbt }),
    )
    expect(answer.txid).toBeUndefined()
    expect(made.chain.broadcast).not.toHaveBeenCalled()
    const signed = Transaction.fromPSBT(base64.decode(answer.psbt))
    // The account's input is final, with its signature of SIGHASH_SINGLE|ANYONECANPAY; the other untouched.
    const witness = signed.getInput(1).finalScriptWitness
    expect(witness).toHaveLength(2)
    expect(witness?.[0]?.at(-1)).toBe(0x83)
    expect(signed.getInput(0).finalScriptWitness).toBeUndefined()
    expect(signed.getInput(0).partialSig).toBeUndefined()
  })

  it('broadcasts when asked and every input is signed, answering the txid beside the PSBT', async () => {
    const made = context({
      account: address,
      psbt: psbtOf([mine]),
      signInputs: [{ address, index: 0 }],
      broadcast: true,
    })
    const answer = (await bip122SignPsbt(made)) as { psbt: string; txid: string }
    const hex = made.chain.broadcast.mock.calls[0]?.[0] ?? ''
    expect(answer.txid).toBe(Transaction.fromRaw(Buffer.from(hex, 'hex')).id)
    expect(Transaction.fromPSBT(base64.decode(answer.psbt)).id).toBe(answer.txid)
  })

  it("refuses to broadcast what another must still sign, and what is not the account's or not there before asking", async () => {
    const partial = context({
      account: address,
      psbt: psbtOf([theirs, mine]),
      signInputs: [{ address, index: 1 }],
      broadcast: true,
    })
    await expect(bip122SignPsbt(partial)).rejects.toMatchObject({ code: -32602 })
    expect(partial.chain.broadcast).not.toHaveBeenCalled()

    const other = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
    const refusals: [Parameters<typeof context>[0], number, string?][] = [
      [{ account: other, psbt: psbtOf([mine]), signInputs: [{ address, index: 0 }] }, 4100],
      [{ account: address, psbt: psbtOf([mine]), signInputs: [{ address: other, index: 0 }] }, 4100],
      [
        { account: address, psbt: psbtOf([mine]), signInputs: [] },
        -32602,
        'signInputs names no input to sign',
      ],
      [
        { account: address, psbt: psbtOf([mine]), signInputs: [{ address, index: 3 }] },
        -32602,
        'signInputs names input 3, which the PSBT does not have',
      ],
      [
        { account: address, psbt: psbtOf([theirs]), signInputs: [{ address, index: 0 }] },
        -32602,
        "Input 0 does not spend this wallet's account, or its output is not in the PSBT",
      ],
      [{ account: address, psbt: 'bm90IGEgcHNidA==', signInputs: [{ address, index: 0 }] }, -32602],
      [
        { account: address, psbt: psbtOf([mine], 0x83), signInputs: [{ address, index: 0 }] },
        -32602,
        'Input 0 asks for sighash type 131, which signInputs does not allow',
      ],
    ]
    for (const [params, code, message] of refusals) {
      const made = context(params)
      await expect(bip122SignPsbt(made)).rejects.toMatchObject({ code, ...(message ? { message } : {}) })
      expect(made.approve).not.toHaveBeenCalled()
    }
  })
})
