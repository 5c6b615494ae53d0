import { KeyPair, type PublicKey } from '@near-js/crypto'
import { actionCreators, createTransaction } from '@near-js/transactions'
import { describe, expect, it } from 'vitest'
import { nearTestWallet } from '@/testing/nearTestWallet'
import { nearSignTransaction } from './nearSignTransaction'

const wallet = nearTestWallet(5)
const { accountId, key } = wallet

const transfer = (signer = accountId, signingKey: PublicKey = key) =>
  createTransaction(
    signer,
    signingKey,
    'bob.testnet',
    9n,
    [actionCreators.transfer(10n ** 24n)],
    new Uint8Array(32),
  )
const context = (transaction: Uint8Array) =>
  wallet.context('near_signTransaction', { transaction: transaction as Uint8Array<ArrayBuffer> })

describe('nearSignTransaction', () => {
  it('signs the transaction after the visitor approves it, answering the signed transaction near-api-js decodes', async () => {
    const made = context(transfer().encode())
    const answer = (await nearSignTransaction(made)) as number[]
    expect(made.approve).toHaveBeenCalledWith({
      namespace: 'near',
      method: 'near_signTransaction',
      params: made.params,
      caipNetworkId: 'near:testnet',
      address: accountId,
    })
    expect(wallet.readSigned(answer).signerId).toBe(accountId)
  })

  it("refuses another account's transaction (4100), another key's or unreadable bytes (-32602), before asking anyone", async () => {
    const other = context(transfer('mallory.testnet').encode())
    await expect(nearSignTransaction(other)).rejects.toMatchObject({
      code: 4100,
      message: "The account mallory.testnet is not this wallet's NEAR account on NEAR Testnet.",
    })
    const otherKey = KeyPair.fromRandom('ed25519').getPublicKey()
    const wrongKey = context(transfer(accountId, otherKey).encode())
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
    const declined = context(transfer().encode())
    declined.approve.mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    await expect(nearSignTransaction(declined)).rejects.toMatchObject({ code: 4001 })
    expect(declined.signTransaction).not.toHaveBeenCalled()
  })
})
