'use client'

import { visibleBalances } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { formatUnits } from 'viem'
import { NothingToReview, PreviewAmount, TransactionPreview } from '@/components/TransactionPreview'
import { useConnectedBitcoinAccount } from '@/components/useConnectedBitcoinAccount'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import { useController } from '@/embed/ControllerContext'
import { formatAmount, formatUsd } from '@/format/formatUsd'
import accountMessages from '@/i18n/compiled/en/account'
import connectMessages from '@/i18n/compiled/en/connect'
import emailCodeMessages from '@/i18n/compiled/en/emailCode'
import inputErrorsMessages from '@/i18n/compiled/en/inputErrors'
import previewMessages from '@/i18n/compiled/en/preview'
import sendMessages from '@/i18n/compiled/en/send'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { namespaceNames } from '@/networks/namespaceNames'
import { isNativeToken } from '@/networks/nativeTokenAddress'
import { inputErrorText } from '@/send/inputErrorText'
import { parseDecimalAmount } from '@/send/parseDecimalAmount'
import {
  balancesAtom,
  bitcoinBalancesAtom,
  connectionAtom,
  embeddedAccountAtom,
  networksAtom,
  sendAtom,
  solanaBalancesAtom,
} from '@/state/atoms'

/**
 * WalletSendPreview: what will leave the account (amount, token, USD), to whom (the name and the
 * full address), on which network, and the fee in the network coin and USD (on Solana with the rent
 * of a token account made for the recipient, which the fee includes; on Bitcoin with its fee rate);
 * Confirm sends, Cancel goes back to editing. While the wallet or the chain is waited on, it says so.
 */
export function WalletSendPreviewView() {
  const controller = useController()
  const t = useMessages(sendMessages)
  const { chain } = useMessages(accountMessages)
  const { sending } = useMessages(connectMessages)
  const { confirm } = useMessages(emailCodeMessages)
  const errors = useMessages(inputErrorsMessages)
  const { confirmInWallet } = useMessages(previewMessages)
  const { locale } = useAtomValue(localeAtom)
  const send = useAtomValue(sendAtom)
  const onSolana = send.namespace === 'solana'
  const onBitcoin = send.namespace === 'bip122'
  const balances = useAtomValue(
    onSolana ? solanaBalancesAtom : onBitcoin ? bitcoinBalancesAtom : balancesAtom,
  )
  const connection = useAtomValue(connectionAtom)
  const networks = useAtomValue(networksAtom)
  const solanaNetwork = useConnectedSolanaAccount()?.network
  const bitcoinNetwork = useConnectedBitcoinAccount()?.network
  const embedded = useAtomValue(embeddedAccountAtom)
  const isEmbedded = embedded !== undefined && connection.connector?.type === 'AUTH'
  const network = onSolana
    ? solanaNetwork
    : onBitcoin
      ? bitcoinNetwork
      : networks.find((candidate) => candidate.id === connection.chainId)
  const tokens = visibleBalances(balances.tokens)
  const token = tokens.find((candidate) => candidate.address === send.token)
  const native = tokens.find(isNativeToken)
  const amount = token ? parseDecimalAmount(send.amount, token.decimals) : undefined
  const waiting = send.step === 'confirming' || send.step === 'sent'

  if (!token || !amount?.ok || !send.resolved || !send.fee)
    return <NothingToReview view="WalletSendPreview" what="send" onBack={() => controller.goBack()} />

  const sent = formatUnits(amount.value, token.decimals)
  const nativeSymbol = network?.nativeCurrency.symbol ?? native?.symbol ?? (onSolana ? 'SOL' : 'ETH')
  const nativeDecimals = network?.nativeCurrency.decimals ?? native?.decimals ?? 18
  const feeNative = formatUnits(send.fee.total, nativeDecimals)
  const rent = send.fee.namespace === 'solana' && send.fee.rent > 0n ? send.fee.rent : undefined
  const feeRate = send.fee.namespace === 'bip122' ? send.fee.feeRate : undefined
  return (
    <TransactionPreview
      view="WalletSendPreview"
      name="send"
      waiting={waiting}
      status={
        send.step === 'confirming'
          ? isEmbedded
            ? t.approveToSend()
            : confirmInWallet()
          : send.step === 'sent'
            ? t.sendingWaiting()
            : undefined
      }
      note={send.note}
      error={send.error && inputErrorText(send.error, errors)}
      action={{
        label: waiting ? sending() : confirm(),
        run: () => controller.use('send', (flow) => flow.confirm()).catch(() => undefined),
      }}
      onCancel={() => controller.use('send', (flow) => flow.cancel()).catch(() => undefined)}
    >
      <PreviewAmount
        label={t.youSend()}
        token={token}
        amount={formatAmount(sent, token.decimals, locale)}
        usd={Number(sent) * token.price}
        testId="send-preview-amount"
        usdTestId="send-preview-usd"
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 rounded-xl bg-latch-muted px-3 py-2 text-sm">
        <dt className="text-latch-muted-fg">{t.to()}</dt>
        <dd className="flex flex-col" data-testid="send-preview-to">
          {send.resolved.name ? <span className="font-semibold">{send.resolved.name}</span> : null}
          <span className="break-all font-mono">{send.resolved.address}</span>
        </dd>
        <dt className="text-latch-muted-fg">{t.network()}</dt>
        <dd data-testid="send-preview-network">
          {network?.name ??
            (onSolana || onBitcoin
              ? namespaceNames[send.namespace]
              : chain({ id: connection.chainId ?? '?' }))}
        </dd>
        <dt className="text-latch-muted-fg">{t.networkFee()}</dt>
        <dd data-testid="send-preview-fee">
          {formatAmount(feeNative, 8, locale)} {nativeSymbol}
          {native && native.price > 0 ? ` (${formatUsd(Number(feeNative) * native.price, locale)})` : ''}
          {feeRate !== undefined ? (
            <span className="block text-latch-muted-fg" data-testid="send-preview-fee-rate">
              {t.feeRate({ rate: feeRate })}
            </span>
          ) : null}
          {rent ? (
            <span className="block text-latch-muted-fg" data-testid="send-preview-rent">
              {t.rentIncluded({
                amount: formatAmount(formatUnits(rent, nativeDecimals), 8, locale),
                symbol: nativeSymbol,
                token: token.symbol,
              })}
            </span>
          ) : null}
        </dd>
      </dl>
    </TransactionPreview>
  )
}
