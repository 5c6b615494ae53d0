// Sign-in of a NEAR implicit account against the real routes, as siwxSignInFlow.test.ts does for
// Ethereum accounts. No NEAR node is needed: an implicit account's id is its key. The project is
// latch-multi, whose networks include NEAR Testnet.
import { KeyPair } from '@near-js/crypto'
import { KeyPairSigner } from '@near-js/signers'
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64, hex } from '@scure/base'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signAccountText } from '@/connectors/signAccountText'
import { signInWithWallet } from '@/siwx/signInWithWallet'
import { multiChainProject } from '../projects/internal/testProjects'
import { seedProjects } from '../projects/seedProjects'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { testHostOrigin as hostOrigin } from './internal/postSiwx'
import { expectCaip122SignIn, siwxTestFrame } from './internal/siwxTestFrame'

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
  await seedProjects(services.db, [multiChainProject])
}, 120_000)
afterAll(() => services.close())

// A NEAR wallet as near-api-js makes one: an ed25519 key whose implicit account is the key in hex.
function nearWallet(seed: number) {
  const secret = Uint8Array.from({ length: 32 }, (_, index) => (index * seed + 1) % 256)
  const publicKey = ed25519.getPublicKey(secret)
  const signer = new KeyPairSigner(
    KeyPair.fromString(`ed25519:${base58.encode(new Uint8Array([...secret, ...publicKey]))}`),
  )
  const accountId = hex.encode(publicKey)
  const request = async (method: string, params: unknown) => {
    expect(method).toBe('near_signMessage')
    const { message, recipient, nonce } = params as { message: string; recipient: string; nonce: string }
    const signed = await signer.signNep413Message(message, accountId, recipient, base64.decode(nonce))
    return { accountId, publicKey: signed.publicKey.toString(), signature: base64.encode(signed.signature) }
  }
  return { accountId, request }
}

function signIn(
  frameApi: ReturnType<typeof siwxTestFrame>['frameApi'],
  accountId: string,
  signer = accountId,
) {
  const wallet = nearWallet(signer === accountId ? 3 : 5)
  return signInWithWallet({
    siwx: { statement: 'Sign in to the demo shop' },
    caipAddress: `near:testnet:${accountId}`,
    caipNetworkId: 'near:testnet',
    hostOrigin,
    api: frameApi(),
    signMessage: signAccountText(wallet.request, 'near', accountId),
    now: () => new Date(),
  })
}

it("signs in a NEAR implicit account with CAIP-122's message in NEAR's words, which the host backend verifies by its NEP-413 signature", async () => {
  const { frameApi } = siwxTestFrame(services, 'latch-multi')
  const { accountId } = nearWallet(3)
  const session = await signIn(frameApi, accountId)
  expect(session.message).toContain(
    `localhost:5173 wants you to sign in with your NEAR account:\n${accountId}`,
  )
  expect(session.message).toContain('\nChain ID: testnet\n')
  expect(session.data).toMatchObject({ accountAddress: accountId, chainId: 'near:testnet' })
  await expectCaip122SignIn(services, 'latch-multi', session, {
    namespace: 'near',
    address: accountId,
    caipNetworkId: 'near:testnet',
  })
})

it("refuses another key's signature, a named account (whose keys only its chain knows), and a NEAR network the project does not list", async () => {
  const { frameApi } = siwxTestFrame(services, 'latch-multi')
  const { accountId } = nearWallet(3)
  await expect(signIn(frameApi, accountId, 'someone else')).rejects.toMatchObject({
    shortMessage: 'Signature declined',
    details: expect.stringContaining('signature does not match the address'),
  })
  await expect(signIn(frameApi, 'alice.testnet')).rejects.toMatchObject({
    shortMessage: 'Signature declined',
    details: expect.stringContaining(
      'a named NEAR account signs in only where its keys can be read from the chain',
    ),
  })
  await expect(signIn(siwxTestFrame(services, 'latch-dev').frameApi, accountId)).rejects.toMatchObject({
    details: expect.stringContaining("Unsupported chain 'near:testnet'"),
  })
})
