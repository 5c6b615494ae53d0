'use client'

import { featureEnabled } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { useCallback, useEffect } from 'react'
import { ExplorerAddressLink } from '@/components/ExplorerAddressLink'
import { useConnectedSolanaAccount } from '@/components/useConnectedSolanaAccount'
import { useRefreshWhileShown } from '@/components/useRefreshWhileShown'
import { useController } from '@/embed/ControllerContext'
import accountMessages from '@/i18n/compiled/en/account'
import { useMessages } from '@/i18n/useMessages'
import { hostConfigAtom, routerAtom, solanaBalancesAtom } from '@/state/atoms'
import { OtherAccountHeading } from './OtherAccountHeading'
import { TokenList } from './TokenList'

/**
 * The connected Solana account in Account's Tokens tab: its address, what it holds on the first
 * Solana network the host asked for, and Send (WalletSend for this account, unless the host turned
 * sending off). Nothing while no connected wallet holds a Solana account or the host asks for no
 * Solana network.
 */
export function SolanaAccount() {
  const controller = useController()
  const t = useMessages(accountMessages)
  const account = useConnectedSolanaAccount()
  const address = account?.address
  const network = account?.network
  const open = useAtomValue(routerAtom).open
  const canSend = featureEnabled(useAtomValue(hostConfigAtom).features, 'send')
  const shown = account !== undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: each open, account or network asks again
  useEffect(() => {
    if (!shown) return
    void controller.use('account', (flow) => flow.refreshSolanaBalances())
  }, [controller, shown, address, network, open])
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account or network starts over
  const readAgain = useCallback(
    () => void controller.use('account', (flow) => flow.refreshSolanaBalances({ background: true })),
    [controller, address, network],
  )
  useRefreshWhileShown(shown && open ? readAgain : undefined)

  if (!shown || !address || !network) return null
  return (
    <section
      aria-labelledby="solana-account-title"
      className="mt-3 flex flex-col gap-2"
      data-testid="solana-account"
    >
      <OtherAccountHeading
        id="solana-account-title"
        namespace="Solana"
        networkName={network.name}
        address={address}
        testId="solana"
      />
      <div className="flex items-center justify-between gap-2">
        {network.blockExplorer ? (
          <ExplorerAddressLink explorer={network.blockExplorer} address={address} />
        ) : (
          <span />
        )}
        {canSend ? (
          <button
            type="button"
            className="latch-button-secondary"
            onClick={() => controller.push('WalletSend', { namespace: 'solana' })}
          >
            {t.sendOn({ chain: 'Solana' })}
          </button>
        ) : null}
      </div>
      <TokenList atom={solanaBalancesAtom} label={t.solanaTokens()} loadingLabel={t.loadingSolanaTokens()} />
    </section>
  )
}
