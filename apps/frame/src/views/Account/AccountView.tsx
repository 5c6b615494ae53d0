'use client'

import { featureEnabled, visibleBalances } from '@latch/shared-types'
import { useAtom, useAtomValue } from 'jotai'
import { type KeyboardEvent, Suspense, useCallback, useEffect, useRef } from 'react'
import { AccountAvatar } from '@/components/AccountAvatar'
import { CopyButton } from '@/components/CopyButton'
import { ExplorerAddressLink } from '@/components/ExplorerAddressLink'
import { lazyView } from '@/components/lazyView'
import { tabStep } from '@/components/tabStep'
import { useConnectedBitcoinAccount } from '@/components/useConnectedBitcoinAccount'
import { useConnectedNearAccount } from '@/components/useConnectedNearAccount'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import { useRefreshWhileShown } from '@/components/useRefreshWhileShown'
import { useController } from '@/embed/ControllerContext'
import { formatUsd } from '@/format/formatUsd'
import { shortAddress } from '@/format/shortAddress'
import accountMessages from '@/i18n/compiled/en/account'
import modal from '@/i18n/compiled/en/modal'
import { localeAtom } from '@/i18n/localeAtom'
import { useMessages } from '@/i18n/useMessages'
import { isNativeToken } from '@/networks/nativeTokenAddress'
import {
  type AccountTab,
  accountTabAtom,
  balancesAtom,
  bitcoinBalancesAtom,
  connectionAtom,
  embeddedAccountAtom,
  hostConfigAtom,
  networksAtom,
  profileAtom,
  routerAtom,
  solanaBalancesAtom,
} from '@/state/atoms'
import { totalUsdValue } from '@/state/balancesReducer'
import { accountActions } from './internal/accountActions'
import { BitcoinAccount } from './internal/BitcoinAccount'
import { NearAccount } from './internal/NearAccount'
import { SolanaAccount } from './internal/SolanaAccount'
import { TokenList } from './internal/TokenList'

// Activity loads when Account shows (ahead of a click on its tab), not before Connect paints.
const TransactionList = lazyView(() =>
  import('@/views/Transactions/TransactionList').then((module) => module.TransactionList),
)

const tabs: { id: AccountTab; label: 'tokens' | 'activity' }[] = [
  { id: 'tokens', label: 'tokens' },
  { id: 'activity', label: 'activity' },
]

/**
 * Account: who is connected (name, avatar, address), what it holds, what it did, and what it can do.
 * A wallet of another namespace with no EVM part (a host page's Solana, Bitcoin or NEAR wallet)
 * connects its namespace alone: then that account heads the view, with its network, total (none for
 * NEAR, whose balances no node here can read) and the actions that work for it
 * (docs/namespaces.md#host-page-solana-wallets).
 */
export function AccountView() {
  const connection = useAtomValue(connectionAtom)
  const networks = useAtomValue(networksAtom)
  const embedded = useAtomValue(embeddedAccountAtom)
  const evmBalances = useAtomValue(balancesAtom)
  const solanaBalances = useAtomValue(solanaBalancesAtom)
  const bitcoinBalances = useAtomValue(bitcoinBalancesAtom)
  const solana = useConnectedSolanaAccount()
  const bitcoin = useConnectedBitcoinAccount()
  const near = useConnectedNearAccount()
  const profile = useAtomValue(profileAtom)
  const config = useAtomValue(hostConfigAtom)
  const [tab, setTab] = useAtom(accountTabAtom)
  const controller = useController()
  const t = useMessages(accountMessages)
  const { loading } = useMessages(modal)
  const { locale } = useAtomValue(localeAtom)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const isEmbedded = embedded !== undefined && connection.connector?.type === 'AUTH'
  const network = networks.find((candidate) => candidate.id === connection.chainId)
  const { address, chainId } = connection
  // The account a wallet of another namespace connected alone, which heads the view.
  const alone = address === undefined ? (solana ?? bitcoin ?? near) : undefined
  const aloneNamespace =
    alone === undefined ? 'eip155' : alone === solana ? 'solana' : alone === bitcoin ? 'bip122' : 'near'
  // No NEAR node is read here: a NEAR account alone has no total to show (its section says so).
  const balances =
    aloneNamespace === 'solana' ? solanaBalances : aloneNamespace === 'bip122' ? bitcoinBalances : evmBalances
  const explorer = alone && 'blockExplorer' in alone.network ? alone.network.blockExplorer : undefined
  const shownAddress = address ?? alone?.address
  const name = profile?.address === address ? profile?.name : undefined
  const avatar = profile?.address === address ? profile?.avatar : undefined
  const native = balances.tokens.find(isNativeToken)
  const historyOn = featureEnabled(config.features, 'history')

  useEffect(() => {
    TransactionList.preload().catch(() => undefined)
  }, [])
  // The closed modal keeps Account rendered while connected, so each open asks again too: the
  // account flow answers from its cache while that is fresh.
  const open = useAtomValue(routerAtom).open
  // biome-ignore lint/correctness/useExhaustiveDependencies: `open` is what asks again, on each open
  useEffect(() => {
    if (!address || !chainId) return
    void controller.use('account', (flow) => flow.refreshBalances())
    void controller.use('account', (flow) => flow.refreshProfile())
  }, [controller, address, chainId, open])
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account or network starts over
  const readBalancesAgain = useCallback(
    () => void controller.use('account', (flow) => flow.refreshBalances({ background: true })),
    [controller, address, chainId],
  )
  useRefreshWhileShown(address && chainId && open ? readBalancesAgain : undefined)

  function onTabKey(event: KeyboardEvent, index: number) {
    const step = tabStep(event.key, document.documentElement.dir)
    if (!step) return
    event.preventDefault()
    const next = tabs[(index + step + tabs.length) % tabs.length]
    if (!next) return
    setTab(next.id)
    tabRefs.current[tabs.indexOf(next)]?.focus()
  }

  const shownTab: AccountTab = historyOn ? tab : 'tokens'
  return (
    <div data-view="Account" className="flex flex-col gap-3 py-2">
      <div className="flex flex-col items-center gap-2 text-center">
        <AccountAvatar address={shownAddress} avatar={avatar} />
        {name ? (
          <p className="text-lg font-semibold" data-testid="account-name">
            {name}
          </p>
        ) : null}
        <div className="flex items-center gap-1">
          <p
            className={name ? 'font-mono text-sm text-latch-muted-fg' : 'font-mono text-lg font-semibold'}
            title={shownAddress}
          >
            {shownAddress ? shortAddress(shownAddress) : '—'}
          </p>
          <CopyButton text={shownAddress} what="address" icon className="latch-icon-button" />
        </div>
        <p className="sr-only" data-testid="account-address">
          {shownAddress}
        </p>
        {isEmbedded ? (
          <p className="text-sm" data-testid="account-email">
            {embedded.email ?? embedded.userName}
          </p>
        ) : null}
        {aloneNamespace === 'near' ? null : (
          <p className="text-2xl font-bold" data-testid="account-total">
            {balances.fetchedAt === undefined && balances.loading ? (
              <span aria-busy="true">…</span>
            ) : (
              formatUsd(totalUsdValue(visibleBalances(balances.tokens)), locale)
            )}
          </p>
        )}
        {native && network ? (
          <p className="sr-only" data-testid="account-balance">
            {native.quantity.numeric} {network.nativeCurrency.symbol}
          </p>
        ) : null}
        {alone ? (
          <div className="flex flex-wrap items-center justify-center gap-2">
            <button
              type="button"
              className="latch-tag"
              aria-label={t.networkChange({ network: alone.network.name })}
              onClick={() => controller.push('Networks')}
            >
              <span data-testid="account-network">{alone.network.name}</span>
            </button>
            {explorer ? <ExplorerAddressLink explorer={explorer} address={alone.address} /> : null}
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-center gap-2">
            <button
              type="button"
              className="latch-tag inline-flex items-center gap-1"
              aria-label={t.networkChange({ network: network?.name ?? t.chain({ id: chainId ?? '?' }) })}
              onClick={() => controller.push('Networks')}
            >
              {network ? (
                // biome-ignore lint/performance/noImgElement: the network's image from the frame's own route
                <img src={network.imageUrl} alt="" width={14} height={14} className="rounded" />
              ) : null}
              <span data-testid="account-network">
                {network ? `${network.name} (${network.id})` : t.chain({ id: chainId ?? '?' })}
              </span>
            </button>
            {network?.blockExplorer && address ? (
              <ExplorerAddressLink explorer={network.blockExplorer} address={address} />
            ) : null}
          </div>
        )}
      </div>
      {isEmbedded && !embedded.persistent ? (
        <p role="note" className="text-center text-sm text-latch-muted-fg" data-testid="account-page-session">
          {t.pageSession()}
        </p>
      ) : null}
      {/* In a longer language the actions wrap to a second row rather than run out of the sheet. */}
      <div className="flex flex-wrap gap-2">
        {accountActions(config.features, { namespace: aloneNamespace }).map((action) => (
          <button
            key={action.feature}
            type="button"
            className="latch-button-secondary flex-1"
            onClick={() => controller.push(action.view)}
          >
            {t[action.label]()}
          </button>
        ))}
      </div>
      {historyOn ? (
        <div role="tablist" aria-label={t.tabs()} className="flex gap-1 rounded-full bg-latch-muted p-1">
          {tabs.map((entry, index) => (
            <button
              key={entry.id}
              ref={(element) => {
                tabRefs.current[index] = element
              }}
              type="button"
              role="tab"
              id={`account-tab-${entry.id}`}
              aria-selected={shownTab === entry.id}
              aria-controls={`account-panel-${entry.id}`}
              tabIndex={shownTab === entry.id ? 0 : -1}
              className={`flex-1 rounded-full px-3 py-1 text-sm font-semibold ${
                shownTab === entry.id ? 'bg-latch-bg' : 'text-latch-muted-fg'
              }`}
              onClick={() => setTab(entry.id)}
              onKeyDown={(event) => onTabKey(event, index)}
            >
              {t[entry.label]()}
            </button>
          ))}
        </div>
      ) : null}
      {historyOn ? (
        <div role="tabpanel" id={`account-panel-${shownTab}`} aria-labelledby={`account-tab-${shownTab}`}>
          {shownTab === 'tokens' ? (
            <>
              {alone ? null : <TokenList />}
              <SolanaAccount />
              <BitcoinAccount />
              <NearAccount />
            </>
          ) : (
            <Suspense fallback={<p className="py-6 text-center text-sm text-latch-muted-fg">{loading()}</p>}>
              <TransactionList />
            </Suspense>
          )}
        </div>
      ) : (
        <>
          <TokenList />
          <SolanaAccount />
          <BitcoinAccount />
          <NearAccount />
        </>
      )}
      <div className="flex w-full flex-col gap-2">
        {/* An account may hold several names; Account shows the newest. */}
        <button
          type="button"
          className="latch-list-item"
          onClick={() => controller.push('RegisterAccountName')}
        >
          {t.registerName()}
        </button>
        {isEmbedded && embedded.email ? (
          <button
            type="button"
            className="latch-list-item"
            onClick={() => controller.push('UpdateEmailWallet')}
          >
            {t.changeEmail()}
          </button>
        ) : null}
        {isEmbedded && embedded.accountType === 'smartAccount' ? (
          <button type="button" className="latch-list-item" onClick={() => controller.push('Sessions')}>
            {t.sessions()}
          </button>
        ) : null}
        {isEmbedded ? (
          <button
            type="button"
            className="latch-list-item"
            onClick={() => controller.push('AccountSettings')}
          >
            {t.settings()}
          </button>
        ) : null}
        {isEmbedded ? (
          <button
            type="button"
            className="latch-list-item"
            onClick={() => controller.use('embedded', (flow) => flow.openExport())}
          >
            {t.exportKey()}
          </button>
        ) : null}
        <button type="button" className="latch-button-secondary" onClick={() => controller.disconnect()}>
          {isEmbedded ? t.signOut() : t.disconnect()}
        </button>
      </div>
    </div>
  )
}
