import type { LocalAccount } from 'viem'
import { createSiweMessage, type SiweMessage } from 'viem/siwe'
import type { SiwxNonce } from '@/siwx/SiwxNonce'
import type { TestServices } from '../../testing/createTestServices'
import { siwxNonceRoute } from '../siwxNonceRoute'
import { postSiwx, testHostOrigin } from './postSiwx'

/**
 * For tests: asks the nonce route for a nonce as a page on `origin`, writes the sign-in message a
 * frame on that page would (chain 31337), with `fields` changed, and signs it with `signer`.
 *
 * @example
 * const { message, signature } = await signTestSiwxMessage(services, alice)
 */
export async function signTestSiwxMessage(
  services: TestServices,
  signer: LocalAccount,
  options: { origin?: string; fields?: Partial<SiweMessage> } = {},
): Promise<{ message: string; signature: `0x${string}`; nonce: SiwxNonce }> {
  const origin = options.origin ?? testHostOrigin
  const { status, body: nonce } = await postSiwx<SiwxNonce>(services, siwxNonceRoute, {}, origin)
  if (status !== 200) throw new Error(`No nonce for ${origin}: ${status} ${JSON.stringify(nonce)}`)
  const message = createSiweMessage({
    address: signer.address,
    chainId: 31_337,
    domain: new URL(origin).host,
    uri: origin,
    version: '1',
    nonce: nonce.nonce,
    issuedAt: new Date(nonce.issuedAt),
    expirationTime: new Date(nonce.expirationTime),
    ...options.fields,
  })
  return { message, signature: await signer.signMessage({ message }), nonce }
}
