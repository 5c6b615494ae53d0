'use client'

import { featureEnabled } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect } from 'react'
import { TokenIcon } from '@/components/TokenIcon'
import { useConnectedBitcoinAccount } from '@/components/useConnectedBitcoinAccount'
import { useRefreshWhileShown } from '@/components/useRefreshWhileShown'
import { useController } from '@/embed/ControllerContext'
import { formatAmount, formatUsd } from '@/format/formatUsd'
import accountMessages from '@/i18n/compiled/en/account'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { bitcoinBalancesAtom, hostConfigAtom, routerAtom } from '@/state/atoms'
import { OtherAccountHeading } from './OtherAccountHeading'

/**
 * The connected Bitcoin account in Account's Tokens tab: its address on the first Bitcoin network the
 * host asked for, and its balance there, read through the network's Esplora API; where that cannot
 * be read, it says so rather than showing a number (docs/namespaces.md#bitcoin); and Send (WalletSend
 * for this account, unless the host turned sending off) once it holds some: the embedded wallet
 * pays from here, and so does a host page's Bitcoin wallet, the frame making its transactions for it
 * to sign. Nothing while no
 * connected wallet holds a Bitcoin account or the host asks for no Bitcoin network.
 */
export function BitcoinAccount() {
  const controller = useController()
  const t = useMessages(accountMessages)
  const { locale } = useAtomValue(localeAtom)
  const account = useConnectedBitcoinAccount()
  const balances = useAtomValue(bitcoinBalancesAtom)
  const open = useAtomValue(routerAtom).open
  const features = useAtomValue(hostConfigAtom).features
  const canSend = featureEnabled(features, 'send')
  const address = account?.address
  const network = account?.network
  const shown = account !== undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: each open, account or network asks again
  useEffect(() => {
    if (!shown) return
    void controller.use('account', (flow) => flow.refreshBitcoinBalances())
  }, [controller, shown, address, network, open])
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account or network starts over
  const readAgain = useCallback(
    () => void controller.use('account', (flow) => flow.refreshBitcoinBalances({ background: true })),
    [controller, address, network],
  )
  useRefreshWhileShown(shown && open ? readAgain : undefined)

  if (!shown || !address || !network) return null
  const btc = balances.key === account.key ? balances.tokens[0] : undefined
  return (
    <section
      aria-labelledby="bitcoin-account-title"
      className="mt-3 flex flex-col gap-2"
      data-testid="bitcoin-account"
    >
      <OtherAccountHeading
        id="bitcoin-account-title"
        namespace="Bitcoin"
        networkName={network.name}
        address={address}
        testId="bitcoin"
      />
      {btc ? (
        <div className="latch-list-item" data-testid="bitcoin-balance">
          <TokenIcon src={btc.logoUri} symbol={btc.symbol} />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate font-semibold">{btc.symbol}</span>
            <span className="text-sm text-latch-muted-fg" data-testid="token-quantity">
              {formatAmount(btc.quantity.numeric, 8, locale)} {btc.symbol}
            </span>
          </span>
          <span className="font-semibold">{formatUsd(btc.value, locale)}</span>
        </div>
      ) : balances.loading || balances.key !== account.key ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t.loadingBitcoin()}
          className="latch-list-item h-14 motion-safe:animate-pulse"
        />
      ) : (
        <p className="py-2 text-center text-sm text-latch-muted-fg" data-testid="bitcoin-balance">
          {t.balanceUnavailable()}
        </p>
      )}
      {canSend && btc && Number(btc.quantity.numeric) > 0 ? (
        <button
          type="button"
          className="latch-button-secondary self-end"
          onClick={() => controller.push('WalletSend', { namespace: 'bip122' })}
        >
          {t.sendOn({ chain: 'Bitcoin' })}
        </button>
      ) : null}
    </section>
  )
}
