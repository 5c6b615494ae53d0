#!/usr/bin/env node
// The local Farcaster world's two servers as one process:
//   node packages/localnet/src/farcaster/main.mjs [--relay-port 5559] [--client-port 5176] [--rpc-url http://127.0.0.1:8547]
// the auth relay and the dev Farcaster client, which approves through it. The chain of --rpc-url
// must have the registries installed (installFarcasterRegistries). LATCH_FARCASTER_RELAY_KEY
// (default 'latch-dev-farcaster-client') is the key clients approve with.
// Ready once GET http://127.0.0.1:<relay-port>/healthcheck answers; stops on SIGTERM or SIGINT.
import { parseArgs } from 'node:util'
import { createPublicClient, http } from 'viem'
import { createDevFarcasterClient } from './createDevFarcasterClient.mjs'
import { createFarcasterRelay } from './createFarcasterRelay.mjs'
import { devFarcasterUsers, farcasterChain, farcasterRegistries } from './devFarcasterUsers.mjs'

const usage =
  'Usage: node packages/localnet/src/farcaster/main.mjs [--relay-port 5559] [--client-port 5176] [--rpc-url http://127.0.0.1:8547]'

/**
 * @param {unknown} error
 * @param {number} [code]
 * @returns {never}
 */
function fail(error, code = 1) {
  console.error(`farcaster: ${error instanceof Error ? error.message : String(error)}`)
  if (code === 2) console.error(usage)
  process.exit(code)
}

/** @param {string} value @param {string} name */
function portOf(value, name) {
  const port = Number(value)
  if (!/^\d+$/.test(value) || port > 65_535)
    fail(`${name} must be a port number, not ${JSON.stringify(value)}`, 2)
  return port
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        'relay-port': { type: 'string', default: '5559' },
        'client-port': { type: 'string', default: '5176' },
        'rpc-url': { type: 'string', default: farcasterChain.rpcUrl },
      },
    })
  } catch (error) {
    return fail(error, 2)
  }
})()
const relayPort = portOf(values['relay-port'], '--relay-port')
const clientPort = portOf(values['client-port'], '--client-port')
const rpcUrl = values['rpc-url']
const authKey = process.env.LATCH_FARCASTER_RELAY_KEY || 'latch-dev-farcaster-client'
const chain = createPublicClient({ transport: http(rpcUrl) })
const custodyAbi = [
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'custody', type: 'address' }],
  },
]

const relay = await createFarcasterRelay({
  port: relayPort,
  authKey,
  urlBase: `http://127.0.0.1:${clientPort}/~/siwf`,
  custodyOf: async (fid) =>
    /** @type {string} */ (
      await chain.readContract({
        address: farcasterRegistries.idRegistry,
        abi: custodyAbi,
        functionName: 'custodyOf',
        args: [BigInt(fid)],
      })
    ),
}).catch((/** @type {unknown} */ error) => fail(error))
const client = await createDevFarcasterClient({
  port: clientPort,
  relayUrl: relay.url,
  authKey,
  rpcUrl,
  users: devFarcasterUsers,
}).catch((/** @type {unknown} */ error) => fail(error))
console.log(`Farcaster auth relay on ${relay.url}, dev Farcaster client on ${client.url}`)

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, async () => {
    await Promise.all([relay.close(), client.close()])
    process.exit(0)
  })
}
