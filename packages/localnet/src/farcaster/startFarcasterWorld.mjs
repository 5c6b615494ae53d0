import { freePort } from '../internal/freePort.mjs'
import { startAnvil } from '../startAnvil.mjs'
import { createDevFarcasterClient } from './createDevFarcasterClient.mjs'
import { createFarcasterRelay } from './createFarcasterRelay.mjs'
import { devFarcasterUsers } from './devFarcasterUsers.mjs'
import { installFarcasterRegistries } from './installFarcasterRegistries.mjs'

/**
 * @typedef {object} FarcasterWorld
 * @property {string} rpcUrl chain 10 with the registries and the dev FIDs
 * @property {string} relayUrl
 * @property {string} clientUrl the dev Farcaster client
 * @property {string} authKey the relay's key for clients
 * @property {() => Promise<void>} close
 */

/**
 * The local Farcaster world of docs/farcaster.md on free ports, in this process, for tests: what
 * `npm start` runs as the farcaster-chain and farcaster services. The channels' URLs point at the
 * client it started.
 * @example
 * const world = await startFarcasterWorld()
 * @param {{ channelTtlMs?: number }} [options]
 * @returns {Promise<FarcasterWorld>}
 */
export async function startFarcasterWorld(options = {}) {
  /** @type {(() => Promise<void>)[]} */
  const closers = []
  const close = async () => {
    await Promise.all(closers.splice(0).map((stop) => stop()))
  }
  try {
    const anvil = await startAnvil({ chainId: 10, port: await freePort() })
    closers.push(anvil.stop)
    await installFarcasterRegistries({ rpcUrl: anvil.rpcUrl, chainId: 10, users: devFarcasterUsers })
    const authKey = 'latch-test-farcaster-client'
    const clientPort = await freePort()
    const relay = await createFarcasterRelay({
      authKey,
      urlBase: `http://127.0.0.1:${clientPort}/~/siwf`,
      custodyOf: async (fid) => devFarcasterUsers.find((user) => user.fid === fid)?.custody.address,
      ...(options.channelTtlMs === undefined ? {} : { channelTtlMs: options.channelTtlMs }),
    })
    closers.push(relay.close)
    const client = await createDevFarcasterClient({
      port: clientPort,
      relayUrl: relay.url,
      authKey,
      rpcUrl: anvil.rpcUrl,
      users: devFarcasterUsers,
    })
    closers.push(client.close)
    return { rpcUrl: anvil.rpcUrl, relayUrl: relay.url, clientUrl: client.url, authKey, close }
  } catch (error) {
    await close()
    throw error
  }
}
