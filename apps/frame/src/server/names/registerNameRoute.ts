import { InputText } from '@latch/protocol'
import { getAddress } from 'viem'
import { z } from 'zod'
import { ApiError } from '../api/ApiError'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { names } from '../db/schema'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { proxyUpstream } from '../upstream/proxyUpstream'
import { AddressParam } from './internal/AddressParam'
import { firstLocalChain } from './internal/firstLocalChain'
import { parseNameParameter } from './internal/parseNameParameter'
import { verifyNameSignature } from './internal/verifyNameSignature'
import { NameMessage } from './NameMessage'

// How far a signed message's timestamp may be from the server's clock: enough for clock skew, short
// enough that a leaked signature soon stops being usable.
const maxSkewSeconds = 10 * 60

const ethereumCoinType = 60
// ENSIP-11: an EVM chain's coin type is 0x80000000 | chainId.
const isEvmCoinType = (coinType: number) =>
  coinType === ethereumCoinType || (coinType > 0x8000_0000 && coinType <= 0xffff_ffff)

/**
 * POST /api/v1/profile/account: registers `<label>.latch.id` for an address that signed the request
 * (EIP-191; a smart account through ERC-1271/6492 on the project's first local chain). The insert
 * relies on the primary key, so of two registrations of one name at the same moment exactly one wins
 * (201) and the other gets 409 'Name already taken'.
 */
export const registerNameRoute = defineApiRoute({
  method: 'POST',
  input: z.object({
    projectId: ProjectIdParam,
    coin_type: z.number().int().refine(isEvmCoinType, 'Expected 60 or an ENSIP-11 EVM coin type'),
    address: AddressParam,
    message: InputText.check(z.maxLength(8_192)),
    signature: InputText.check(z.regex(/^0x(?:[0-9a-fA-F]{2}){1,8192}$/, 'Expected a hex signature')),
  }),
  run: async (input, context) => {
    await limitRequest(context, requestLimits.nameRegistrations)
    if (context.mode.kind === 'upstream') return proxyUpstream(context, 'v1/profile/account')
    const message = parseMessage(input.message)
    const now = Math.floor(context.now().getTime() / 1000)
    if (Math.abs(message.timestamp - now) > maxSkewSeconds)
      throw new ApiError(
        400,
        `Invalid parameter 'message': the timestamp is more than ${maxSkewSeconds / 60} minutes from now`,
        {
          parameter: 'message',
        },
      )
    const { name, label } = parseNameParameter(message.name, { parameter: 'message' })
    const address = getAddress(input.address)
    const signed = await verifyNameSignature(
      { address, message: input.message, signature: input.signature as `0x${string}` },
      firstLocalChain(context.project, context.chains),
    )
    if (!signed)
      throw new ApiError(400, `Invalid signature: the message was not signed by ${address}`, {
        parameter: 'signature',
      })
    await limitRequest(context, requestLimits.nameRegistrationsPerAddress, { subject: address })
    const inserted = await context.db
      .insert(names)
      .values({
        name,
        label,
        address: address.toLowerCase(),
        displayAddress: address,
        coinType: input.coin_type,
        attributes: message.attributes ?? {},
        createdAt: context.now(),
      })
      .onConflictDoNothing({ target: names.name })
      .returning({ name: names.name })
    if (inserted.length === 0) throw new ApiError(409, 'Name already taken', { parameter: 'message' })
    return Response.json({ success: true, name }, { status: 201, headers: { 'Cache-Control': 'no-store' } })
  },
})

function parseMessage(text: string): NameMessage {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ApiError(400, "Invalid parameter 'message': expected JSON", { parameter: 'message' })
  }
  const parsed = NameMessage.safeParse(json)
  if (parsed.success) return parsed.data
  const [issue] = parsed.error.issues
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new ApiError(400, `Invalid parameter 'message'${where}: ${issue?.message ?? 'unexpected shape'}`, {
    parameter: 'message',
  })
}
