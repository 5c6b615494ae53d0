import { errorCodes, isTransactionHash, ProviderRpcError, walletAnswerProblem } from '@latch/protocol'
import { toProtocolError } from '@latch/protocol/toProtocolError'
import { limits, visibleBalances } from '@latch/shared-types'
import { createPublicClient, custom, formatUnits, getAddress, isHex, numberToHex } from 'viem'
import { getEnsAddress } from 'viem/actions'
import { AdapterError } from '@/connectors/AdapterError'
import { formatAmount } from '@/format/formatUsd'
import { shortAddress } from '@/format/shortAddress'
import sendMessages from '@/i18n/compiled/en/send'
import { localeAtom } from '@/i18n/localeAtom'
import { messagesFor } from '@/i18n/messagesFor'
import { isNativeToken } from '@/networks/nativeTokenAddress'
import { solanaReadTarget } from '@/networks/solanaReadTarget'
import { buildSendTransaction } from '@/send/buildSendTransaction'
import { ensUniversalResolverOf } from '@/send/ensUniversalResolverOf'
import { estimateSendFee } from '@/send/estimateSendFee'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'
import { resolveRecipient } from '@/send/resolveRecipient'
import type { SendFee, SendNamespace } from '@/send/SendState'
import { nativeBalanceOf, type SendAction, sendReducer, validateSend } from '@/send/sendReducer'
import { waitForReceipt } from '@/send/waitForReceipt'
import { balancesAtom, bitcoinBalancesAtom, routerAtom, sendAtom, solanaBalancesAtom } from '@/state/atoms'
import type { FeaturePorts } from '@/state/FeaturePorts'
import { type FrameContext, logError } from '@/state/FrameContext'
import { isSmartAccountAtom } from '@/state/isSmartAccountAtom'
import { connectedAccount, connectedBitcoinAccount, connectedSolanaAccount } from '@/state/selectors'
import type { TransactionFlowDeps } from '@/state/TransactionFlowDeps'

// The gas of a plain transfer of the network's coin to an account.
const plainTransferGas = 21_000n
// What a Solana transaction with one signature pays, in lamports (the send adds no priority fee).
const solanaTransferFee = 5_000n

const sendViews: readonly string[] = ['WalletSend', 'WalletSendPreview', 'ApproveTransaction']

/**
 * What a Solana or Bitcoin send needs beyond an EVM one: reads of its cluster, and its balances read
 * again.
 */
type OtherSendPorts = Pick<FeaturePorts, 'readRpcAt' | 'refreshSolanaBalances' | 'refreshBitcoinBalances'>

/**
 * Sending a token of the account (WalletSend, WalletSendPreview), of the EVM account or, when begun
 * for Solana, of the Solana account (docs/namespaces.md#sending: SOL or an SPL token to a base58
 * address, priced by the cluster, sent through solana_signAndSendTransaction and followed by its
 * signature's status), or when begun for Bitcoin, of the Bitcoin account
 * (docs/namespaces.md#sending-bitcoin: BTC to an address of its network, priced as the wallet will
 * make the transaction, sent through bip122_sendTransfer and followed until it is mined). On EVM:
 * the recipient typed is resolved (resolveRecipient: an address, a `.latch.id` name, an ENS-style name); `preview` checks the input
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
export function createSendFlow(context: FrameContext, deps: TransactionFlowDeps & OtherSendPorts) {
  const { store } = context
  // The flow's own texts (its toasts, the note after a refusal) in the visitor's language.
  const t = () => messagesFor(store.get(localeAtom), sendMessages)
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
  const solanaAccount = () => connectedSolanaAccount(store)
  const bitcoinAccount = () => connectedBitcoinAccount(store)
  const accountKey = (namespace: SendNamespace) =>
    namespace === 'solana'
      ? solanaAccount()?.key
      : namespace === 'bip122'
        ? bitcoinAccount()?.key
        : account()?.key
  const onSolana = () => state().namespace === 'solana'
  const onBitcoin = () => state().namespace === 'bip122'
  const balancesOf = { eip155: balancesAtom, solana: solanaBalancesAtom, bip122: bitcoinBalancesAtom }

  function checks(gasCost: bigint | undefined) {
    const tokens = visibleBalances(store.get(balancesOf[state().namespace]).tokens)
    return {
      tokens,
      nativeBalance: nativeBalanceOf(tokens),
      gasCost,
      isSmartAccount: state().namespace === 'eip155' && store.get(isSmartAccountAtom),
    }
  }

  // The token, amount and recipient typed, once they parse and the recipient has resolved.
  function typed() {
    const send = state()
    const { tokens, nativeBalance } = checks(undefined)
    const token = tokens.find((candidate) => candidate.address === send.token)
    const amount = token && parseDecimalAmount(send.amount, token.decimals)
    if (!token || !amount?.ok || !send.resolved) return undefined
    return { token, amount: amount.value, recipient: send.resolved, held: nativeBalance ?? 0n }
  }

  // The Solana account's transfer as the input describes it, once the input is valid.
  function solanaTransfer() {
    const current = solanaAccount()
    const input = typed()
    if (!current || !input) return undefined
    const { token, amount, recipient } = input
    const read = (method: string, params: unknown[]) =>
      deps.readRpcAt(solanaReadTarget(current.network), method, params)
    return {
      ...input,
      read,
      transfer: {
        from: current.address,
        to: recipient.address,
        mint: isNativeToken(token) ? undefined : token.address.split(':')[2],
        decimals: token.decimals,
        amount,
      },
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
    const input = typed()
    if (!current || !input) return undefined
    const { token, amount, recipient } = input
    return {
      ...current,
      token,
      amount,
      recipient,
      call: buildSendTransaction(token, amount, getAddress(recipient.address)),
    }
  }

  function finish() {
    dispatch({ type: 'reset' })
    if (sendViews.includes(store.get(routerAtom).view))
      context.dispatchRouter({ type: 'reset', view: 'Account' })
  }

  return {
    /** WalletSend is shown for the account of `namespace`: a send left by another account or network starts afresh. */
    begin(namespace: SendNamespace = 'eip155'): void {
      const key = accountKey(namespace)
      if (key) dispatch({ type: 'start', key, namespace })
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
      if (onBitcoin()) {
        // What a transfer of everything would pay the recipient once its fee is paid.
        const all = await bitcoinTransfer('all')
        if (state().token !== token.address) return
        return dispatch({ type: 'setAmount', amount: formatUnits(all?.ok ? all.amount : 0n, token.decimals) })
      }
      const held = nativeBalanceOf(tokens) ?? 0n
      const fee = onSolana() ? solanaTransferFee : await evmTransferFee()
      if (state().token !== token.address) return
      dispatch({ type: 'setAmount', amount: formatUnits(held > fee ? held - fee : 0n, token.decimals) })
    },
    /** Resolves the recipient typed (the view debounces it); an answer for text since changed is dropped. */
    async resolve(text: string): Promise<void> {
      if (text !== state().recipient) return
      const bitcoin = onBitcoin() ? bitcoinAccount() : undefined
      if (bitcoin) {
        const { resolveBitcoinRecipient } = await import('@/send/bitcoin/resolveBitcoinRecipient')
        const resolution = resolveBitcoinRecipient(text, bitcoin.network)
        dispatch({ type: 'recipientResolved', recipient: text, resolution })
        return
      }
      if (onSolana()) {
        const { resolveSolanaRecipient } = await import('@/send/solana/resolveSolanaRecipient')
        dispatch({ type: 'recipientResolved', recipient: text, resolution: resolveSolanaRecipient(text) })
        return
      }
      const current = account()
      if (!current) return
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
      if (onSolana()) return previewSolana()
      if (onBitcoin()) return previewBitcoin()
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
      showPreview(fee)
    },
    /** The preview's Cancel: back to editing the send. */
    cancel(): void {
      dispatch({ type: 'edit' })
      if (store.get(routerAtom).view === 'WalletSendPreview') context.dispatchRouter({ type: 'goBack' })
    },
    /** The preview's Confirm: sends the transaction, waits for its receipt and says how it went. */
    async confirm(): Promise<void> {
      if (onSolana()) return confirmSolana()
      if (onBitcoin()) return confirmBitcoin()
      const plan = planned()
      const { fee, step } = state()
      if (!plan || fee?.namespace !== 'eip155' || step !== 'preview') return
      dispatch({ type: 'confirmStart' })
      let hash: string
      try {
        const answer = await deps.request({
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
        if (!isTransactionHash(answer))
          throw new ProviderRpcError(errorCodes.internal, 'The wallet answered no transaction hash')
        hash = answer
      } catch (error) {
        return sendRefused(error)
      }
      dispatch({ type: 'sent', hash })
      const sent = sentToast(plan)
      const receipt = await waitForReceipt(deps.readRpc, hash, receiptTiming)
      sent.settled(receipt?.status === '0x1')
      deps.refreshBalances({ force: true }).catch(logError)
      try {
        Promise.resolve(deps.refreshActivity?.()).catch(logError)
      } catch (error) {
        logError(error)
      }
      finish()
    },
  }

  // The fee Max leaves for a plain transfer of the coin: a plain transfer's gas at the node's
  // price, with half again for a price that moves before the send.
  async function evmTransferFee() {
    const gasPrice = await deps.readRpc('eth_gasPrice', []).catch(() => undefined)
    return isHex(gasPrice) ? (plainTransferGas * BigInt(gasPrice) * 3n) / 2n : 0n
  }

  // 'Sending …' until the transaction settles, then how it went.
  function sentToast(plan: {
    token: { symbol: string; decimals: number }
    amount: bigint
    recipient: { address: string; name?: string }
  }) {
    const to = plan.recipient.name ?? shortAddress(plan.recipient.address)
    const amount = formatAmount(formatUnits(plan.amount, plan.token.decimals), plan.token.decimals)
    context.dispatchToast({
      type: 'show',
      message: t().sendingToast({ amount: `${amount} ${plan.token.symbol}`, to }),
      variant: 'loading',
      autoClose: false,
    })
    return {
      settled(ok: boolean) {
        context.dispatchToast(
          ok
            ? {
                type: 'show',
                message: t().sentToast({ amount: `${amount} ${plan.token.symbol}`, to }),
                variant: 'success',
              }
            : { type: 'show', message: t().transactionError(), variant: 'error' },
        )
      },
    }
  }

  // A wallet's refusal: declined (4001) goes back to the preview with a note, anything else toasts.
  function sendRefused(error: unknown) {
    const { code, message } = toProtocolError(error)
    if (code === errorCodes.userRejectedRequest) dispatch({ type: 'declined', note: t().declinedNote() })
    else {
      logError(error)
      dispatch({ type: 'sendFailed', error: message })
      context.dispatchToast({ type: 'show', message: t().transactionError(), variant: 'error' })
    }
  }

  async function previewSolana(): Promise<void> {
    const inputError = validateSend(state(), checks(undefined))
    const plan = solanaTransfer()
    if (inputError || !plan) {
      dispatch({ type: 'estimateFailed', error: inputError ?? 'Connect a wallet to send' })
      return
    }
    dispatch({ type: 'estimateStart' })
    const { planSolanaTransfer } = await import('@/send/solana/planSolanaTransfer')
    const priced = await planSolanaTransfer(plan.read, plan.transfer, { held: plan.held }).catch(
      (error: unknown) => {
        logError(error)
        return { ok: false as const, error: toProtocolError(error).message }
      },
    )
    if (!priced.ok) return dispatch({ type: 'estimateFailed', error: priced.error })
    showPreview(priced.fee)
  }

  // With the fee known, the account must also pay it; then WalletSendPreview shows the send.
  function showPreview(fee: SendFee) {
    const feeError = validateSend(state(), checks(fee.total))
    if (feeError) return dispatch({ type: 'estimateFailed', error: feeError })
    dispatch({ type: 'estimated', fee })
    if (store.get(routerAtom).view === 'WalletSend')
      context.dispatchRouter({ type: 'push', view: 'WalletSendPreview' })
  }

  // The transaction is made again with a fresh blockhash, since the preview's may have expired
  // while it was read; it is the same transfer, so it costs what the preview said.
  async function confirmSolana(): Promise<void> {
    const plan = solanaTransfer()
    if (!plan || state().fee?.namespace !== 'solana' || state().step !== 'preview') return
    dispatch({ type: 'confirmStart' })
    const [{ planSolanaTransfer }, { waitForSolanaSignature }] = await Promise.all([
      import('@/send/solana/planSolanaTransfer'),
      import('@/send/solana/waitForSolanaSignature'),
    ])
    let signature: string
    try {
      const priced = await planSolanaTransfer(plan.read, plan.transfer, { held: plan.held })
      if (!priced.ok) throw new ProviderRpcError(errorCodes.internal, priced.error)
      const answer = await deps.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: priced.transaction },
      })
      const problem = walletAnswerProblem('solana_signAndSendTransaction', answer)
      if (problem) throw new ProviderRpcError(errorCodes.internal, `The wallet answered ${problem}`)
      signature = (answer as { signature: string }).signature
    } catch (error) {
      return sendRefused(error)
    }
    dispatch({ type: 'sent', hash: signature })
    const sent = sentToast(plan)
    const outcome = await waitForSolanaSignature(plan.read, signature, receiptTiming)
    if (outcome?.status === 'failed')
      logError(new Error(`Solana transaction ${signature} failed: ${JSON.stringify(outcome.error)}`))
    sent.settled(outcome?.status === 'confirmed')
    deps.refreshSolanaBalances({ force: true }).catch(logError)
    finish()
  }

  // The Bitcoin account's transfer of the amount typed (or of everything) to the recipient, as the
  // wallet will make it: its unspent outputs and the fee rate read now (planBitcoinTransfer).
  async function bitcoinTransfer(amount: bigint | 'all') {
    const current = bitcoinAccount()
    // Everything to a recipient not yet typed is priced as a payment to the account's own kind of
    // output; once one is typed, its own output's size sets the fee (a Taproot one is larger).
    const recipient = state().resolved?.address ?? (amount === 'all' ? current?.address : undefined)
    if (!current || !recipient) return undefined
    const [{ planBitcoinTransfer }, { createBitcoinApi }] = await Promise.all([
      import('@/send/bitcoin/planBitcoinTransfer'),
      import('@/api/createBitcoinApi'),
    ])
    const bitcoin = createBitcoinApi(context.api, current.network.caipNetworkId)
    const [utxos, feeRate] = await Promise.all([bitcoin.utxos(current.address), bitcoin.feeRate()])
    const plan = planBitcoinTransfer({
      network: current.network.bip84,
      from: current.address,
      to: recipient,
      amount,
      feeRate,
      utxos,
    })
    return { ...plan, feeRate }
  }

  async function previewBitcoin(): Promise<void> {
    const inputError = validateSend(state(), checks(undefined))
    const input = typed()
    if (inputError || !input) {
      dispatch({ type: 'estimateFailed', error: inputError ?? 'Connect a wallet to send' })
      return
    }
    dispatch({ type: 'estimateStart' })
    const plan = await bitcoinTransfer(input.amount).catch((error: unknown) => {
      logError(error)
      return { ok: false as const, error: toProtocolError(error).message }
    })
    if (!plan?.ok)
      return dispatch({ type: 'estimateFailed', error: plan?.error ?? 'Connect a wallet to send' })
    showPreview({ namespace: 'bip122', total: plan.fee, feeRate: plan.feeRate })
  }

  // The wallet makes the transaction again as it sends it (the outputs the preview read may have
  // been spent since), and shows it for approval with the fee it will really pay.
  async function confirmBitcoin(): Promise<void> {
    const current = bitcoinAccount()
    const input = typed()
    if (!current || !input || state().fee?.namespace !== 'bip122' || state().step !== 'preview') return
    dispatch({ type: 'confirmStart' })
    let txid: string
    try {
      const answer = await deps.request({
        method: 'bip122_sendTransfer',
        params: {
          account: current.address,
          recipientAddress: input.recipient.address,
          amount: input.amount.toString(),
        },
      })
      const problem = walletAnswerProblem('bip122_sendTransfer', answer)
      if (problem) throw new ProviderRpcError(errorCodes.internal, problem)
      txid = (answer as { txid: string }).txid
    } catch (error) {
      return sendRefused(error)
    }
    dispatch({ type: 'sent', hash: txid })
    const sent = sentToast(input)
    const [{ createBitcoinApi }, { waitForBitcoinTransaction }] = await Promise.all([
      import('@/api/createBitcoinApi'),
      import('@/send/bitcoin/waitForBitcoinTransaction'),
    ])
    const bitcoin = createBitcoinApi(context.api, current.network.caipNetworkId)
    sent.settled(await waitForBitcoinTransaction(bitcoin.status, txid, receiptTiming))
    deps.refreshBitcoinBalances({ force: true }).catch(logError)
    finish()
  }
}
