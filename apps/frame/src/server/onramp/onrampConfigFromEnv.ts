import { type Address, getAddress, isAddress } from 'viem'

/** Where the server reaches the onramp provider, the key it signs and reads with, and who pays out purchases. */
export type OnrampConfig = {
  /** The provider's base URL (checkout page and status API), without a trailing slash. */
  url: string
  /** Signs checkout URLs (HMAC-SHA256) and authorizes status API reads. */
  key: string
  /** The addresses purchases are delivered from, checksummed: their transfers show as buys. */
  treasury: readonly Address[]
}

// Dev account 8 of packages/localnet/src/devAccounts.mjs, which the onramp sandbox pays out from.
const sandboxTreasury: Address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'

/**
 * The onramp settings from the environment: `LATCH_ONRAMP_URL` (default the local sandbox,
 * http://127.0.0.1:5558), `LATCH_ONRAMP_KEY` (default the sandbox's dev key, public like the dev
 * mnemonic) and `LATCH_ONRAMP_TREASURY`, a comma list of addresses (default the sandbox's treasury).
 * A malformed value throws, naming the variable.
 *
 * @example
 * onrampConfigFromEnv({}).url // 'http://127.0.0.1:5558'
 * onrampConfigFromEnv({ LATCH_ONRAMP_TREASURY: '0xabc…, 0xdef…' }).treasury // ['0xABc…', '0xDeF…']
 */
export function onrampConfigFromEnv(env: Record<string, string | undefined> = process.env): OnrampConfig {
  const url = env.LATCH_ONRAMP_URL || 'http://127.0.0.1:5558'
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new Error(`LATCH_ONRAMP_URL must be an http(s) URL, not ${JSON.stringify(url)}`)
  const listed = env.LATCH_ONRAMP_TREASURY || sandboxTreasury
  const treasury = listed
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  if (treasury.length === 0 || treasury.some((entry) => !isAddress(entry, { strict: false })))
    throw new Error(`LATCH_ONRAMP_TREASURY must be a comma list of addresses, not ${JSON.stringify(listed)}`)
  return {
    url: url.replace(/\/+$/, ''),
    key: env.LATCH_ONRAMP_KEY || 'latch-onramp-sandbox-key',
    treasury: treasury.map((entry) => getAddress(entry)),
  }
}
