import { readCached } from '@/api/readCached'
import type { FrameContext } from '@/state/FrameContext'

/** What `/v1/identity` says of an address: its name and avatar, either of which may be missing. */
export type Identity = { name: string | null; avatar: string | null }

/**
 * Reads the name and avatar of `address` through the query cache, asked on behalf of `sender` (the
 * connected account). One cache entry per address serves the Account view's profile and Activity's
 * other parties alike; `maxAgeMs` says how old an answer may be and still do (0: read afresh, as
 * the profile does after a name was registered).
 *
 * @example
 * const { name } = await readIdentity(context, '0xabc…', { sender: '0xdef…', maxAgeMs: 60_000 })
 */
export async function readIdentity(
  context: Pick<FrameContext, 'api' | 'queries'>,
  address: string,
  { sender, maxAgeMs }: { sender: string; maxAgeMs: number },
): Promise<Identity> {
  return readCached(
    context,
    ['identity', address.toLowerCase()],
    async () => {
      const { name, avatar } = await context.api<{ name?: unknown; avatar?: unknown }>(
        `/api/v1/identity/${address}`,
        { query: { sender } },
      )
      return {
        name: typeof name === 'string' && name ? name : null,
        avatar: typeof avatar === 'string' && avatar ? avatar : null,
      }
    },
    maxAgeMs,
  )
}
