import { formatAmount } from '@/format/formatUsd'
import previewMessages from '@/i18n/compiled/en/preview'
import { formatToAmount } from './formatToAmount'
import type { SwapState } from './SwapState'

type PreviewMessages = (typeof previewMessages)['preview']

/**
 * What SwapPreview says while a transaction is waited on (docs/behaviour.md#states-and-transitions):
 * the approval asked for ('Approve limit increase in your wallet'), the embedded wallet's swap
 * ('Swapping ETH to 2,987.6543 USDL', approved in ApproveTransaction), or an external wallet asked
 * to confirm ('Confirm transaction in your wallet'); in the visitor's language with the preview
 * room's messages and locale (English by default). Undefined while nothing is waited on.
 *
 * @example
 * swapStatusMessage({ ...state, pending: 'swap' }, { embedded: false }) // 'Confirm transaction in your wallet'
 */
export function swapStatusMessage(
  state: Pick<SwapState, 'pending' | 'sourceToken' | 'toToken' | 'toTokenAmount'>,
  wallet: { embedded: boolean },
  t: PreviewMessages = previewMessages.preview,
  locale?: string,
): string | undefined {
  if (state.pending === 'approval') return t.approveInWallet()
  if (state.pending !== 'swap') return undefined
  if (!wallet.embedded) return t.confirmInWallet()
  return t.swapping({
    from: state.sourceToken?.symbol ?? '',
    amount: formatAmount(formatToAmount(state.toTokenAmount), undefined, locale),
    to: state.toToken?.symbol ?? '',
  })
}
