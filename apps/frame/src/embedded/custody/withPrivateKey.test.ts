import * as shamir from 'shamir-secret-sharing'
import {
  type LocalAccount,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
  type TransactionSerializedEIP1559,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmbeddedKey } from './createEmbeddedKey'
import { KeyShareError } from './KeyShareError'
import { splitKey } from './splitKey'
import { withPrivateKey } from './withPrivateKey'

vi.mock('shamir-secret-sharing', { spy: true })
afterEach(() => vi.mocked(shamir.combine).mockClear())

const typedData = {
  domain: {
    name: 'Latch Test',
    version: '1',
    chainId: 31337,
    verifyingContract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'hello' },
} as const

async function wallet() {
  const key = createEmbeddedKey()
  const shares = await splitKey(key.privateKey)
  return { ...key, pair: [shares.deviceShare, shares.authShare] as const }
}

describe('withPrivateKey', () => {
  it('signs a message, typed data and a transaction that viem verifies', async () => {
    const { address, pair } = await wallet()
    const { message, typed, transaction } = await withPrivateKey(pair, address, async (account) => ({
      message: await account.signMessage({ message: 'Sign in to Latch' }),
      typed: await account.signTypedData(typedData),
      transaction: await account.signTransaction({
        chainId: 31337,
        type: 'eip1559',
        to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        value: parseEther('0.5'),
        nonce: 3,
        gas: 21_000n,
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
      }),
    }))
    expect(await verifyMessage({ address, message: 'Sign in to Latch', signature: message })).toBe(true)
    expect(await verifyTypedData({ address, signature: typed, ...typedData })).toBe(true)
    const serialized = transaction as TransactionSerializedEIP1559
    expect(await recoverTransactionAddress({ serializedTransaction: serialized })).toBe(address)
    expect(parseTransaction(serialized)).toMatchObject({ value: parseEther('0.5'), nonce: 3, chainId: 31337 })
  })

  it('zeroes the key bytes it rebuilt and disarms the account once run settles', async () => {
    const { address, pair, privateKey } = await wallet()
    let kept: LocalAccount | undefined
    await withPrivateKey(pair, address, async (account) => {
      kept = account
      expect(account.address).toBe(address)
    })
    const rebuilt = await vi.mocked(shamir.combine).mock.results[0]?.value
    expect(rebuilt).toEqual(new Uint8Array(32))
    await expect(kept?.signMessage({ message: 'later' })).rejects.toThrow('the key was dropped')
    expect(JSON.stringify(kept)).not.toContain(privateKey.slice(2))
  })

  it('drops the key when run throws, and passes the error on', async () => {
    const { address, pair } = await wallet()
    let kept: LocalAccount | undefined
    await expect(
      withPrivateKey(pair, address, async (account) => {
        kept = account
        throw new Error('user rejected')
      }),
    ).rejects.toThrow('user rejected')
    await expect(kept?.signMessage({ message: 'later' })).rejects.toThrow('the key was dropped')
  })

  it('never runs with shares of another account', async () => {
    const mine = await wallet()
    const other = await wallet()
    const run = vi.fn(async () => 'signed')
    await expect(withPrivateKey(other.pair, mine.address, run)).rejects.toThrow(KeyShareError)
    expect(run).not.toHaveBeenCalled()
    expect(await vi.mocked(shamir.combine).mock.results[0]?.value).toEqual(new Uint8Array(32))
  })

  it('leaves the shares it was given as they were', async () => {
    const { address, pair } = await wallet()
    const before = pair.map((share) => share.slice())
    await withPrivateKey(pair, address, async () => undefined)
    expect([...pair]).toEqual(before)
  })
})
