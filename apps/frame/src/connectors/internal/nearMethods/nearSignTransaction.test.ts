import { KeyPair, PublicKey } from '@near-js/crypto'
import {
  actionCreators,
  createTransaction,
  encodeTransaction,
  SignedTransaction,
  type Transaction,
} from '@near-js/transactions'
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { knownNearNetworks } from '@/networks/knownNearNetworks'
import type { NearNetwork } from '@/networks/NearNetwork'
import { nearSignTransaction } from './nearSignTransaction'

// The wallet's key: an implicit account, its id the public key in hex.
const secret = new Uint8Array(32).fill(5)
const key = PublicKey.fromString(`ed25519:${base58.encode(ed25519.getPublicKey(secret))}`)
const accountId = Buffer.from(key.data).toString('hex')
const [, testnet = knownNearNetworks[0]] = knownNearNetworks

function context(transaction: Uint8Array<ArrayBuffer>) {
  return {
    method: 'near_signTransaction',
    params: { transaction },
    network: testnet as NearNetwork,
    accountId,
    publicKey: key.toString(),
    approve: vi.fn(async () => undefined),
    signMessage: vi.fn(),
    signTransaction: vi.fn(async (bytes: Uint8Array) => ed25519.sign(sha256(bytes), secret)),
  }
}

const transfer = (signer = accountId, signingKey = key) =>
  createTransaction(
    signer,
    signingKey,
    'bob.testnet',
    9n,
    [actionCreators.transfer(10n ** 24n)],
    new Uint8Array(32),
  )

describe('nearSignTransaction', () => {
  it('signs the transaction after the visitor approves it, answering the signed transaction near-api-js decodes', async () => {
    const transaction = transfer()
    const made = context(transaction.encode() as Uint8Array<ArrayBuffer>)
    const answer = (await nearSignTransaction(made)) as number[]
    expect(made.approve).toHaveBeenCalledWith({
      namespace: 'near',
      method: 'near_signTransaction',
      params: made.params,
      caipNetworkId: 'near:testnet',
      address: accountId,
    })
    const signed = SignedTransaction.decode(Uint8Array.from(answer)) as unknown as {
      transaction: Transaction
      signature: { ed25519Signature: { data: number[] } }
    }
    expect(signed.transaction.signerId).toBe(accountId)
    expect(
      key.verify(
        sha256(encodeTransaction(signed.transaction)),
        Uint8Array.from(signed.signature.ed25519Signature.data),
      ),
    ).toBe(true)
  })

  it("refuses another account's transaction (4100), another key's or unreadable bytes (-32602), before asking anyone", async () => {
    const other = context(transfer('mallory.testnet').encode() as Uint8Array<ArrayBuffer>)
    await expect(nearSignTransaction(other)).rejects.toMatchObject({
      code: 4100,
      message: "The account mallory.testnet is not this wallet's NEAR account on NEAR Testnet.",
    })
    const otherKey = KeyPair.fromRandom('ed25519').getPublicKey()
    const wrongKey = context(transfer(accountId, otherKey).encode() as Uint8Array<ArrayBuffer>)
    await expect(nearSignTransaction(wrongKey)).rejects.toMatchObject({
      code: -32602,
      message: `The transaction names the key ${otherKey.toString()}, not this account's key ${key.toString()}`,
    })
    const garbage = context(new Uint8Array([1, 0, 0, 0]))
    await expect(nearSignTransaction(garbage)).rejects.toMatchObject({
      code: -32602,
      message: 'The transaction cannot be read: The transaction ends too soon',
    })
    for (const made of [other, wrongKey, garbage]) expect(made.approve).not.toHaveBeenCalled()
  })

  it('signs nothing the visitor declined', async () => {
    const declined = context(transfer().encode() as Uint8Array<ArrayBuffer>)
    declined.approve.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(nearSignTransaction(declined)).rejects.toMatchObject({ code: 4001 })
    expect(declined.signTransaction).not.toHaveBeenCalled()
  })
})
