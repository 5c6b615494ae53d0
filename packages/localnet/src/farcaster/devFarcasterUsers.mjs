import { devAccounts } from '../devAccounts.mjs'

/**
 * Where Sign In With Farcaster reads who holds an FID: Farcaster's ID and Key Registries at their
 * Optimism addresses, which the local chain 10 serves too.
 */
export const farcasterRegistries = /** @type {const} */ ({
  idRegistry: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
  keyRegistry: '0x00000000fc1237824fb747abde0ff18990e59b7e',
})

/** The local chain that plays Optimism for Farcaster: its id is Optimism's, as SIWF messages require. */
export const farcasterChain = /** @type {const} */ ({
  id: 10,
  port: 8547,
  rpcUrl: 'http://127.0.0.1:8547',
})

/**
 * @typedef {object} DevFarcasterUser
 * @property {number} fid
 * @property {string} username
 * @property {string} displayName
 * @property {string} bio
 * @property {{ address: `0x${string}`, privateKey: `0x${string}` }} custody the FID's custody key
 */

/**
 * The FIDs registered on the local Farcaster chain, each held by a dev account as its custody
 * address (public keys: local use only). The dev Farcaster client signs in as one of them.
 * @type {readonly DevFarcasterUser[]}
 */
export const devFarcasterUsers = Object.freeze([
  {
    fid: 1001,
    username: 'alice',
    displayName: 'Alice Farcaster',
    bio: 'A dev Farcaster account of Latch',
    custody: /** @type {{ address: `0x${string}`, privateKey: `0x${string}` }} */ (devAccounts[7]),
  },
  {
    fid: 1002,
    username: 'bob',
    displayName: 'Bob Farcaster',
    bio: 'Another dev Farcaster account of Latch',
    custody: /** @type {{ address: `0x${string}`, privateKey: `0x${string}` }} */ (devAccounts[8]),
  },
  // Two accounts that no login test uses, for the linking tests: one per browser storage mode.
  {
    fid: 1003,
    username: 'carol',
    displayName: 'Carol Farcaster',
    bio: 'A dev Farcaster account of Latch, for linking',
    custody: /** @type {{ address: `0x${string}`, privateKey: `0x${string}` }} */ (devAccounts[5]),
  },
  {
    fid: 1004,
    username: 'dave',
    displayName: 'Dave Farcaster',
    bio: 'Another dev Farcaster account of Latch, for linking',
    custody: /** @type {{ address: `0x${string}`, privateKey: `0x${string}` }} */ (devAccounts[6]),
  },
])
