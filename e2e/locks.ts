import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What an alone spec holds while it runs: a Playwright test lock, declared for the whole file with
 * `test.describe.configure({ lock })`. The alone specs of both storage modes run in one phase after
 * the shared ones; two specs that hold the same lock never run at once, the rest run side by side
 * (docs/testing.md, "Two workers").
 */
export const locks = {
  /**
   * The host's dev wallet, account 0 of devnet A: specs send from it (two at once can take one
   * nonce) and check its balances to the unit.
   */
  devWalletAccount: 'dev-wallet-account',
  /**
   * Dev account 6, which gives smart accounts their USDL, and the bundler that sends their
   * operations.
   */
  smartAccountFunding: 'smart-account-funding',
  /** Devnet A's pools, whose reserves a swap moves between another swap's quote and its send. */
  devnetAPools: 'devnet-a-pools',
  /** The WalletConnect relay, restarted under the spec. */
  walletConnectRelay: 'walletconnect-relay',
  /** The dev project's allowed origins, widened for a while. */
  devProjectOrigins: 'dev-project-origins',
  /** The regtest miner's coins, which two fundings at once would both pick. */
  regtestMinerCoins: 'regtest-miner-coins',
  /** The cluster's frame instances, one of which the spec stops. */
  clusterInstances: 'cluster-instances',
} as const

/**
 * Throws unless every spec in `dir` that `alone` matches declares a lock for the whole file: without
 * one it would run beside itself in the other storage mode.
 * @example
 * assertAloneSpecsLocked(new URL('./e2e', import.meta.url).pathname, aloneSpecs)
 */
export function assertAloneSpecsLocked(dir: string, alone: RegExp): void {
  const declaresLock =
    /^test\.describe\.configure\(\{ lock: (locks\.\w+|\[locks\.\w+(, locks\.\w+)*\]) \}\)$/m
  const unlocked = readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => alone.test(path))
    .filter((path) => !declaresLock.test(readFileSync(path, 'utf8')))
  if (unlocked.length > 0)
    throw new Error(`These alone specs hold no lock (e2e/locks.ts): ${unlocked.join(', ')}`)
}
