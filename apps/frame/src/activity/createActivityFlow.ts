import {
  featureEnabled,
  limits,
  type TransactionHistoryItem,
  type TransactionHistoryPage,
} from '@latch/shared-types'
import { readIdentity } from '@/account/readIdentity'
import { transactionCounterparty } from '@/activity/transactionCounterparty'
import {
  needsPendingWatch,
  type TransactionsAction,
  transactionsReducer,
} from '@/activity/transactionsReducer'
import { readCached } from '@/api/readCached'
import activityMessages from '@/i18n/compiled/en/activity'
import { localeAtom } from '@/i18n/localeAtom'
import { messagesFor } from '@/i18n/messagesFor'
import {
  addressLabelsAtom,
  bitcoinNetworksAtom,
  connectionAtom,
  hostBitcoinAddressesAtom,
  hostConfigAtom,
  namespaceAtom,
  solanaNetworksAtom,
  transactionsAtom,
  walletConnectBitcoinAccountsAtom,
} from '@/state/atoms'
import { type FrameContext, logError } from '@/state/FrameContext'
import { connectedAccount, connectedBitcoinAccount, connectedSolanaAccount } from '@/state/selectors'
import { type ActivityAccount, type ActivityNetwork, activityAccountOf } from './activityAccountOf'

type Account = ActivityAccount

/**
 * Activity: the connected account's transactions on its network (the Solana account's where Solana
 * is the active namespace: activityAccountOf), a page at a time
 * (`/v1/account/{address}/history`, newest first), the names of the other parties
 * (`/v1/identity`, once per address while the query cache keeps it), and the pending-transaction watch of docs/behaviour.md#states-and-transitions and #constants-and-limits (off
 * unless the host turns `features.pendingTransactions` on: while the list holds a pending item the
 * first page is read again every 30 s, at most 99 times). A failed fetch shows the toast 'Failed to
 * fetch transactions' and leaves the list empty-flagged (docs/behaviour.md#errors). Another account or network,
 * or a disconnect, clears the list and stops the watch.
 *
 * @example
 * const activity = createActivityFlow(context, { projectId })
 * await activity.load()
 * await activity.loadMore()
 */
export function createActivityFlow(context: FrameContext, deps: { projectId: string }) {
  const { store } = context
  const dispatch = (action: TransactionsAction) =>
    store.set(transactionsAtom, transactionsReducer(store.get(transactionsAtom), action))
  // Bumped by a fresh load and by a change of account: answers to older requests are dropped.
  let generation = 0
  let loading: { key: string; done: Promise<void> } | undefined
  let refreshing: { key: string; done: Promise<void> } | undefined
  // Bumped whenever the watch stops or schedules its next poll: only the newest timer acts.
  let watchTimer = 0

  function connected(): Account | undefined {
    return activityAccountOf({
      active: store.get(namespaceAtom).active,
      evm: connectedAccount(store),
      solana: connectedSolanaAccount(store),
      bitcoin: connectedBitcoinAccount(store),
    })
  }

  // docs/behaviour.md#errors: transactions without a projectId or an address are an error.
  function required(): Account {
    if (!deps.projectId) throw new Error('Transactions need a projectId')
    const account = connected()
    if (!account) throw new Error('Transactions need a connected address')
    return account
  }

  const pendingWatchEnabled = () => featureEnabled(store.get(hostConfigAtom).features, 'pendingTransactions')

  async function fetchPage(
    { key, address }: Account,
    network: ActivityNetwork,
    cursor?: string,
  ): Promise<TransactionHistoryPage> {
    // Read afresh each time, yet one read serves a load, a refresh and a poll that ask at once.
    return readCached(context, ['history', network.caipNetworkId, key, cursor ?? null], async () =>
      historyPage(
        await context.api<unknown>(`/api/v1/account/${address}/history`, {
          query: { chainId: network.caipNetworkId, cursor },
        }),
      ),
    )
  }

  // A read no one asked for (`background`) fails without a toast: the list shows the failure, and
  // the next read, or the visitor's retry, tries again.
  function failed(key: string, error: unknown, { background = false } = {}) {
    logError(error)
    dispatch({ type: 'fetchFailure', key })
    if (!background)
      context.dispatchToast({
        type: 'show',
        message: messagesFor(store.get(localeAtom), activityMessages).fetchFailed(),
        variant: 'error',
      })
  }

  function answered(account: Account) {
    lookUpCounterparties(account)
    startWatch(account.key)
  }

  // Names are read for Ethereum accounts alone: no name service answers for Solana ones.
  function lookUpCounterparties({ address, network, namespace }: Account) {
    if (!network || namespace !== 'eip155') return
    const labels = store.get(addressLabelsAtom)
    for (const item of store.get(transactionsAtom).items) {
      const party = transactionCounterparty(item, {
        account: address,
        nativeSymbol: network.nativeCurrency.symbol,
      })
      if (!party) continue
      const wanted = party.address.toLowerCase()
      if (wanted in labels) continue
      // A name read by Account (or another list) a moment ago does; the cache shares one read.
      readIdentity(context, party.address, { sender: address, maxAgeMs: limits.queryCache.gcTimeMs })
        .then(({ name }) => store.set(addressLabelsAtom, { ...store.get(addressLabelsAtom), [wanted]: name }))
        // A name is a nicety: the short address stands in until the next list asks again.
        .catch(logError)
    }
  }

  function startWatch(key: string) {
    const state = store.get(transactionsAtom)
    if (state.key !== key || state.watch.active || !needsPendingWatch(state, pendingWatchEnabled())) return
    dispatch({ type: 'watchStart', key })
    scheduleWatch(key)
  }

  function scheduleWatch(key: string) {
    const timer = ++watchTimer
    context.later(limits.pendingTransactions.pollIntervalMs, () => {
      if (timer === watchTimer) pollWatch(key, timer).catch(logError)
    })
  }

  function stopWatch() {
    watchTimer++
    if (store.get(transactionsAtom).watch.active) dispatch({ type: 'watchStop' })
  }

  async function pollWatch(key: string, timer: number) {
    const account = connected()
    if (!account?.network || account.key !== key || store.get(transactionsAtom).key !== key)
      return stopWatch()
    dispatch({ type: 'watchPoll', key })
    try {
      const page = await fetchPage(account, account.network)
      if (timer !== watchTimer) return
      dispatch({ type: 'refreshSuccess', key, page })
      lookUpCounterparties(account)
    } catch (error) {
      // A poll that fails is logged only: the next one (or the visitor's refresh) tries again.
      logError(error)
    }
    if (timer !== watchTimer) return
    const state = store.get(transactionsAtom)
    if (state.watch.active && needsPendingWatch(state, pendingWatchEnabled())) scheduleWatch(key)
    else stopWatch()
  }

  // Another account, network or namespace, or none: what was listed is someone else's.
  const accountChanged = () => {
    const state = store.get(transactionsAtom)
    if (state.key === undefined || state.key === connected()?.key) return
    generation++
    loading = undefined
    refreshing = undefined
    stopWatch()
    dispatch({ type: 'reset' })
  }
  for (const atom of [
    connectionAtom,
    namespaceAtom,
    solanaNetworksAtom,
    bitcoinNetworksAtom,
    hostBitcoinAddressesAtom,
    walletConnectBitcoinAccountsAtom,
  ])
    store.sub(atom, accountChanged)

  async function load({ background = false }: { background?: boolean } = {}): Promise<void> {
    const account = required()
    if (loading?.key === account.key) return loading.done
    const { key, network } = account
    const mine = ++generation
    dispatch({ type: 'fetchStart', key, fresh: true })
    // docs/behaviour.md#calls: a network the frame does not serve answers an empty list.
    if (!network) return dispatch({ type: 'fetchSuccess', key, page: { data: [], next: null } })
    const done = fetchPage(account, network)
      .then(
        (page) => {
          if (mine !== generation) return
          dispatch({ type: 'fetchSuccess', key, page })
          answered(account)
        },
        (error) => {
          if (mine === generation) failed(key, error, { background })
        },
      )
      .finally(() => {
        if (loading?.done === done) loading = undefined
      })
    loading = { key, done }
    return done
  }

  return {
    /** Reads the first page for the connected account on its network, starting the list over. */
    load: () => load(),
    /** Reads the page after the last one read, if there is one and no read is under way. */
    async loadMore(): Promise<void> {
      const account = required()
      const { key, network } = account
      const state = store.get(transactionsAtom)
      if (!network || state.key !== key || state.loading || state.next === null) return
      const mine = generation
      dispatch({ type: 'fetchStart', key })
      try {
        const page = await fetchPage(account, network, state.next)
        if (mine !== generation) return
        dispatch({ type: 'fetchSuccess', key, page })
        answered(account)
      } catch (error) {
        if (mine === generation) failed(key, error)
      }
    },
    /**
     * Reads the first page again and merges it in front (new transactions, new statuses), keeping
     * what was read past it; the first load when nothing was read for this account yet. A
     * `background` read (no one asked for it) that fails is logged, with no toast, and the list
     * stays as it was.
     */
    async refresh({ background = false }: { background?: boolean } = {}): Promise<void> {
      const account = required()
      const { key, network } = account
      const state = store.get(transactionsAtom)
      if (state.key !== key || !network || (state.items.length === 0 && !state.empty))
        return load({ background })
      if (loading?.key === key) return loading.done
      if (refreshing?.key === key) return refreshing.done
      const mine = generation
      const done = fetchPage(account, network)
        .then(
          (page) => {
            if (mine !== generation) return
            dispatch({ type: 'refreshSuccess', key, page })
            answered(account)
          },
          (error) => {
            if (mine !== generation) return
            // What is listed stays listed when a read in the background fails.
            if (background) logError(error)
            else failed(key, error)
          },
        )
        .finally(() => {
          if (refreshing?.done === done) refreshing = undefined
        })
      refreshing = { key, done }
      return done
    },
  }
}

/** Activity's controller, for the views. */
export type ActivityFlow = ReturnType<typeof createActivityFlow>

// The answer is the frame's own server's, or an upstream's it passed on: items without the fields
// the list reads are left out rather than breaking it.
function historyPage(answer: unknown): TransactionHistoryPage {
  const { data, next } = (answer ?? {}) as { data?: unknown; next?: unknown }
  if (!Array.isArray(data)) throw new Error('The history answer has no data list')
  return {
    data: data.filter(isHistoryItem),
    next: typeof next === 'string' && next ? next : null,
  }
}

function isHistoryItem(value: unknown): value is TransactionHistoryItem {
  const item = value as Partial<TransactionHistoryItem> | null
  return (
    typeof item?.id === 'string' &&
    typeof item.metadata?.minedAt === 'string' &&
    Array.isArray(item.transfers) &&
    item.transfers.every(
      (transfer) =>
        typeof transfer?.quantity?.numeric === 'string' && ['in', 'out', 'self'].includes(transfer.direction),
    )
  )
}
