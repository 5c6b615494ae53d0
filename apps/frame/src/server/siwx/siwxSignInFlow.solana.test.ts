// Sign-in of a Solana account against the real routes, as siwxSignInFlow.test.ts does for Ethereum
// accounts: a cluster of its own and no devnets, so that this file's set-up stays short.
import { solanaDevKeys } from '@latch/localnet/solanaDevKeys'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signAccountText } from '@/connectors/signAccountText'
import { signInWithWallet } from '@/siwx/signInWithWallet'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { testHostOrigin as hostOrigin } from './internal/postSiwx'
import { expectCaip122SignIn, siwxTestFrame } from './internal/siwxTestFrame'

let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ solana: true })
}, 120_000)
afterAll(() => services.close())

it('signs in a Solana account with Sign-In With Solana, which the host backend verifies by its ed25519 key', async () => {
  const { frameApi } = siwxTestFrame(services)
  const [key] = solanaDevKeys
  if (!key) throw new Error('no Solana dev key')
  const wallet = async (method: string, params: unknown) => {
    expect(method).toBe('solana_signMessage')
    const { message, pubkey } = params as { message: string; pubkey: string }
    expect(pubkey).toBe(key.address)
    return { signature: base58.encode(ed25519.sign(base58.decode(message), key.privateKey)) }
  }
  const session = await signInWithWallet({
    siwx: { statement: 'Sign in to the demo shop' },
    caipAddress: `solana:localnet:${key.address}`,
    caipNetworkId: 'solana:localnet',
    hostOrigin,
    api: frameApi(),
    signMessage: signAccountText(wallet, 'solana', key.address),
    now: () => new Date(),
  })
  expect(session.message).toContain('localhost:5173 wants you to sign in with your Solana account:')
  expect(session.data).toMatchObject({ accountAddress: key.address, chainId: 'solana:localnet' })
  await expectCaip122SignIn(services, 'latch-dev', session, {
    namespace: 'solana',
    address: key.address,
    caipNetworkId: 'solana:localnet',
  })
})
