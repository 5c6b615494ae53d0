import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { AccountParam } from '../blockchain/AccountParam'
import { smartSessions } from '../db/schema'
import { sessionAnswer } from './internal/sessionAnswer'
import { sessionChain } from './internal/sessionChain'
import { ChainIdParam } from './internal/sessionFields'
import type { SmartSession } from './SmartSession'

/** The most sessions one answer lists, newest first. */
const maxListedSessions = 100

/**
 * GET /api/v1/sessions/{address}?projectId&chainId (docs/behaviour.md#calls): the session permissions the smart
 * account granted and the frame recorded for this project (on `chainId`, or on every network of the
 * project served here), newest first, each with what the chain says now: spent, revoked, expired.
 *
 * @example
 * // → { sessions: [{ pci, chainId: 31337, account, signer, createdAt, expiry, expired, revoked, permissions }] }
 */
export const sessionsListRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: ProjectIdParam, address: AccountParam, chainId: ChainIdParam.optional() }),
  run: async ({ address, chainId }, context): Promise<{ sessions: SmartSession[] }> => {
    if (chainId !== undefined) sessionChain(context, chainId)
    const rows = await context.db
      .select()
      .from(smartSessions)
      .where(
        and(
          eq(smartSessions.projectId, context.project.projectId),
          eq(smartSessions.account, address),
          chainId === undefined ? undefined : eq(smartSessions.chainId, chainId),
        ),
      )
      .orderBy(desc(smartSessions.createdAt))
      .limit(maxListedSessions)
    const now = context.now()
    const sessions = await Promise.all(
      rows.flatMap((row) => {
        // A network the project has since dropped, or no longer served here, is left out.
        const chain = context.chains.get(row.chainId)
        if (!chain || !context.project.networks.includes(chain.network.caipNetworkId)) return []
        return [sessionAnswer(chain, row, now)]
      }),
    )
    return { sessions }
  },
})
