import { toProtocolError } from '@latch/protocol/toProtocolError'
import { limits, type OnrampOptions, type OnrampProviderId, onrampProviders } from '@latch/shared-types'
import { readCached } from '@/api/readCached'
import { formatAmount } from '@/format/formatUsd'
import onrampMessages from '@/i18n/compiled/en/onramp'
import { localeAtom } from '@/i18n/localeAtom'
import { messagesFor } from '@/i18n/messagesFor'
import { checkoutWindow } from '@/onramp/checkoutWindow'
import { defaultOnrampOptions } from '@/onramp/defaultOnrampOptions'
import { fiatAmount } from '@/onramp/fiatAmount'
import type { OnrampQuoteResult } from '@/onramp/OnrampState'
import {
  OnrampHistoryEntry,
  OnrampOptionsAnswer,
  OnrampQuoteAnswer,
  OnrampUrlAnswer,
} from '@/onramp/onrampAnswers'
import { onrampAtom } from '@/onramp/onrampAtom'
import { type OnrampAction, onrampBlocker, onrampReducer, quoteInput } from '@/onramp/onrampReducer'
import { placeholderOnrampQuote } from '@/onramp/placeholderOnrampQuote'
import { knownContractsAtom, routerAtom } from '@/state/atoms'
import { type FrameContext, logError } from '@/state/FrameContext'
import { connectedAccount } from '@/state/selectors'
import type { TransactionFlowDeps } from '@/state/TransactionFlowDeps'

/** What the flow needs of the checkout's window: `window.open`'s answer, or a fake in tests. */
export type OnrampWindow = { location: { href: string }; opener: unknown; close(): void }

/** How often BuyInProgress asks the provider's history about the purchase. */
const defaultPollMs = 2000

const buyViews: readonly string[] = [
  'OnRampProviders',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
]

/**
 * Buying crypto (OnRampProviders, OnRampTokenSelect, OnRampFiatSelect, BuyInProgress), over the calls
 * of docs/behaviour.md#calls: the options (the built-in default list when the call fails), a quote per provider
 * (the placeholder quote when one fails; answers for an input since changed are dropped), and the
 * checkout URL. `choose` checks the payment limits, opens the checkout's popup inside the click, then
 * points it at the URL the server made (a blocked popup leaves a link to click); `follow` asks the
 * provider's history every 2 s, while BuyInProgress shows, until the tokens arrived (a toast, balances
 * and activity refreshed) or the payment failed. The state is in `onrampAtom`; no call throws.
 *
 * @example
 * const onramp = createOnrampFlow(context, { refreshBalances, refreshActivity })
 * await onramp.begin() // the options loaded, the network's first token picked
 * await onramp.quote() // a quote per provider
 * await onramp.choose('sandpay') // the checkout open, BuyInProgress shown
 * const stop = onramp.follow() // until 'Bought 49.49 USDL'
 */
export function createOnrampFlow(
  context: FrameContext,
  deps: Pick<TransactionFlowDeps, 'refreshBalances' | 'refreshActivity'> & {
    /** Opens a window as `window.open` does (null when the browser blocks it). */
    openWindow?: ((url: string, target: string, features: string) => OnrampWindow | null) | undefined
    /** How often the purchase is asked about; 2 s by default. */
    pollMs?: number | undefined
  },
) {
  const { store } = context
  const state = () => store.get(onrampAtom)
  const dispatch = (action: OnrampAction) => store.set(onrampAtom, onrampReducer(state(), action))
  const pollMs = deps.pollMs ?? defaultPollMs
  const openWindow =
    deps.openWindow ?? ((url: string, target: string, features: string) => window.open(url, target, features))
  let optionsLoading: { key: string; done: Promise<void> } | undefined
  // Bumped whenever following starts or stops: only the newest loop acts.
  let following = 0

  // A purchase is delivered on a network the frame knows, the connected account's own.
  function account() {
    const connected = connectedAccount(store)
    return connected?.network ? { ...connected, network: connected.network } : undefined
  }

  async function loadOptions(key: string, network: NonNullable<ReturnType<typeof account>>['network']) {
    let options: OnrampOptions
    let fallback = false
    try {
      // The providers, currencies and limits change with a deployment: one read serves a while.
      options = await readCached(
        context,
        ['onrampOptions'],
        async () => OnrampOptionsAnswer.parse(await context.api('/api/v1/onramp/options')),
        limits.queryCache.gcTimeMs,
      )
    } catch (error) {
      logError(error)
      options = defaultOnrampOptions(network, store.get(knownContractsAtom))
      fallback = true
    }
    dispatch({ type: 'optionsLoaded', key, options, fallback })
  }

  async function quoteOf(
    provider: OnrampProviderId,
    body: { amount: string; paymentCurrency: string } & Record<string, string>,
  ): Promise<OnrampQuoteResult> {
    try {
      const quote = OnrampQuoteAnswer.parse(
        await context.api('/api/v1/onramp/quote', { body: { ...body, provider }, idempotent: true }),
      )
      return { status: 'quoted', quote }
    } catch (error) {
      logError(error)
      return {
        status: 'placeholder',
        quote: placeholderOnrampQuote(body.amount, body.paymentCurrency),
      }
    }
  }

  // Points the popup at the checkout; false when there is none to point (blocked, or already gone).
  function show(popup: OnrampWindow | null, url: string): boolean {
    if (!popup) return false
    try {
      // The checkout is another site's page: it gets no hold on the frame through `opener`.
      popup.opener = null
      popup.location.href = url
      return true
    } catch (error) {
      logError(error)
      return false
    }
  }

  const visible = () => {
    const router = store.get(routerAtom)
    return router.open && router.view === 'BuyInProgress'
  }

  async function poll(): Promise<void> {
    const current = account()
    const { purchase, key } = state()
    if (!current || !purchase || current.key !== key) return
    // Past the query cache: a purchase's status is only news when it is read now.
    const answer = await context.api<{ data?: unknown }>(`/api/v1/account/${current.address}/history`, {
      query: { onramp: purchase.provider },
    })
    const entry = (Array.isArray(answer?.data) ? answer.data : [])
      .map((item) => OnrampHistoryEntry.safeParse(item))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .find((item) => item.onramp.transactionId === purchase.sessionId)
    if (!entry) return
    const before = state().purchase?.status
    dispatch({
      type: 'purchaseUpdate',
      sessionId: purchase.sessionId,
      status: entry.onramp.status,
      failureReason: entry.onramp.failureReason,
      purchased: entry.onramp.purchaseAmount,
    })
    const after = state().purchase
    if (before !== 'success' && after?.status === 'success')
      arrived(after.purchased ?? entry.onramp.purchaseAmount)
  }

  function arrived(purchased: { amount: string; currency: string }) {
    context.dispatchToast({
      type: 'show',
      message: messagesFor(store.get(localeAtom), onrampMessages).boughtToast({
        amount: formatAmount(purchased.amount),
        currency: purchased.currency,
      }),
      variant: 'success',
    })
    deps.refreshBalances({ force: true }).catch(logError)
    try {
      Promise.resolve(deps.refreshActivity?.()).catch(logError)
    } catch (error) {
      logError(error)
    }
  }

  // Back to OnRampProviders from `from`: the view below it, or in its place when it was opened alone.
  function backToProviders(from: 'OnRampTokenSelect' | 'OnRampFiatSelect' | 'BuyInProgress') {
    const { history, view } = store.get(routerAtom)
    if (view !== from) return
    if (history.at(-2) === 'OnRampProviders') context.dispatchRouter({ type: 'goBack' })
    else context.dispatchRouter({ type: 'replace', view: 'OnRampProviders' })
  }

  return {
    /**
     * OnRampProviders is shown: a purchase left by another account or network starts afresh, and the
     * options are loaded (again, after the default list stood in for them).
     */
    begin(): Promise<void> {
      const current = account()
      if (!current) return Promise.resolve()
      dispatch({ type: 'start', key: current.key, network: current.network.caipNetworkId })
      const { options, optionsFallback } = state()
      if (options && !optionsFallback) return Promise.resolve()
      if (optionsLoading?.key !== current.key) {
        const done = loadOptions(current.key, current.network).finally(() => {
          if (optionsLoading?.done === done) optionsLoading = undefined
        })
        optionsLoading = { key: current.key, done }
      }
      return optionsLoading?.done ?? Promise.resolve()
    },
    /** Asks each provider for a quote of the input now (the view debounces typing); once per input. */
    async quote(): Promise<void> {
      const current = state()
      const input = quoteInput(current)
      const amount = fiatAmount(current.amount)
      if (!input || !amount || !current.network || !current.purchaseCurrency || current.quotesFor === input)
        return
      dispatch({ type: 'quoteStart', input })
      const body = {
        purchaseCurrency: current.purchaseCurrency,
        paymentCurrency: current.paymentCurrency,
        amount,
        network: current.network,
        paymentMethod: current.paymentMethod,
      }
      await Promise.all(
        onrampProviders.map(async ({ id }) =>
          dispatch({ type: 'quoted', input, provider: id, result: await quoteOf(id, body) }),
        ),
      )
    },
    /**
     * A provider chosen: within the limits, its checkout opens in a popup (opened before anything is
     * awaited, so that the click lets it through), the server makes the URL, and BuyInProgress shows.
     * A failure closes the popup and says why on OnRampProviders.
     */
    async choose(provider: OnrampProviderId): Promise<void> {
      const current = account()
      const before = state()
      const amount = fiatAmount(before.amount)
      const asset = before.purchaseCurrency
      if (
        !current ||
        before.key !== current.key ||
        before.opening ||
        onrampBlocker(before) ||
        !amount ||
        !asset
      )
        return
      const popup = openWindow('', checkoutWindow.name, checkoutWindow.features)
      dispatch({ type: 'openStart', provider })
      let answer: OnrampUrlAnswer
      try {
        const parsed = OnrampUrlAnswer.safeParse(
          await context.api('/api/v1/generators/onrampurl', {
            body: {
              destinationWallets: [
                { address: current.address, blockchains: [current.network.caipNetworkId], assets: [asset] },
              ],
              defaultNetwork: current.network.caipNetworkId,
              partnerUserId: current.address.toLowerCase(),
              defaultExperience: 'buy',
              presetFiatAmount: amount,
              provider,
              paymentCurrency: before.paymentCurrency,
              paymentMethod: before.paymentMethod,
            },
          }),
        )
        if (!parsed.success) throw new Error(onrampMessages.onramp.noCheckoutLink())
        answer = parsed.data
      } catch (error) {
        popup?.close()
        logError(error)
        dispatch({ type: 'openFailed', error: refusalReason(error) })
        return
      }
      const quote = before.quotes[provider]
      dispatch({
        type: 'purchaseStarted',
        purchase: {
          provider,
          sessionId: answer.sessionId,
          url: answer.url,
          blocked: !show(popup, answer.url),
          paymentTotal: { amount, currency: before.paymentCurrency },
          purchaseCurrency: asset,
          estimate: quote?.status === 'quoted' ? quote.quote.purchaseAmount : undefined,
        },
      })
      const { view } = store.get(routerAtom)
      if (buyViews.includes(view) && view !== 'BuyInProgress')
        context.dispatchRouter({ type: 'push', view: 'BuyInProgress' })
    },
    /** "Open checkout again": brings the checkout's window back (opened again if it was closed). */
    reopen(): void {
      const { purchase } = state()
      if (!purchase) return
      const popup = openWindow('', checkoutWindow.name, checkoutWindow.features)
      dispatch({ type: 'checkoutBlocked', blocked: !show(popup, purchase.url) })
    },
    /**
     * Follows the purchase while BuyInProgress shows: asks the provider's history now and every
     * `pollMs` until the purchase ended; the answer stops it (the view calls it when it hides).
     */
    follow(): () => void {
      const loop = ++following
      let timer: ReturnType<typeof setTimeout> | undefined
      const live = () => loop === following && visible()
      const tick = async () => {
        timer = undefined
        if (!live()) return
        // A poll that fails is logged only: the next one tries again.
        await poll().catch(logError)
        const status = state().purchase?.status
        if (live() && (status === 'waiting' || status === 'pending')) timer = setTimeout(tick, pollMs)
      }
      tick().catch(logError)
      return () => {
        if (loop === following) following++
        if (timer) clearTimeout(timer)
      }
    },
    /** A token picked in OnRampTokenSelect: back to OnRampProviders with it. */
    pickPurchaseCurrency(id: string): void {
      dispatch({ type: 'pickPurchaseCurrency', id })
      backToProviders('OnRampTokenSelect')
    },
    /** A currency picked in OnRampFiatSelect: back to OnRampProviders with it. */
    pickPaymentCurrency(id: string): void {
      dispatch({ type: 'pickPaymentCurrency', id })
      backToProviders('OnRampFiatSelect')
    },
    /** "Try again" after a failed payment: back to OnRampProviders with the same input. */
    retry(): void {
      dispatch({ type: 'retry' })
      backToProviders('BuyInProgress')
    },
    /** "Done": the purchase is left behind and Account shows. */
    done(): void {
      following++
      dispatch({ type: 'reset' })
      if (buyViews.includes(store.get(routerAtom).view))
        context.dispatchRouter({ type: 'reset', view: 'Account' })
    },
  }
}

// The server names the parameter it refuses before why ("Invalid parameter 'presetFiatAmount': The
// fees take the whole amount"): the visitor chose no parameter, and reads only the reason.
function refusalReason(error: unknown): string {
  return toProtocolError(error).message.replace(/^Invalid parameter '[^']*': /, '')
}
