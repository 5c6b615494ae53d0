import { actionCreators, createTransaction } from '@near-js/transactions'
import { describe, expect, it } from 'vitest'
import { nearTestWallet } from '@/testing/nearTestWallet'
import { nearSignTransactions } from './nearSignTransactions'

const wallet = nearTestWallet(6)

const transaction = (nonce: bigint, signer = wallet.accountId) =>
  createTransaction(
    signer,
    wallet.key,
    'bob.testnet',
    nonce,
    [actionCreators.transfer(nonce)],
    new Uint8Array(32),
  ).encode()
const context = (transactions: Uint8Array[]) =>
  wallet.context('near_signTransactions', { transactions: transactions as Uint8Array<ArrayBuffer>[] })

describe('nearSignTransactions', () => {
  it('asks once for them all, then answers each signed, in order', async () => {
    const made = context([transaction(1n), transaction(2n)])
    const answer = (await nearSignTransactions(made)) as number[][]
    expect(made.approve).toHaveBeenCalledTimes(1)
    expect(answer.map((signed) => wallet.readSigned(signed).nonce)).toEqual([1n, 2n])
  })

  it("refuses them all, asking no one, where one is another account's", async () => {
    const made = context([transaction(1n), transaction(2n, 'mallory.testnet')])
    await expect(nearSignTransactions(made)).rejects.toMatchObject({ code: 4100 })
    expect(made.approve).not.toHaveBeenCalled()
    expect(made.signTransaction).not.toHaveBeenCalled()
  })
})
