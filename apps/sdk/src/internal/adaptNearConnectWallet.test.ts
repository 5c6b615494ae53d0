import { nep413Hash } from '@latch/protocol/nep413Hash'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { expect, it } from 'vitest'
import { adaptNearConnectWallet } from './adaptNearConnectWallet'
import { fakeNearConnectWallet } from './testing/fakeNearConnectWallet'

const testnet = { chain: 'near:testnet' }
const nonce = new Uint8Array(32).fill(7)
const verifies = (publicKey: string, signature: string, message: string, recipient: string) =>
  ed25519.verify(
    base64.decode(signature),
    nep413Hash({ message, recipient, nonce }),
    base58.decode(publicKey.slice('ed25519:'.length)),
  )

it('signs in on the network the frame names, and tells the accounts signed in without asking', async () => {
  const { wallet, accountId, publicKey, calls } = fakeNearConnectWallet()
  const provider = adaptNearConnectWallet(wallet)
  expect(await provider.request({ method: 'near_accounts', params: testnet })).toEqual([])
  expect(await provider.request({ method: 'near_requestAccounts', params: testnet })).toEqual([accountId])
  expect(calls.find((call) => call.method === 'signIn')?.params).toEqual({ network: 'testnet' })
  expect(await provider.request({ method: 'near_accounts', params: testnet })).toEqual([accountId])
  expect(await provider.request({ method: 'near_getAccounts', params: testnet })).toEqual([
    { accountId, publicKey },
  ])
  // Signed in on testnet, it holds no account on mainnet; a network near-connect lacks is 4901.
  expect(await provider.request({ method: 'near_accounts', params: { chain: 'near:mainnet' } })).toEqual([])
  await expect(
    provider.request({ method: 'near_accounts', params: { chain: 'near:local' } }),
  ).rejects.toMatchObject({ code: 4901 })
  await expect(provider.request({ method: 'near_requestAccounts' })).rejects.toMatchObject({ code: 4901 })
})

it("signs NEP-413 messages, the nonce as base64 or bytes, as the named account, with the dapp's state back", async () => {
  const { wallet, accountId, calls } = fakeNearConnectWallet()
  const provider = adaptNearConnectWallet(wallet)
  await provider.request({ method: 'near_requestAccounts', params: testnet })
  for (const sent of [base64.encode(nonce), [...nonce]]) {
    const signed = (await provider.request({
      method: 'near_signMessage',
      params: {
        ...testnet,
        message: 'Sign in',
        recipient: 'app.example',
        nonce: sent,
        accountId,
        state: 's1',
      },
    })) as { accountId: string; publicKey: string; signature: string; state: string }
    expect(signed).toMatchObject({ accountId, state: 's1' })
    expect(verifies(signed.publicKey, signed.signature, 'Sign in', 'app.example')).toBe(true)
    expect(verifies(signed.publicKey, signed.signature, 'Sign in', 'other.example')).toBe(false)
  }
  expect(calls.at(-1)).toEqual({
    method: 'signMessage',
    params: { message: 'Sign in', recipient: 'app.example', nonce, network: 'testnet', signerId: accountId },
  })
})

it('refuses what a near-connect wallet cannot do, and passes on its refusals', async () => {
  const { wallet, state } = fakeNearConnectWallet()
  const provider = adaptNearConnectWallet(wallet)
  const message = { ...testnet, message: 'Hi', recipient: 'app.example', nonce: base64.encode(nonce) }
  // NEP-413 signs a callbackUrl, which near-connect's signMessage has no place for.
  await expect(
    provider.request({
      method: 'near_signMessage',
      params: { ...message, callbackUrl: 'https://app.example/cb' },
    }),
  ).rejects.toMatchObject({ code: 4200 })
  for (const method of ['near_signTransaction', 'near_signTransactions', 'eth_accounts', 'toString'])
    await expect(provider.request({ method, params: testnet })).rejects.toMatchObject({ code: 4200 })
  state.reject = true
  await expect(provider.request({ method: 'near_signMessage', params: message })).rejects.toThrow(
    'User rejected the message.',
  )
})

it('signs out of the network it signed in on when Latch forgets it', async () => {
  const { wallet, calls } = fakeNearConnectWallet()
  const provider = adaptNearConnectWallet(wallet)
  await provider.request({ method: 'near_requestAccounts', params: testnet })
  expect(await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBe(
    null,
  )
  expect(calls.at(-1)).toEqual({ method: 'signOut', params: { network: 'testnet' } })
  expect(await provider.request({ method: 'near_accounts', params: testnet })).toEqual([])
})
