import { type Address, getAddress, isAddress } from 'viem'
import { normalize } from 'viem/ens'
import { type ApiClient, ApiRequestError } from '@/api/createApiClient'
import { describeEnsError } from '@/names/describeEnsError'
import { InvalidLatchNameError } from '@/names/InvalidLatchNameError'
import { latchNameZone } from '@/names/latchNameZone'
import { parseLatchName } from '@/names/parseLatchName'
import type { InvalidName } from '@/names/RegisterNameState'

/** Where a send goes: an address (EIP-55 checksummed on Ethereum, base58 on Solana), and the name it was found by. */
export type ResolvedRecipient = { address: string; name?: string }

/**
 * A recipient typed by a person, resolved, or why it cannot be sent to: the English text, and for a
 * name the rules refuse, the refusal as data for the view to say in the visitor's language.
 */
export type RecipientResolution =
  | { ok: true; recipient: ResolvedRecipient }
  | { ok: false; error: string; invalidName?: InvalidName | undefined }

/** What GET /api/v1/profile/account/{name} answers (apiVersion 2): addresses by coin type. */
type NameAnswer = { name: string; addresses: Record<string, { address: string } | undefined> }

const ethereumCoinType = 60

type ResolveRecipientDeps = {
  /** The frame's own /api, for Latch's name service. */
  api: ApiClient
  /** The chain the send is on: a name's address for it (ENSIP-11) wins over its Ethereum one. */
  chainId: number
  /**
   * ENS-style resolution of a normalised name on the active network; absent when the network has
   * no ENS registry (the devnets have none).
   */
  getEnsAddress?: ((name: string) => Promise<Address | null>) | undefined
}

/**
 * Routes what was typed as a recipient (docs/behaviour.md#validation): a hex address passes when its checksum holds
 * (all-lowercase has none to check); a name under `.latch.id` asks Latch's name service first; any
 * other name is normalised with ENSIP-15 (viem's `normalize`: empty labels, misplaced combining
 * marks, invalid characters and confusable mixes of scripts are refused, in words) and resolved on
 * the network's ENS registry, when it has one.
 *
 * @example
 * await resolveRecipient('alice.latch.id', { api, chainId: 31337 })
 * // { ok: true, recipient: { address: '0x7099…79C8', name: 'alice.latch.id' } }
 * await resolveRecipient('vitalik.eth', { api, chainId: 31337 })
 * // { ok: false, error: 'No address found for vitalik.eth' }
 */
export async function resolveRecipient(
  input: string,
  deps: ResolveRecipientDeps,
): Promise<RecipientResolution> {
  const text = input.trim()
  if (text === '') return { ok: false, error: 'Enter an address or a name' }
  if (!text.includes('.')) return resolveHex(text)
  if (isLatchName(text)) {
    const found = await resolveLatchName(text, deps)
    // Not registered with Latch: the name may still be on the network's ENS registry.
    if (found !== 'unregistered') return found
  }
  let name: string
  try {
    name = normalize(text)
  } catch (error) {
    return refused(new InvalidLatchNameError(text, describeEnsError(labelMessage(error))))
  }
  if (!deps.getEnsAddress) return notFound(name)
  const address = await deps.getEnsAddress(name)
  return address ? { ok: true, recipient: { address: getAddress(address), name } } : notFound(name)
}

function resolveHex(text: string): RecipientResolution {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text))
    return { ok: false, error: 'Enter a 0x address of 40 hex digits, or a name such as alice.latch.id' }
  // Mixed case is an EIP-55 checksum: a wrong one is a mistyped address, never silently fixed.
  if (!isAddress(text, { strict: true }))
    return { ok: false, error: 'Invalid address: its checksum (the mix of capitals) does not match' }
  return { ok: true, recipient: { address: getAddress(text) } }
}

function isLatchName(text: string): boolean {
  return text.toLowerCase().endsWith(`.${latchNameZone}`)
}

async function resolveLatchName(
  text: string,
  deps: ResolveRecipientDeps,
): Promise<RecipientResolution | 'unregistered'> {
  let name: string
  try {
    name = parseLatchName(text).name
  } catch (error) {
    if (error instanceof InvalidLatchNameError) return refused(error)
    throw error
  }
  let answer: NameAnswer
  try {
    answer = await deps.api<NameAnswer>(`/api/v1/profile/account/${encodeURIComponent(name)}`, {
      query: { apiVersion: 2 },
    })
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return 'unregistered'
    if (error instanceof ApiRequestError) return { ok: false, error: `${name}: ${error.message}` }
    throw error
  }
  // ENSIP-11: an EVM chain's own coin type is 0x80000000 | chainId; the Ethereum one serves every chain.
  const chainCoinType = String((0x8000_0000 | deps.chainId) >>> 0)
  const entry = answer.addresses[chainCoinType] ?? answer.addresses[String(ethereumCoinType)]
  if (!entry || !isAddress(entry.address, { strict: false })) return notFound(name)
  return { ok: true, recipient: { address: getAddress(entry.address), name } }
}

function refused(error: InvalidLatchNameError): RecipientResolution {
  return { ok: false, error: error.message, invalidName: { input: error.input, refusal: error.refusal } }
}

function notFound(name: string): RecipientResolution {
  return { ok: false, error: `No address found for ${name}` }
}

// For a name of several labels ens-normalize puts `Invalid label "<label>"` (and a left-to-right
// mark) before the reason; describeEnsError reads the reason alone, as a single label gives it.
function labelMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/^Invalid label ".*?"\u200E?: /s, '')
}
