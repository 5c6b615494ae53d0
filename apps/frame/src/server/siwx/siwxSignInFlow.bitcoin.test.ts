// Sign-in of a Bitcoin account against the real routes, as siwxSignInFlow.test.ts does for Ethereum
// accounts: a regtest node of its own and no devnets, so that this file's set-up stays short; the
// project is latch-multi, whose networks include the regtest one.
import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signAccountText } from '@/connectors/signAccountText'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { signInWithWallet } from '@/siwx/signInWithWallet'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { testHostOrigin as hostOrigin } from './internal/postSiwx'
import { expectCaip122SignIn, siwxTestFrame } from './internal/siwxTestFrame'

let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ bitcoin: true })
}, 120_000)
afterAll(() => services.close())

const regtest = localBitcoinNetwork.caipNetworkId
const reference = regtest.split(':')[1] ?? ''

it("signs in a Bitcoin account with CAIP-122's message in Bitcoin's words, which the host backend verifies by its BIP-322 signature", async () => {
  const { frameApi } = siwxTestFrame(services, 'latch-multi')
  const key = bitcoinDevKey(0)
  const wallet = async (method: string, params: unknown) => {
    expect(method).toBe('bip122_signMessage')
    const { account, message } = params as { account: string; message: string }
    expect(account).toBe(key.address)
    return { address: key.address, signature: signBip322Simple(key.privateKey, message) }
  }
  const session = await signInWithWallet({
    siwx: { statement: 'Sign in to the demo shop' },
    caipAddress: `${regtest}:${key.address}`,
    caipNetworkId: regtest,
    hostOrigin,
    api: frameApi(),
    signMessage: signAccountText(wallet, 'bip122', key.address),
    now: () => new Date(),
  })
  expect(session.message).toContain('localhost:5173 wants you to sign in with your Bitcoin account:')
  expect(session.message).toContain(`\nChain ID: ${reference}\n`)
  expect(session.data).toMatchObject({ accountAddress: key.address, chainId: regtest })
  await expectCaip122SignIn(services, 'latch-multi', session, {
    namespace: 'bip122',
    address: key.address,
    caipNetworkId: regtest,
  })
})

it('refuses a session signed by another key, and one on a Bitcoin network the server does not serve', async () => {
  const { frameApi } = siwxTestFrame(services, 'latch-multi')
  const key = bitcoinDevKey(0)
  const other = bitcoinDevKey(1)
  const signIn = (caipNetworkId: string, signer = key) =>
    signInWithWallet({
      siwx: {},
      caipAddress: `${caipNetworkId}:${key.address}`,
      caipNetworkId,
      hostOrigin,
      api: frameApi(),
      signMessage: async (message) => signBip322Simple(signer.privateKey, message),
      now: () => new Date(),
    })
  await expect(signIn(regtest, other)).rejects.toMatchObject({
    shortMessage: 'Signature declined',
    details: expect.stringContaining('signature does not match the address'),
  })
  await expect(signIn('bip122:000000000019d6689c085ae165831e93')).rejects.toMatchObject({
    details: expect.stringContaining("Unsupported chain 'bip122:000000000019d6689c085ae165831e93'"),
  })
})
