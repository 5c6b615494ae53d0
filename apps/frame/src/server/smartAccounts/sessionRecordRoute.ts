import { and, eq } from 'drizzle-orm'
import { getAddress } from 'viem'
import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { AccountParam } from '../blockchain/AccountParam'
import { smartSessions } from '../db/schema'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { askNode } from './internal/askNode'
import { sessionAnswer } from './internal/sessionAnswer'
import { sessionChain } from './internal/sessionChain'
import {
  AccountSignature,
  ChainIdParam,
  Pci,
  permissionIds,
  recordSessionMessage,
} from './internal/sessionFields'
import { verifyAccountSignature } from './internal/verifyAccountSignature'
import { readPermissions } from './readPermissions'
import type { SmartSession } from './SmartSession'

/**
 * POST /api/v1/sessions/{address}?projectId, body `{ chainId, pci, signature }`: records a grant of
 * session permissions the smart account just made on chain, so that the Sessions view and
 * `GET /api/v1/sessions/{address}` list it. `signature` is the account's signature (ERC-1271, or
 * ERC-6492 while undeployed) of `Record Latch session <pci>`. What is stored is what the chain
 * answers for each id of the pci (LatchAccount.permissionOf), never what the body claims: an id the
 * account did not grant is 400 'Unknown permission'. Answers 201 with the session, or 200 with it
 * when it was recorded before. Limited per client (requestLimits.smartSessions).
 *
 * @example
 * // body: { chainId: 31337, pci: '0x…', signature: '0x…' } → 201 { session: { pci, permissions, … } }
 */
export const sessionRecordRoute = defineApiRoute({
  method: 'POST',
  input: z.object({
    projectId: ProjectIdParam,
    address: AccountParam,
    chainId: ChainIdParam,
    pci: Pci,
    signature: AccountSignature,
  }),
  run: async ({ address, chainId, pci, signature }, context): Promise<Response> => {
    await limitRequest(context, requestLimits.smartSessions)
    const chain = sessionChain(context, chainId)
    await verifyAccountSignature(chain, { address, message: recordSessionMessage(pci), signature })
    const ids = permissionIds(pci)
    if (new Set(ids).size !== ids.length)
      throw new ApiError(400, "Invalid parameter 'pci': a permission appears twice", { parameter: 'pci' })
    const states = await askNode(chainId, () => readPermissions(chain.client, address, ids))
    const permissions = states.map((state, index) => {
      if (!state)
        throw new ApiError(400, 'Unknown permission', {
          parameter: 'pci',
          reason: `${ids[index]} is not granted by ${address}`,
        })
      return state.permission
    })
    const signers = new Set(permissions.map((permission) => permission.signer))
    const [signer] = signers
    if (!signer || signers.size > 1)
      throw new ApiError(400, "Invalid parameter 'pci': the permissions of one grant have one signer", {
        parameter: 'pci',
      })
    const now = context.now()
    const expiry = Math.min(...permissions.map((permission) => permission.validUntil))
    const inserted = await context.db
      .insert(smartSessions)
      .values({
        projectId: context.project.projectId,
        chainId,
        account: getAddress(address),
        pci,
        permissions,
        signer,
        expiresAt: new Date(expiry * 1000),
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    const [row] =
      inserted.length > 0
        ? inserted
        : await context.db
            .select()
            .from(smartSessions)
            .where(
              and(
                eq(smartSessions.projectId, context.project.projectId),
                eq(smartSessions.chainId, chainId),
                eq(smartSessions.account, address),
                eq(smartSessions.pci, pci),
              ),
            )
    if (!row) throw new Error(`the session ${pci} vanished while being recorded`)
    const session: SmartSession = await sessionAnswer(chain, row, now)
    return Response.json(
      { session },
      { status: inserted.length > 0 ? 201 : 200, headers: { 'Cache-Control': 'no-store' } },
    )
  },
})
