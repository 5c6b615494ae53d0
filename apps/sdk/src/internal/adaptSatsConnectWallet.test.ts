import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { describe, expect, it } from 'vitest'
import { adaptSatsConnectWallet } from './adaptSatsConnectWallet'
import { fakeSatsConnectWallet } from './testing/fakeSatsConnectWallet'

describe('adaptSatsConnectWallet', () => {
  it('connects its payment addresses only, and tells those already shared without asking', async () => {
    const wallet = fakeSatsConnectWallet()
    const provider = adaptSatsConnectWallet(wallet.provider)
    expect(await provider.request({ method: 'bip122_accounts' })).toEqual([])
    expect(await provider.request({ method: 'bip122_requestAccounts' })).toEqual([wallet.address])
    expect(wallet.calls.at(-1)).toEqual({ method: 'getAccounts', params: { purposes: ['payment'] } })
    expect(await adaptSatsConnectWallet(wallet.provider).request({ method: 'bip122_accounts' })).toEqual([
      wallet.address,
    ])
    expect(
      await provider.request({ method: 'bip122_getAccountAddresses', params: { account: wallet.address } }),
    ).toEqual([{ address: wallet.address, publicKey: wallet.publicKey, intention: 'payment' }])
  })

  it('signs a message in the format asked for, and refuses one the wallet signed in the other', async () => {
    const wallet = fakeSatsConnectWallet()
    const provider = adaptSatsConnectWallet(wallet.provider)
    await provider.request({ method: 'bip122_requestAccounts' })
    const message = 'Latch test: prove you hold it'
    const answer = (await provider.request({
      method: 'bip122_signMessage',
      params: { account: wallet.address, message },
    })) as { address: string; signature: string }
    expect(wallet.calls.at(-1)).toEqual({
      method: 'signMessage',
      params: { address: wallet.address, message, protocol: 'BIP322' },
    })
    expect(answer.address).toBe(wallet.address)
    expect(verifyBitcoinSignature({ address: wallet.address, message, signature: answer.signature })).toBe(
      true,
    )
    await expect(
      provider.request({
        method: 'bip122_signMessage',
        params: { account: wallet.address, message, protocol: 'ecdsa' },
      }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it('signs the inputs named by address, to sign only', async () => {
    const wallet = fakeSatsConnectWallet()
    const provider = adaptSatsConnectWallet(wallet.provider)
    await provider.request({ method: 'bip122_requestAccounts' })
    const signInputs = [
      { address: wallet.address, index: 0 },
      { address: wallet.address, index: 2 },
    ]
    expect(
      await provider.request({
        method: 'bip122_signPsbt',
        params: { account: wallet.address, psbt: 'cHNidP8B', signInputs },
      }),
    ).toEqual({ psbt: 'cHNidP8B' })
    expect(wallet.calls.at(-1)).toEqual({
      method: 'signPsbt',
      params: { psbt: 'cHNidP8B', signInputs: { [wallet.address]: [0, 2] }, broadcast: false },
    })
    await expect(
      provider.request({
        method: 'bip122_signPsbt',
        params: { account: wallet.address, psbt: 'cHNidP8B', signInputs, broadcast: true },
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it("keeps the meaning of the wallet's errors, and refuses an address it has not shared", async () => {
    const wallet = fakeSatsConnectWallet()
    const provider = adaptSatsConnectWallet(wallet.provider)
    await provider.request({ method: 'bip122_requestAccounts' })
    await expect(
      provider.request({ method: 'bip122_signMessage', params: { account: 'bcrt1qother', message: 'x' } }),
    ).rejects.toMatchObject({ code: 4100 })
    wallet.state.reject = true
    await expect(
      provider.request({ method: 'bip122_signMessage', params: { account: wallet.address, message: 'x' } }),
    ).rejects.toMatchObject({ code: 4001 })
    wallet.state.reject = false
    await expect(provider.request({ method: 'bip122_sendTransfer', params: {} })).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('tells of account changes with the addresses then shared, and disconnects', async () => {
    const wallet = fakeSatsConnectWallet()
    const provider = adaptSatsConnectWallet(wallet.provider)
    await provider.request({ method: 'bip122_requestAccounts' })
    const heard: unknown[] = []
    const listener = (accounts: unknown) => heard.push(accounts)
    provider.on('accountsChanged', listener)
    wallet.changeAccount()
    await expect.poll(() => heard).toEqual([[wallet.address]])
    expect(
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    wallet.changeAccount()
    await expect.poll(() => heard).toEqual([[wallet.address], []])
    provider.removeListener('accountsChanged', listener)
    wallet.changeAccount()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(heard).toHaveLength(2)
  })
})
