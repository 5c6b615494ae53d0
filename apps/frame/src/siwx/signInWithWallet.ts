import type { SiwxConfig, SiwxMessageData, SiwxSession } from '@latch/shared-types'
import { type ApiClient, ApiRequestError } from '@/api/createApiClient'
import { SiwxError, siwxErrorMessages } from './SiwxError'
import type { SiwxNonce } from './SiwxNonce'
import { sessionMatches } from './sessionMatches'

export type SignInWithWalletDeps = {
  siwx: SiwxConfig | undefined
  /** CAIP-10 of the account that signs in: `eip155:<chainId>:<address>`, `solana:<cluster>:<address>`. */
  caipAddress: string | undefined
  /** CAIP-2 of the network it signs in on (the message's chain). */
  caipNetworkId: string | undefined
  /** The host page's origin: the message's domain and uri, and the origin the server binds the session to. */
  hostOrigin: string
  api: ApiClient
  /**
   * Signs the text with the account (personal_sign for eip155, solana_signMessage for Solana),
   * answering the signature the server checks; undefined when no wallet client is connected.
   */
  signMessage: ((message: string) => Promise<string>) | undefined
  /** The frame's clock, which later decides whether the session still signs in (sessionMatches). */
  now?: () => Date
}

/**
 * Signs in with the connected wallet (docs/behaviour.md#states-and-transitions): a nonce from the server, the sign-in message for
 * the host page (EIP-4361, or Sign-In With Solana for a Solana account), the wallet's signature, and
 * the session stored by the server, which it returns.
 * Fails with a SiwxError carrying the docs/behaviour.md#errors text: the internal ones when something it needs is
 * missing, 'A problem occurred while trying initialize authentication' when no nonce or message can
 * be had, 'This application might not support Smart Accounts' when the server refuses a contract
 * account's signature, and 'Signature declined' when the wallet declines or the server refuses.
 *
 * @example
 * const session = await signInWithWallet({ siwx, caipAddress, caipNetworkId, hostOrigin, api, signMessage, now: () => new Date() })
 */
export async function signInWithWallet(deps: SignInWithWalletDeps): Promise<SiwxSession> {
  if (!deps.siwx) throw new SiwxError(siwxErrorMessages.notEnabled)
  const address = deps.caipAddress?.split(':')[2]
  if (!address) throw new SiwxError(siwxErrorMessages.noAddress)
  if (!deps.caipNetworkId) throw new SiwxError(siwxErrorMessages.noNetwork)
  const { signMessage } = deps
  if (!signMessage) throw new SiwxError(siwxErrorMessages.noClient)

  let message: string
  try {
    // viem's EIP-4361 writer loads with the first sign-in, not before Connect paints.
    const [nonce, { createSiwxMessage }] = await Promise.all([
      deps.api<SiwxNonce>('/api/siwx/nonce', { body: {} }),
      import('./createSiwxMessage'),
    ])
    const data: SiwxMessageData = {
      accountAddress: address,
      chainId: deps.caipNetworkId as SiwxMessageData['chainId'],
      domain: new URL(deps.hostOrigin).host,
      uri: deps.hostOrigin,
      version: '1',
      nonce: nonce.nonce,
      issuedAt: nonce.issuedAt,
      expirationTime: nonce.expirationTime,
    }
    if (deps.siwx.statement) data.statement = deps.siwx.statement
    message = createSiwxMessage(data)
  } catch (cause) {
    throw new SiwxError(siwxErrorMessages.initialize, { details: describe(cause), cause })
  }

  let signature: string
  try {
    signature = await signMessage(message)
  } catch (cause) {
    throw new SiwxError(siwxErrorMessages.declined, { details: describe(cause), cause })
  }

  let stored: SiwxSession
  try {
    const { session } = await deps.api<{ session: SiwxSession }>('/api/siwx/sessions', {
      body: { message, signature },
    })
    stored = session
  } catch (cause) {
    const smartAccount = cause instanceof ApiRequestError && cause.reason === 'smart-account'
    throw new SiwxError(smartAccount ? siwxErrorMessages.smartAccount : siwxErrorMessages.declined, {
      details: describe(cause),
      cause,
    })
  }
  // A frame clock far from the server's would judge the session expired (or not yet valid) and ask to
  // sign in again at once, in a loop: fail instead, and say to check the time.
  const now = deps.now?.() ?? new Date()
  if (!sessionMatches(stored, deps.caipAddress, now))
    throw new SiwxError(siwxErrorMessages.initialize, {
      details: `The stored session does not sign in ${deps.caipAddress} at ${now.toISOString()}: check the device's clock`,
    })
  return stored
}

function describe(cause: unknown): string {
  if (cause instanceof ApiRequestError && cause.reason) return `${cause.message}: ${cause.reason}`
  return cause instanceof Error ? cause.message : String(cause)
}
