import type { SolanaDevKey } from '@latch/localnet/solanaDevKeys'
import { createSignInMessage, type SignInMessageFields } from '@latch/protocol/signInMessage'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { SiwxNonce } from '@/siwx/SiwxNonce'
import type { TestServices } from '../../testing/createTestServices'
import { siwxNonceRoute } from '../siwxNonceRoute'
import { postSiwx, testHostOrigin } from './postSiwx'

/**
 * For tests: asks the nonce route for a nonce as a page on `origin`, writes the Sign-In With Solana
 * message a frame on that page would (cluster `localnet`), with `fields` changed, and signs it with
 * the Solana dev key (base58 ed25519, as wallets answer signMessage).
 *
 * @example
 * const { message, signature } = await signTestSolanaSignIn(services, solanaDevKeys[0])
 */
export async function signTestSolanaSignIn(
  services: TestServices,
  key: SolanaDevKey,
  options: { origin?: string; fields?: Partial<SignInMessageFields> } = {},
): Promise<{ message: string; signature: string; nonce: SiwxNonce }> {
  const origin = options.origin ?? testHostOrigin
  const { status, body: nonce } = await postSiwx<SiwxNonce>(services, siwxNonceRoute, {}, origin)
  if (status !== 200) throw new Error(`No nonce for ${origin}: ${status} ${JSON.stringify(nonce)}`)
  const message = createSignInMessage('solana', {
    domain: new URL(origin).host,
    address: key.address,
    uri: origin,
    version: '1',
    chainId: 'localnet',
    nonce: nonce.nonce,
    issuedAt: nonce.issuedAt,
    expirationTime: nonce.expirationTime,
    ...options.fields,
  })
  const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), key.privateKey))
  return { message, signature, nonce }
}
