import type { ApprovalWarning } from '../ApprovalWarning'
import { UnreadableRequestError } from '../UnreadableRequestError'
import { type DescribedMessage, describeMessageBytes } from './describeMessage'

/** near_signMessage as ApproveTransaction shows it. */
export type DescribedNearMessage = {
  message: DescribedMessage
  /** Whom the signature is for: a NEAR account or a site's domain. */
  recipient: string
  callbackUrl?: string | undefined
  /** The dapp's nonce, in hex: what makes this signature unlike any other of the same text. */
  nonce: string
  warnings: ApprovalWarning[]
}

// A recipient written as a domain rather than a NEAR account: a dot, and a last label that is not
// a NEAR network's top-level account (implicit accounts have no dot).
const domainLike = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z][a-z\d-]*$/i
const nearTopLevel = /\.(?:near|testnet)$/i

function recipientWarning(recipient: string, hostOrigin: string | undefined): ApprovalWarning | undefined {
  if (!hostOrigin || !domainLike.test(recipient) || nearTopLevel.test(recipient)) return undefined
  let host: string
  try {
    host = new URL(hostOrigin).hostname.toLowerCase()
  } catch {
    return undefined
  }
  const domain = recipient.toLowerCase()
  if (host === domain || host.endsWith(`.${domain}`)) return undefined
  return { code: 'nearOtherRecipient', recipient, host }
}

/**
 * near_signMessage's NEP-413 parameters (already parsed: the nonce as 32 bytes): the message as
 * text (or hex where it holds characters that do not print), whom it is for, the callbackUrl signed
 * with it, the nonce; with a warning where the recipient is a domain other than the site asking
 * (`hostOrigin`), since such a signature logs the visitor in there (docs/approvals.md#near).
 *
 * @example
 * readNearMessage({ message: 'hi', recipient: 'app.example', nonce }, 'https://app.example')
 * // { message: { format: 'text', text: 'hi' }, recipient: 'app.example', nonce: '0x0707…', warnings: [] }
 */
export function readNearMessage(params: unknown, hostOrigin: string | undefined): DescribedNearMessage {
  const { message, recipient, nonce, callbackUrl } = (params ?? {}) as Record<string, unknown>
  if (
    typeof message !== 'string' ||
    typeof recipient !== 'string' ||
    !(nonce instanceof Uint8Array) ||
    nonce.length !== 32 ||
    (callbackUrl !== undefined && typeof callbackUrl !== 'string')
  )
    throw new UnreadableRequestError('near_signMessage takes a message, a recipient and a nonce of 32 bytes')
  const warning = recipientWarning(recipient, hostOrigin)
  return {
    message: describeMessageBytes(new TextEncoder().encode(message)),
    recipient,
    ...(callbackUrl === undefined ? {} : { callbackUrl }),
    nonce: `0x${Array.from(nonce, (byte) => byte.toString(16).padStart(2, '0')).join('')}`,
    warnings: warning ? [warning] : [],
  }
}
