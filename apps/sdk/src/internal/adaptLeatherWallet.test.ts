import { verifyBitcoinSignature } from '@latch/protocol/verifyBitcoinSignature'
import { base64, hex } from '@scure/base'
import { expect, it } from 'vitest'
import { adaptLeatherWallet } from './adaptLeatherWallet'
import { fakeLeatherWallet } from './testing/fakeOwnApiBitcoinWallets'

const psbt = base64.encode(hex.decode('70736274ff01000a0200000000000000000000'))

it('connects its native SegWit address alone, and tells it (with its key) only once asked', async () => {
  const wallet = fakeLeatherWallet()
  const provider = adaptLeatherWallet(wallet.provider)
  expect(await provider.request({ method: 'bip122_accounts' })).toEqual([])
  expect(await provider.request({ method: 'bip122_requestAccounts' })).toEqual([wallet.address])
  expect(wallet.calls.at(-1)?.method).toBe('getAddresses')
  expect(await provider.request({ method: 'bip122_accounts' })).toEqual([wallet.address])
  expect(
    await provider.request({ method: 'bip122_getAccountAddresses', params: { account: wallet.address } }),
  ).toEqual([{ address: wallet.address, publicKey: wallet.publicKey, intention: 'payment' }])
  expect(await provider.request({ method: 'wallet_revokePermissions' })).toBe(null)
  expect(await provider.request({ method: 'bip122_accounts' })).toEqual([])
})

it('signs a BIP-322 message that verifies, and refuses the legacy format with 4200', async () => {
  const wallet = fakeLeatherWallet()
  const provider = adaptLeatherWallet(wallet.provider)
  await provider.request({ method: 'bip122_requestAccounts' })
  const message = 'Latch test: prove you hold it'
  const answer = (await provider.request({
    method: 'bip122_signMessage',
    params: { account: wallet.address, message },
  })) as { address: string; signature: string }
  expect(wallet.calls.at(-1)).toEqual({ method: 'signMessage', params: { message, paymentType: 'p2wpkh' } })
  expect(verifyBitcoinSignature({ address: wallet.address, message, signature: answer.signature })).toBe(true)
  await expect(
    provider.request({
      method: 'bip122_signMessage',
      params: { account: wallet.address, message, protocol: 'ecdsa' },
    }),
  ).rejects.toMatchObject({ code: 4200 })
})

it('signs the inputs named by index, to sign only, and passes on its user’s no as 4001', async () => {
  const wallet = fakeLeatherWallet()
  const provider = adaptLeatherWallet(wallet.provider)
  await provider.request({ method: 'bip122_requestAccounts' })
  const signInputs = [
    { address: wallet.address, index: 0 },
    { address: wallet.address, index: 3 },
  ]
  const params = { account: wallet.address, psbt, signInputs }
  expect(await provider.request({ method: 'bip122_signPsbt', params })).toEqual({ psbt })
  expect(wallet.calls.at(-1)).toEqual({
    method: 'signPsbt',
    params: { hex: hex.encode(base64.decode(psbt)), signAtIndex: [0, 3], broadcast: false },
  })
  await expect(
    provider.request({ method: 'bip122_signPsbt', params: { ...params, broadcast: true } }),
  ).rejects.toMatchObject({ code: -32602 })
  wallet.state.reject = true
  await expect(provider.request({ method: 'bip122_signPsbt', params })).rejects.toMatchObject({ code: 4001 })
  await expect(provider.request({ method: 'bip122_sendTransfer' })).rejects.toMatchObject({ code: 4200 })
})
