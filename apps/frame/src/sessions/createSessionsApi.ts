import type { Address, Hex } from 'viem'
import { z } from 'zod'
import type { ApiClient } from '@/api/createApiClient'

const Hex0x = z.string().regex(/^0x[0-9a-fA-F]*$/) as unknown as z.ZodType<Hex>
const Address0x = z.string().regex(/^0x[0-9a-fA-F]{40}$/) as unknown as z.ZodType<Address>
const Decimal = z.string().regex(/^\d{1,78}$/)

/** One permission of a recorded session, as the chain says now (spent, revoked). */
const SessionPermissionState = z.object({
  id: Hex0x,
  signer: Address0x,
  target: Address0x,
  selector: Hex0x,
  token: Address0x,
  /** Decimal, in the token's base units. */
  allowance: Decimal,
  /** Unix seconds. */
  validUntil: z.number(),
  /** Decimal, in the token's base units. */
  spent: Decimal,
  revoked: z.boolean(),
})
export type SessionPermissionState = z.infer<typeof SessionPermissionState>

/** A grant recorded at the frame's server (GET /api/v1/sessions/{address}), re-read from the chain. */
export const RecordedSession = z.object({
  pci: Hex0x,
  chainId: z.number(),
  account: Address0x,
  signer: Address0x,
  createdAt: z.string(),
  /** Unix seconds: the earliest validUntil of its permissions. */
  expiry: z.number(),
  revoked: z.boolean(),
  expired: z.boolean(),
  permissions: z.array(SessionPermissionState),
})
export type RecordedSession = z.infer<typeof RecordedSession>

/** The frame server's sessions routes, as the frame calls them. */
type SessionsApi = {
  /** The sessions the smart account granted on `chainId`, newest first. */
  list(account: Address, chainId: number): Promise<RecordedSession[]>
  /** Records a grant just made on chain; `signature` is the account's of `Record Latch session <pci>`. */
  record(account: Address, grant: { chainId: number; pci: Hex; signature: Hex }): Promise<RecordedSession>
  /** Marks a session revoked; `signature` is the account's of `Revoke Latch session <pci>`. */
  revoke(account: Address, revoke: { pci: Hex; signature: Hex }): Promise<void>
}

/**
 * The texts the account signs for the server: the pci lower-case, as the server rebuilds them.
 *
 * @example
 * sessionMessages.record('0xAB…') // 'Record Latch session 0xab…'
 */
export const sessionMessages = {
  record: (pci: string) => `Record Latch session ${pci.toLowerCase()}`,
  revoke: (pci: string) => `Revoke Latch session ${pci.toLowerCase()}`,
}

/**
 * A client of the frame server's sessions routes (docs/behaviour.md#calls and the design's "Server routes"):
 * answers are checked, so a view renders only what has the expected shape.
 *
 * @example
 * const sessions = createSessionsApi(controller.api)
 * const live = (await sessions.list(account, 31337)).filter((session) => !session.revoked && !session.expired)
 */
export function createSessionsApi(api: ApiClient): SessionsApi {
  const path = (account: Address) => `/api/v1/sessions/${account}`
  return {
    async list(account, chainId) {
      const answer = await api(path(account), { query: { chainId: `eip155:${chainId}` } })
      return z.object({ sessions: z.array(RecordedSession) }).parse(answer).sessions
    },
    async record(account, grant) {
      const answer = await api(path(account), { body: { ...grant, pci: grant.pci.toLowerCase() } })
      return z.object({ session: RecordedSession }).parse(answer).session
    },
    async revoke(account, { pci, signature }) {
      await api(`${path(account)}/revoke`, { body: { pci: pci.toLowerCase(), signature } })
    },
  }
}
