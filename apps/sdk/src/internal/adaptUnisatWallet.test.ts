import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { base64, hex } from '@scure/base'
import { expect, it } from 'vitest'
import { adaptUnisatWallet } from './adaptUnisatWallet'
import { fakeUnisatWallet } from './testing/fakeOwnApiBitcoinWallets'

const psbt = base64.encode(hex.decode('70736274ff01000a0200000000000000000000'))

it('connects with requestAccounts, tells the accounts shared without asking, and the key of one', async () => {
  const wallet = fakeUnisatWallet()
  const provider = adaptUnisatWallet(wallet.provider)
  expect(await provider.request({ method: 'bip122_accounts' })).toEqual([])
  expect(await provider.request({ method: 'bip122_requestAccounts' })).toEqual([wallet.address])
  expect(await provider.request({ method: 'bip122_accounts' })).toEqual([wallet.address])
  expect(
    await provider.request({ method: 'bip122_getAccountAddresses', params: { account: wallet.address } }),
  ).toEqual([{ address: wallet.address, publicKey: wallet.publicKey, intention: 'payment' }])
  await expect(
    provider.request({ method: 'bip122_getAccountAddresses', params: { account: 'bcrt1qother' } }),
  ).rejects.toMatchObject({ code: 4100 })
})

it('signs a BIP-322 message that verifies, asking for the format named, as the shared account only', async () => {
  const wallet = fakeUnisatWallet()
  const provider = adaptUnisatWallet(wallet.provider)
  const message = 'Latch test: prove you hold it'
  const sign = (params: object) => provider.request({ method: 'bip122_signMessage', params })
  await expect(sign({ account: wallet.address, message })).rejects.toMatchObject({ code: 4100 })
  await provider.request({ method: 'bip122_requestAccounts' })
  const answer = (await sign({ account: wallet.address, message })) as { address: string; signature: string }
  expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', args: [message, 'bip322-simple'] })
  expect(answer.address).toBe(wallet.address)
  expect(verifyBitcoinSignature({ address: wallet.address, message, signature: answer.signature })).toBe(true)
  await expect(sign({ account: wallet.address, message, protocol: 'ecdsa' })).rejects.toThrow('BIP-322 only')
  expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', args: [message, 'ecdsa'] })
})

it('signs the inputs named, as hex and not finalized, answering base64; refuses to broadcast', async () => {
  const wallet = fakeUnisatWallet()
  const provider = adaptUnisatWallet(wallet.provider)
  await provider.request({ method: 'bip122_requestAccounts' })
  const signInputs = [
    { address: wallet.address, index: 0 },
    { address: wallet.address, index: 2, sighashTypes: [1] },
  ]
  const params = { account: wallet.address, psbt, signInputs }
  expect(await provider.request({ method: 'bip122_signPsbt', params })).toEqual({ psbt })
  expect(wallet.calls.at(-1)).toEqual({
    method: 'signPsbt',
    args: [
      hex.encode(base64.decode(psbt)),
      {
        autoFinalized: false,
        toSignInputs: [
          { index: 0, address: wallet.address },
          { index: 2, address: wallet.address, sighashTypes: [1] },
        ],
      },
    ],
  })
  await expect(
    provider.request({
      method: 'bip122_signPsbt',
      params: { ...params, signInputs: [{ address: 'x', index: 0 }] },
    }),
  ).rejects.toMatchObject({ code: 4100 })
  await expect(
    provider.request({ method: 'bip122_signPsbt', params: { ...params, broadcast: true } }),
  ).rejects.toMatchObject({ code: -32602 })
})

it("passes on the wallet's account changes and its user's no, disconnects, and knows no other method", async () => {
  const wallet = fakeUnisatWallet()
  const provider = adaptUnisatWallet(wallet.provider)
  const heard: unknown[] = []
  const listener = (accounts: unknown) => heard.push(accounts)
  provider.on('accountsChanged', listener)
  wallet.changeAccount(['bcrt1qnext'])
  provider.removeListener('accountsChanged', listener)
  wallet.changeAccount([])
  expect(heard).toEqual([['bcrt1qnext']])
  wallet.state.reject = true
  await expect(provider.request({ method: 'bip122_requestAccounts' })).rejects.toMatchObject({ code: 4001 })
  wallet.state.reject = false
  await provider.request({ method: 'bip122_requestAccounts' })
  expect(await provider.request({ method: 'wallet_revokePermissions' })).toBe(null)
  expect(await provider.request({ method: 'bip122_accounts' })).toEqual([])
  await expect(provider.request({ method: 'bip122_sendTransfer' })).rejects.toMatchObject({ code: 4200 })
})
