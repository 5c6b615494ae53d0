import { afterAll, beforeAll, expect, vi } from 'vitest'
import { startTestFarcasterWorld, type TestFarcasterWorld } from './localServices'

/**
 * The local Farcaster world for the tests of one file: started before them with the frame's server
 * pointed at it (relay, chain 10's RPC, the frame's origin), closed after. `approve` plays the phone
 * through the dev Farcaster client's page, as FID 1001 (alice) or 1002 (bob).
 */
export function farcasterTestWorld() {
  let world: TestFarcasterWorld | undefined
  beforeAll(async () => {
    world = await startTestFarcasterWorld()
    vi.stubEnv('LATCH_FARCASTER_RELAY_URL', world.relayUrl)
    vi.stubEnv('LATCH_FARCASTER_RPC_URL', world.rpcUrl)
    vi.stubEnv('LATCH_FRAME_ORIGIN', 'http://127.0.0.1:3000')
  }, 60_000)
  afterAll(() => world?.close())
  const started = () => {
    if (!world) throw new Error('the Farcaster world has not started')
    return world
  }
  return {
    /** The dev Farcaster client's origin, where a channel's URL opens. */
    clientUrl: () => started().clientUrl,
    /** The relay's URL, for a test that points the server elsewhere and back. */
    relayUrl: () => started().relayUrl,
    async approve(url: string, fid: number, action: 'approve' | 'impostor' | 'expire' = 'approve') {
      const response = await fetch(`${started().clientUrl}/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ link: url, fid: String(fid), action }),
      })
      expect(response.status).toBe(200)
    },
  }
}
