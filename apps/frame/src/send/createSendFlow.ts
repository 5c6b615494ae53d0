import { errorCodes, isTransactionHash, ProviderRpcError } from '@latch/protocol'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import { limits, visibleBalances } from '@latch/shared-types'
import { createPublicClient, custom, formatUnits, type Hex, isHex, numberToHex } from 'viem'
import { getEnsAddress } from 'viem/actions'
import { AdapterError } from '@/connectors/AdapterError'
import { formatAmount } from '@/format/formatUsd'
import { shortAddress } from '@/format/shortAddress'
import { isNativeToken } from '@/networks/nativeTokenAddress'
import { buildSendTransaction } from '@/send/buildSendTransaction'
import { ensUniversalResolverOf } from '@/send/ensUniversalResolverOf'
import { estimateSendFee } from '@/send/estimateSendFee'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'
import { resolveRecipient } from '@/send/resolveRecipient'
import type { SendFee } from '@/send/SendState'
import { nativeBalanceOf, type SendAction, sendReducer, validateSend } from '@/send/sendReducer'
import { waitForReceipt } from '@/send/waitForReceipt'
import { balancesAtom, routerAtom, sendAtom } from '@/state/atoms'
import { type FrameContext, logError } from '@/state/FrameContext'
import { isSmartAccountAtom } from '@/state/isSmartAccountAtom'
import { connectedAccount } from '@/state/selectors'
import type { TransactionFlowDeps } from '@/state/TransactionFlowDeps'

/** docs/behaviour.md#errors: the toast of a send that failed. */
export const transactionError = 'Transaction error'
/** The preview's note after the user declined in the wallet (4001): no toast, nothing failed. */
export const declinedNote = 'You declined the transaction in your wallet. Confirm again when you are ready.'

// The gas of a plain transfer of the network's coin to an account.
const plainTransferGas = 21_000n

const sendViews: readonly string[] = ['WalletSend', 'WalletSendPreview', 'ApproveTransaction']

/**
 * Sending a token of the account (WalletSend, WalletSendPreview): the recipient typed is resolved
 * (resolveRecipient: an address, a `.latch.id` name, an ENS-style name); `preview` checks the input
 * (validateSend), asks the node for the gas and its price and shows the preview; `confirm` sends a
 * legacy transaction (docs/behaviour.md#calls) through the request policy (an external wallet asks its user while
 * the preview says so, the embedded one opens ApproveTransaction, which comes back to the preview),
 * waits for its receipt (up to 25 s), toasts how it went, refreshes the balances and the activity and
 * goes back to Account. Declining in the wallet returns to the preview with a note. The state is in
 * `sendAtom`; failures end there or in a toast, so no call throws.
 *
 * @example
 * const send = createSendFlow(context, { request: controller.request, readRpc: controller.readRpc, refreshBalances })
 * await send.resolve('alice.latch.id') // sendAtom: resolved to alice's address
 * await send.preview() // the fee estimated, WalletSendPreview shown
 * await send.confirm() // sent, 'Sent 5 USDL to alice.latch.id', Account
 */
export function createSendFlow(context: FrameContext, deps: TransactionFlowDeps) {
  const { store } = context
  const state = () => store.get(sendAtom)
  const dispatch = (action: SendAction) => store.set(sendAtom, sendReducer(state(), action))
  const receiptTiming = deps.receipt ?? {
    pollMs: 1000,
    timeoutMs: limits.sendTransaction.receiptTimeoutMs,
  }

  // A send goes out on a network the frame knows, the connected account's own.
  function account() {
    const connected = connectedAccount(store)
    return connected?.network ? { ...connected, network: connected.network } : undefined
  }

  function checks(gasCost: bigint | undefined) {
    const tokens = visibleBalances(store.get(balancesAtom).tokens)
    return {
      tokens,
      nativeBalance: nativeBalanceOf(tokens),
      gasCost,
      isSmartAccount: store.get(isSmartAccountAtom),
    }
  }

  // Reads go to the node the frame reads (readRpc); viem's ENS client needs an EIP-1193 transport.
  function ensLookup(chainId: number) {
    const universalResolverAddress = ensUniversalResolverOf(chainId)
    if (!universalResolverAddress) return undefined
    const client = createPublicClient({
      transport: custom({
        request: ({ method, params }) => deps.readRpc(method, Array.isArray(params) ? params : []),
      }),
    })
    return (name: string) => getEnsAddress(client, { name, universalResolverAddress })
  }

  // What the preview will send, once the input is valid: the token, the amount and the call.
  function planned() {
    const current = account()
    const send = state()
    const { tokens } = checks(undefined)
    const token = tokens.find((candidate) => candidate.address === send.token)
    const amount = token && parseDecimalAmount(send.amount, token.decimals)
    if (!current || !token || !amount?.ok || !send.resolved) return undefined
    return {
      ...current,
      token,
      amount: amount.value,
      recipient: send.resolved,
      call: buildSendTransaction(token, amount.value, send.resolved.address),
    }
  }

  function finish() {
    dispatch({ type: 'reset' })
    if (sendViews.includes(store.get(routerAtom).view))
      context.dispatchRouter({ type: 'reset', view: 'Account' })
  }

  return {
    /** WalletSend is shown: a send left by another account or network starts afresh. */
    begin(): void {
      const current = account()
      if (current) dispatch({ type: 'start', key: current.key })
    },
    /**
     * Max: all of the token picked; of the network's own coin, what is left once a transfer's fee is
     * paid (a plain transfer's gas at the node's price, with half again for a price that moves before
     * the send), so that the preview does not refuse it for gas.
     */
    async fillMax(): Promise<void> {
      const { tokens } = checks(undefined)
      const token = tokens.find((candidate) => candidate.address === state().token)
      if (!token) return
      if (!isNativeToken(token)) return dispatch({ type: 'setAmount', amount: token.quantity.numeric })
      const held = nativeBalanceOf(tokens) ?? 0n
      const gasPrice = await deps.readRpc('eth_gasPrice', []).catch(() => undefined)
      const fee = isHex(gasPrice) ? (plainTransferGas * BigInt(gasPrice) * 3n) / 2n : 0n
      if (state().token !== token.address) return
      dispatch({ type: 'setAmount', amount: formatUnits(held > fee ? held - fee : 0n, token.decimals) })
    },
    /** Resolves the recipient typed (the view debounces it); an answer for text since changed is dropped. */
    async resolve(text: string): Promise<void> {
      const current = account()
      if (text !== state().recipient || !current) return
      const resolution = await resolveRecipient(text, {
        api: context.api,
        chainId: current.chainId,
        getEnsAddress: ensLookup(current.chainId),
      }).catch((error: unknown) => {
        logError(error)
        return {
          ok: false as const,
          error: `Could not look up ${text.trim()}: ${toProtocolError(error).message}`,
        }
      })
      dispatch({ type: 'recipientResolved', recipient: text, resolution })
    },
    /** Checks the input, estimates the fee, and shows WalletSendPreview when the account can pay it. */
    async preview(): Promise<void> {
      const inputError = validateSend(state(), checks(undefined))
      const plan = planned()
      if (inputError || !plan) {
        dispatch({ type: 'estimateFailed', error: inputError ?? 'Connect a wallet to send' })
        return
      }
      dispatch({ type: 'estimateStart' })
      let fee: SendFee
      try {
        fee = await estimateSendFee(deps.readRpc, plan.address, plan.call)
      } catch (error) {
        // The adapter's error names the step; the node's words say what to change.
        const shown = error instanceof AdapterError ? error.details : undefined
        dispatch({ type: 'estimateFailed', error: shown ?? toProtocolError(error).message })
        return
      }
      const gasError = validateSend(state(), checks(fee.feeWei))
      if (gasError) {
        dispatch({ type: 'estimateFailed', error: gasError })
        return
      }
      dispatch({ type: 'estimated', fee })
      if (store.get(routerAtom).view === 'WalletSend')
        context.dispatchRouter({ type: 'push', view: 'WalletSendPreview' })
    },
    /** The preview's Cancel: back to editing the send. */
    cancel(): void {
      dispatch({ type: 'edit' })
      if (store.get(routerAtom).view === 'WalletSendPreview') context.dispatchRouter({ type: 'goBack' })
    },
    /** The preview's Confirm: sends the transaction, waits for its receipt and says how it went. */
    async confirm(): Promise<void> {
      const plan = planned()
      const { fee, step } = state()
      if (!plan || !fee || step !== 'preview') return
      dispatch({ type: 'confirmStart' })
      let hash: unknown
      try {
        hash = await deps.request({
          method: 'eth_sendTransaction',
          params: [
            {
              from: plan.address,
              to: plan.call.to,
              value: numberToHex(plan.call.value),
              ...(plan.call.data && { data: plan.call.data }),
              gas: numberToHex(fee.gas),
              gasPrice: numberToHex(fee.gasPrice),
              // docs/behaviour.md#calls: sent as a legacy transaction, priced by gasPrice alone.
              type: '0x0',
            },
          ],
        })
        if (!isTransactionHash(hash))
          throw new ProviderRpcError(errorCodes.internal, 'The wallet answered no transaction hash')
      } catch (error) {
        const { code, message } = toProtocolError(error)
        if (code === errorCodes.userRejectedRequest) dispatch({ type: 'declined', note: declinedNote })
        else {
          logError(error)
          dispatch({ type: 'sendFailed', error: message })
          context.dispatchToast({ type: 'show', message: transactionError, variant: 'error' })
        }
        return
      }
      dispatch({ type: 'sent', hash: hash as Hex })
      const to = plan.recipient.name ?? shortAddress(plan.recipient.address)
      const amount = formatAmount(formatUnits(plan.amount, plan.token.decimals), plan.token.decimals)
      // Under way until the receipt comes: the toast below replaces this one.
      context.dispatchToast({
        type: 'show',
        message: `Sending ${amount} ${plan.token.symbol} to ${to}…`,
        variant: 'loading',
        autoClose: false,
      })
      const receipt = await waitForReceipt(deps.readRpc, hash, receiptTiming)
      context.dispatchToast(
        receipt?.status === '0x1'
          ? { type: 'show', message: `Sent ${amount} ${plan.token.symbol} to ${to}`, variant: 'success' }
          : { type: 'show', message: transactionError, variant: 'error' },
      )
      deps.refreshBalances({ force: true }).catch(logError)
      try {
        Promise.resolve(deps.refreshActivity?.()).catch(logError)
      } catch (error) {
        logError(error)
      }
      finish()
    },
  }
}
