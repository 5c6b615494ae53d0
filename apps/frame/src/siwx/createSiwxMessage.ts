import { createSignInMessage } from '@latch/protocol/signInMessage'
import type { SiwxMessageData } from '@latch/shared-types'
import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'

const optionalDate = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso))

/**
 * The text of a sign-in, as the wallet shows it and the server re-parses it: EIP-4361 for an eip155
 * chain, CAIP-122's template in Solana's, Bitcoin's or NEAR's words for a network of theirs
 * (docs/namespaces.md#sign-in-with-solana). Both writers refuse fields their format does not allow.
 *
 * @example
 * createSiwxMessage({ accountAddress, chainId: 'eip155:31337', domain: 'localhost:5173',
 *   uri: 'http://localhost:5173', version: '1', nonce, issuedAt })
 */
export function createSiwxMessage(data: SiwxMessageData): string {
  const [namespace, reference] = data.chainId.split(':')
  if ((namespace === 'solana' || namespace === 'bip122' || namespace === 'near') && reference)
    return createSignInMessage(namespace, {
      domain: data.domain,
      address: data.accountAddress,
      statement: data.statement,
      uri: data.uri,
      version: data.version as '1',
      chainId: reference,
      nonce: data.nonce,
      issuedAt: data.issuedAt ?? new Date().toISOString(),
      expirationTime: data.expirationTime,
      notBefore: data.notBefore,
      requestId: data.requestId,
      resources: data.resources,
    })
  if (namespace !== 'eip155' || !reference || !/^\d+$/.test(reference))
    throw new Error(
      `Sign-in with a wallet needs an eip155, solana, bip122 or near chain, not '${data.chainId}'`,
    )
  return createSiweMessage({
    address: data.accountAddress as Address,
    chainId: Number(reference),
    domain: data.domain,
    uri: data.uri,
    version: data.version as '1',
    nonce: data.nonce,
    statement: data.statement,
    issuedAt: optionalDate(data.issuedAt),
    expirationTime: optionalDate(data.expirationTime),
    notBefore: optionalDate(data.notBefore),
    requestId: data.requestId,
    resources: data.resources ? [...data.resources] : undefined,
  })
}
