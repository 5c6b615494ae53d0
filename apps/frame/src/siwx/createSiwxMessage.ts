import type { SiwxMessageData } from '@latch/shared-types'
import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'

const optionalDate = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso))

/**
 * The EIP-4361 text of a sign-in, as the wallet shows it and the server re-parses it. Only EVM
 * (eip155) chains sign in this way; viem refuses fields EIP-4361 does not allow.
 *
 * @example
 * createSiwxMessage({ accountAddress, chainId: 'eip155:31337', domain: 'localhost:5173',
 *   uri: 'http://localhost:5173', version: '1', nonce, issuedAt })
 */
export function createSiwxMessage(data: SiwxMessageData): string {
  const [namespace, reference] = data.chainId.split(':')
  if (namespace !== 'eip155' || !reference || !/^\d+$/.test(reference))
    throw new Error(`Sign-in with a wallet needs an eip155 chain, not '${data.chainId}'`)
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
