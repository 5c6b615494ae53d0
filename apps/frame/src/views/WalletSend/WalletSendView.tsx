'use client'

import { visibleBalances } from '@latch/shared-types'
import { useAtomValue, useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useId } from 'react'
import { AmountInput } from '@/components/AmountInput'
import { TokenIcon } from '@/components/TokenIcon'
import { useController } from '@/embed/ControllerContext'
import { formatAmount, formatUsd } from '@/format/formatUsd'
import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'
import namesMessages from '@/i18n/compiled/en/names'
import sendMessages from '@/i18n/compiled/en/send'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { invalidNameText } from '@/names/invalidNameText'
import { inputErrorText } from '@/send/inputErrorText'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'
import type { SendNamespace } from '@/send/SendState'
import { nativeBalanceOf, type SendAction, sendReducer, validateSend } from '@/send/sendReducer'
import { sendAtom } from '@/state/atoms'
import { isSmartAccountAtom } from '@/state/isSmartAccountAtom'
import { useSendAccount } from './useSendAccount'

/** How long typing must pause before the recipient is looked up. */
const resolveDelayMs = 300

type Label = 'addressOrName' | 'solanaAddress' | 'bitcoinAddress'
type Placeholder = 'addressOrNamePlaceholder' | 'solanaPlaceholder' | 'bitcoinPlaceholder'
/** What the recipient field asks for on each namespace: the keys of its messages. */
const recipientFields: Record<SendNamespace, { label: Label; placeholder: Placeholder }> = {
  eip155: { label: 'addressOrName', placeholder: 'addressOrNamePlaceholder' },
  solana: { label: 'solanaAddress', placeholder: 'solanaPlaceholder' },
  bip122: { label: 'bitcoinAddress', placeholder: 'bitcoinPlaceholder' },
}

/**
 * WalletSend: pick a token of the account, type an amount (Max fills what is held, less the fee for
 * the network's coin) and a recipient (on EVM an address or a name, looked up as it is typed; on
 * Solana a base58 address; on Bitcoin an address of the account's network); "Preview send" stays disabled, naming what is missing or wrong, until
 * the send can be previewed. It sends from the account useSendAccount picks.
 */
export function WalletSendView() {
  const controller = useController()
  const t = useMessages(sendMessages)
  const errors = useMessages(inputErrorsMessages)
  const names = useMessages(namesMessages)
  const { locale } = useAtomValue(localeAtom)
  const send = useAtomValue(sendAtom)
  const setSend = useSetAtom(sendAtom)
  const { namespace, account, balances } = useSendAccount()
  const isSmartAccount = useAtomValue(isSmartAccountAtom) && namespace === 'eip155'
  const recipientField = recipientFields[namespace]
  const id = useId()
  const dispatch = (action: SendAction) => setSend((state) => sendReducer(state, action))
  const tokens = visibleBalances(balances.tokens)
  const token = tokens.find((candidate) => candidate.address === send.token)
  const inputError = validateSend(send, {
    tokens,
    nativeBalance: nativeBalanceOf(tokens),
    gasCost: undefined,
    isSmartAccount,
  })
  const amount = token ? parseDecimalAmount(send.amount, token.decimals) : undefined
  const busy = send.estimating || send.step === 'confirming' || send.step === 'sent'

  useEffect(() => {
    if (!account) return
    controller.use('send', (flow) => flow.begin(namespace)).catch(() => undefined)
    controller
      .use('account', (flow) =>
        namespace === 'solana'
          ? flow.refreshSolanaBalances()
          : namespace === 'bip122'
            ? flow.refreshBitcoinBalances()
            : flow.refreshBalances(),
      )
      .catch(() => undefined)
  }, [controller, account, namespace])

  const { recipient, resolving } = send
  useEffect(() => {
    if (!resolving) return
    const timer = setTimeout(() => {
      controller.use('send', (flow) => flow.resolve(recipient)).catch(() => undefined)
    }, resolveDelayMs)
    return () => clearTimeout(timer)
  }, [controller, recipient, resolving])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!inputError && !busy) controller.use('send', (flow) => flow.preview()).catch(() => undefined)
  }

  return (
    <form data-view="WalletSend" className="flex flex-col gap-3 py-1" onSubmit={submit} noValidate>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t.token()}</legend>
        {tokens.length === 0 ? (
          <p className="text-sm text-latch-muted-fg" aria-busy={balances.loading}>
            {balances.loading ? t.loadingTokens() : t.noTokens()}
          </p>
        ) : (
          <ul className="flex max-h-48 flex-col gap-2 overflow-y-auto">
            {tokens.map((candidate) => (
              <li key={candidate.address}>
                <label className="latch-list-item cursor-pointer has-[:checked]:outline">
                  <input
                    type="radio"
                    name={`${id}-token`}
                    value={candidate.address}
                    checked={candidate.address === send.token}
                    onChange={() => dispatch({ type: 'pickToken', token: candidate.address })}
                    className="size-4 shrink-0 accent-latch-accent"
                  />
                  <TokenIcon src={candidate.logoUri} symbol={candidate.symbol} size={28} />
                  <span className="flex-1 truncate font-semibold">{candidate.symbol}</span>
                  <span className="text-sm text-latch-muted-fg" data-testid="send-token-quantity">
                    {formatAmount(candidate.quantity.numeric, 4, locale)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="text-sm font-medium">
          {token ? t.amountOf({ symbol: token.symbol }) : t.amount()}
        </label>
        <div className="flex gap-2">
          <AmountInput
            id={`${id}-amount`}
            value={send.amount}
            onChange={(amount) => dispatch({ type: 'setAmount', amount })}
          />
          <button
            type="button"
            className="latch-button-secondary"
            disabled={!token}
            onClick={() => controller.use('send', (flow) => flow.fillMax())}
          >
            {t.max()}
          </button>
        </div>
        {token && amount?.ok ? (
          <p className="text-sm text-latch-muted-fg" data-testid="send-amount-usd">
            {formatUsd(Number(send.amount) * token.price, locale)}
          </p>
        ) : null}
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-recipient`} className="text-sm font-medium">
          {t[recipientField.label]()}
        </label>
        <input
          id={`${id}-recipient`}
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t[recipientField.placeholder]()}
          maxLength={300}
          className="latch-input font-mono"
          value={send.recipient}
          aria-invalid={send.recipientError ? true : undefined}
          aria-describedby={`${id}-recipient-status`}
          onChange={(event) => dispatch({ type: 'setRecipient', recipient: event.target.value })}
        />
        <div id={`${id}-recipient-status`} aria-live="polite" className="text-sm">
          {send.resolving ? (
            <p className="text-latch-muted-fg">{t.lookingUp()}</p>
          ) : send.recipientError ? (
            <p role="alert" className="text-latch-danger" data-testid="send-recipient-error">
              {send.recipientInvalidName
                ? invalidNameText(send.recipientInvalidName, names)
                : inputErrorText(send.recipientError, errors)}
            </p>
          ) : send.resolved ? (
            <p className="break-all font-mono text-latch-muted-fg" data-testid="send-recipient-address">
              {send.resolved.name ? `${send.resolved.name}: ` : ''}
              {send.resolved.address}
            </p>
          ) : null}
        </div>
      </div>

      {send.error ? (
        <p role="alert" className="text-sm text-latch-danger" data-testid="send-error">
          {inputErrorText(send.error, errors)}
        </p>
      ) : null}
      <button
        type="submit"
        className="latch-button"
        disabled={inputError !== undefined || busy}
        aria-busy={send.estimating || undefined}
      >
        {inputError ? inputErrorText(inputError, errors) : send.estimating ? t.estimating() : t.previewSend()}
      </button>
    </form>
  )
}
