import type { Token } from '@latch/shared-types'
import { readIdentity } from '@/account/readIdentity'
import { readCached } from '@/api/readCached'
import accountMessages from '@/i18n/compiled/en/account'
import { localeAtom } from '@/i18n/localeAtom'
import { messagesFor } from '@/i18n/messagesFor'
import { nativeTokenAddressOf } from '@/networks/nativeTokenAddress'
import {
  balancesAtom,
  bitcoinBalancesAtom,
  hostConfigAtom,
  profileAtom,
  solanaBalancesAtom,
} from '@/state/atoms'
import { type BalancesAction, balancesReducer, canFetchBalances } from '@/state/balancesReducer'
import { type FrameContext, logError } from '@/state/FrameContext'
import { connectedAccount, connectedBitcoinAccount, connectedSolanaAccount } from '@/state/selectors'

/** One entry of GET /api/v1/account/{address}/balance. */
type BalanceEntry = {
  name?: string
  symbol: string
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl?: string
}

/**
 * The connected account's data for the Account view: its balances on the active network (with the
 * host's watched tokens), the balances of its Solana and Bitcoin accounts where it has them, and its profile (name and avatar), read through the query cache. A balance
 * fetch that failed after the cache's retries shows the toast 'Token Balance Unavailable' and blocks
 * the next fetch for the backoff (docs/behaviour.md#states-and-transitions, #constants-and-limits).
 */
export function createAccountFlow(
  context: FrameContext,
  deps: {
    /** A read-only call to the active network's node, whoever holds the account. */
    readRpc(method: string, params: unknown[]): Promise<unknown>
    now?: () => number
  },
) {
  const { store } = context
  const now = deps.now ?? Date.now

  // Balances are read on a network the frame knows, the connected account's own.
  function current() {
    const account = connectedAccount(store)
    return account?.network ? { ...account, network: account.network } : undefined
  }

  async function fetchBalances(address: string, caipNetworkId: string, force: boolean): Promise<Token[]> {
    // Through the cache for its retries of a transient failure; the backoff above is the rule on top.
    const { balances } = await readCached(
      context,
      ['balances', caipNetworkId, address.toLowerCase(), force ? 'fresh' : 'cached'],
      () =>
        context.api<{ balances: BalanceEntry[] }>(`/api/v1/account/${address}/balance`, {
          query: {
            currency: 'usd',
            chainId: caipNetworkId,
            forceUpdate: force ? `${caipNetworkId}:${nativeTokenAddressOf(caipNetworkId)}` : undefined,
          },
        }),
    )
    return balances.map((entry) => ({
      name: entry.name,
      address: entry.address ?? `${caipNetworkId}:${nativeTokenAddressOf(caipNetworkId)}`,
      symbol: entry.symbol,
      decimals: Number(entry.quantity.decimals),
      logoUri: entry.iconUrl,
      quantity: entry.quantity,
      price: entry.price,
      value: entry.value,
    }))
  }

  async function withWatchedTokens(tokens: Token[], owner: string, caipNetworkId: string, image?: string) {
    const watched = store.get(hostConfigAtom).tokens?.[caipNetworkId as `eip155:${number}`]
    if (!watched) return tokens
    const listed = tokens.find((token) => token.address.toLowerCase().endsWith(watched.address.toLowerCase()))
    if (listed)
      return tokens.map((token) => (token === listed && image ? { ...token, logoUri: image } : token))
    // Only a host that watches a token pays for the contract reads' code (viem's ABI coding).
    const read = await import('./internal/readWatchedToken')
      .then(({ readWatchedToken }) =>
        readWatchedToken(
          deps.readRpc,
          owner as `0x${string}`,
          caipNetworkId,
          watched.address as `0x${string}`,
        ),
      )
      .catch(() => undefined)
    return read ? [...tokens, { ...read, logoUri: watched.image }] : tokens
  }

  // One fetch per atom at a time: the EVM account's balances, the Solana account's and the Bitcoin one's.
  const inFlight = new Map<typeof balancesAtom, { key: string; done: Promise<void> }>()

  function refresh(
    atom: typeof balancesAtom,
    account: { key: string; address: string; caipNetworkId: string } | undefined,
    options: { force?: boolean; background?: boolean },
    // What to add to the tokens the server answered (the host's watched token), if anything.
    complete: (tokens: Token[]) => Promise<Token[]> = async (tokens) => tokens,
  ): Promise<void> {
    const dispatch = (action: BalancesAction) => store.set(atom, balancesReducer(store.get(atom), action))
    if (!account) {
      dispatch({ type: 'reset' })
      return Promise.resolve()
    }
    const { key, address, caipNetworkId } = account
    const state = store.get(atom)
    if (state.key === key && !canFetchBalances(state, now())) return Promise.resolve()
    const running = inFlight.get(atom)
    if (running?.key === key && !options.force) return running.done
    dispatch({ type: 'fetchStart', key })
    const done = fetchBalances(address, caipNetworkId, options.force === true)
      .then(complete)
      .then(
        (tokens) => dispatch({ type: 'fetchSuccess', key, tokens, now: now() }),
        (error) => {
          logError(error)
          dispatch({ type: 'fetchFailure', key, now: now() })
          if (!options.background)
            context.dispatchToast({
              type: 'show',
              message: messagesFor(store.get(localeAtom), accountMessages).tokenBalanceUnavailable(),
              variant: 'error',
            })
        },
      )
      .finally(() => {
        if (inFlight.get(atom)?.done === done) inFlight.delete(atom)
      })
    inFlight.set(atom, { key, done })
    return done
  }

  // What refresh reads for another namespace's account: its address on its network.
  const readTarget = (
    account: { key: string; address: string; network: { caipNetworkId: string } } | undefined,
  ) => account && { key: account.key, address: account.address, caipNetworkId: account.network.caipNetworkId }

  return {
    /**
     * Fetches the balances of the connected account, unless the last failure is under the backoff
     * old. `force` asks the server to read afresh (after a transaction). A `background` fetch (no
     * one asked for it) that fails starts the backoff too, but shows no toast.
     */
    refreshBalances(options: { force?: boolean; background?: boolean } = {}): Promise<void> {
      const account = current()
      if (!account) return refresh(balancesAtom, undefined, options)
      const { key, address, network } = account
      const watched = store.get(hostConfigAtom).tokens?.[network.caipNetworkId]
      return refresh(
        balancesAtom,
        { key, address, caipNetworkId: network.caipNetworkId },
        options,
        (tokens) => withWatchedTokens(tokens, address, network.caipNetworkId, watched?.image),
      )
    },
    /**
     * Fetches the balances of the connected Solana account (connectedSolanaAccount) as refreshBalances
     * does the EVM account's, with the same backoff and toast.
     */
    refreshSolanaBalances(options: { force?: boolean; background?: boolean } = {}): Promise<void> {
      return refresh(solanaBalancesAtom, readTarget(connectedSolanaAccount(store)), options)
    },
    /**
     * Fetches the balance of the connected Bitcoin account (connectedBitcoinAccount) as refreshBalances
     * does the EVM account's, with the same backoff and toast.
     */
    refreshBitcoinBalances(options: { force?: boolean; background?: boolean } = {}): Promise<void> {
      return refresh(bitcoinBalancesAtom, readTarget(connectedBitcoinAccount(store)), options)
    },
    /** Reads the connected account's name and avatar (`/v1/identity`), for Account and Activity. */
    async refreshProfile(): Promise<void> {
      const account = current()
      if (!account) return store.set(profileAtom, undefined)
      const { address } = account
      try {
        const { name, avatar } = await readIdentity(context, address, { sender: address, maxAgeMs: 0 })
        if (current()?.address === address) store.set(profileAtom, { address, name, avatar })
      } catch (error) {
        logError(error)
      }
    },
  }
}
