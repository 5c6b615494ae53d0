import { desc, eq } from 'drizzle-orm'
import { isAddress } from 'viem'
import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { SolanaAccountParam } from '../blockchain/SolanaAccountParam'
import { names } from '../db/schema'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { AddressParam } from './internal/AddressParam'
import { sanitizeNameAttributes } from './sanitizeNameAttributes'

// An account of either namespace the frame shows: names are registered for Ethereum addresses.
const IdentityAddress = z.union([AddressParam, SolanaAccountParam], { error: 'Expected an address' })

/**
 * GET /api/v1/identity/{address}?sender: the address's newest registered name and its avatar, or
 * nulls. A Solana account (base58, or solana CAIP-10) has no names here: nulls
 * (docs/namespaces.md#what-the-server-answers-for-solana).
 */
export const identityRoute = defineApiRoute({
  method: 'GET',
  input: z.object({
    projectId: ProjectIdParam,
    address: IdentityAddress,
    sender: IdentityAddress.optional(),
  }),
  run: async (input, context) => {
    if (context.mode.kind === 'upstream') return proxyUpstream(context, `v1/identity/${input.address}`)
    if (!isAddress(input.address, { strict: false })) return { name: null, avatar: null }
    const [row] = await context.db
      .select({ name: names.name, attributes: names.attributes })
      .from(names)
      .where(eq(names.address, input.address.toLowerCase()))
      .orderBy(desc(names.createdAt), names.name)
      .limit(1)
    return { name: row?.name ?? null, avatar: sanitizeNameAttributes(row?.attributes).avatar ?? null }
  },
})
