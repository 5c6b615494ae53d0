import { errorCodes, UnauthorizedProviderError } from '@latch/protocol'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import { toHex } from 'viem'
import { ApiRequestError } from '@/api/createApiClient'
import namesMessages from '@/i18n/compiled/en/names'
import { localeAtom } from '@/i18n/localeAtom'
import { messagesFor } from '@/i18n/messagesFor'
import { buildNameMessage } from '@/names/buildNameMessage'
import { latchNameZone } from '@/names/latchNameZone'
import type { NameSuggestion } from '@/names/RegisterNameState'
import { type RegisterNameAction, registerNameReducer } from '@/names/registerNameReducer'
import { connectionAtom, registerNameAtom } from '@/state/atoms'
import type { FrameContext } from '@/state/FrameContext'

// The coin type the name is registered for. The server takes 60 (Ethereum) or an ENSIP-11 coin
// type (0x80000000 | chainId), and keeps one per name (nameAnswer answers the addresses under it).
// The accounts the frame connects (external and embedded EOAs) have one address on every EVM chain,
// so the name is the address's everywhere: 60, the coin type ENS-style resolution reads for an
// address; an ENSIP-11 type would tie the name to the chain the account happened to be on.
const ethereumCoinType = 60

/**
 * Registering a `.latch.id` name for the connected account (RegisterAccountName, docs/behaviour.md#calls
 * profile calls): `search` checks the text with the name rules, then asks the suggestions route
 * which names around it are free; `register` has the connected wallet sign the name's message
 * (personal_sign, through the request policy: an external wallet asks its user, the embedded one
 * opens ApproveTransaction), sends it to the name service, and on success shows the name in
 * Account. A race lost to another registrant says 'Name already taken' and looks the label up
 * again; a refusal to sign goes back to the search quietly. The state is in `registerNameAtom`;
 * failures end there, so neither call throws.
 *
 * @example
 * const names = createNameFlow(context, { request: controller.request, refreshProfile })
 * await names.search('ada') // registerNameAtom: suggestions of ada.latch.id, each free or not
 * await names.register('ada.latch.id') // signed, registered, Account shows ada.latch.id
 */
export function createNameFlow(
  context: FrameContext,
  deps: {
    /** An EIP-1193 request to the connected wallet, through the request policy. */
    request(args: { method: string; params?: unknown[] }): Promise<unknown>
    /** Reads the account's name again, for Account. */
    refreshProfile(): Promise<void>
    /** Epoch ms, for the message's timestamp. */
    now?: () => number
  },
) {
  const { store } = context
  const now = deps.now ?? (() => Date.now())
  // The flow's own texts (a name taken, one registered) in the visitor's language.
  const t = () => messagesFor(store.get(localeAtom), namesMessages)
  const dispatch = (action: RegisterNameAction) =>
    store.set(registerNameAtom, registerNameReducer(store.get(registerNameAtom), action))
  // Each registration, and each reset, takes a number: a registration whose number is no longer the
  // last stops at its next step (the user started again while the wallet was asked).
  let attempt = 0

  async function fetchSuggestions(): Promise<void> {
    const { label, loading } = store.get(registerNameAtom)
    if (label === null || !loading) return
    try {
      const answer = await context.api<{ suggestions?: unknown }>(
        `/api/v1/profile/suggestions/${encodeURIComponent(label)}`,
        { query: { zone: latchNameZone } },
      )
      const suggestions = Array.isArray(answer?.suggestions) ? answer.suggestions.filter(isSuggestion) : []
      dispatch({ type: 'suggestionsLoaded', label, suggestions })
    } catch (error) {
      dispatch({ type: 'suggestionsFailed', label, error: toProtocolError(error).message })
    }
  }

  return {
    /** Takes the search text (the view debounces it): checked here first, then looked up. */
    async search(text: string): Promise<void> {
      dispatch({ type: 'queryChanged', query: text })
      await fetchSuggestions()
    },
    /** Registers `name`, one of the free suggestions shown, for the connected account. */
    async register(name: string): Promise<void> {
      if (store.get(registerNameAtom).step !== 'search') return
      dispatch({ type: 'registerStart', name })
      if (store.get(registerNameAtom).step !== 'signing') return
      const id = ++attempt
      const { status, address } = store.get(connectionAtom)
      if (status !== 'connected' || !address) {
        dispatch({ type: 'failed', error: new UnauthorizedProviderError().message })
        return
      }
      const message = buildNameMessage(name, now())
      let signature: unknown
      try {
        signature = await deps.request({ method: 'personal_sign', params: [toHex(message), address] })
      } catch (error) {
        if (id !== attempt) return
        const refusal = toProtocolError(error)
        dispatch(
          refusal.code === errorCodes.userRejectedRequest
            ? { type: 'rejected' }
            : { type: 'failed', error: refusal.message },
        )
        return
      }
      if (id !== attempt) return
      if (typeof signature !== 'string') {
        dispatch({ type: 'failed', error: t().walletNoSignature() })
        return
      }
      dispatch({ type: 'signed' })
      try {
        await context.api('/api/v1/profile/account', {
          body: { coin_type: ethereumCoinType, address, message, signature },
        })
      } catch (error) {
        if (id !== attempt) return
        if (error instanceof ApiRequestError && error.status === 409) {
          dispatch({ type: 'taken', error: t().nameTaken() })
          await fetchSuggestions()
        } else dispatch({ type: 'failed', error: toProtocolError(error).message })
        return
      }
      // Registered: whatever the user did meanwhile, the name is theirs now, and Account says so.
      dispatch({ type: 'registered' })
      await deps.refreshProfile()
      context.dispatchToast({ type: 'show', message: t().nameRegistered(), variant: 'success' })
      if (id === attempt) context.dispatchRouter({ type: 'reset', view: 'Account' })
    },
    /** Forgets the search and any registration under way (a new visit starts afresh). */
    reset(): void {
      attempt++
      dispatch({ type: 'reset' })
    },
  }
}

export type NameFlow = ReturnType<typeof createNameFlow>

function isSuggestion(value: unknown): value is NameSuggestion {
  const { name, registered } = (value ?? {}) as Partial<Record<keyof NameSuggestion, unknown>>
  return typeof name === 'string' && typeof registered === 'boolean'
}
