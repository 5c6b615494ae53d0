'use client'

import { useConnectedNearAccount } from '@/components/useConnectedNearAccount'
import accountMessages from '@/i18n/compiled/en/account'
import { useMessages } from '@/i18n/useMessages'
import { OtherAccountHeading } from './OtherAccountHeading'

/**
 * The connected NEAR account in Account's Tokens tab: its implicit account id on the first NEAR
 * network the host asked for. The frame reads no NEAR node yet, so it says the balance is
 * unavailable rather than show a number (docs/namespaces.md#near). Nothing while no connected wallet
 * holds a NEAR account or the host asks for no NEAR network.
 */
export function NearAccount() {
  const t = useMessages(accountMessages)
  const account = useConnectedNearAccount()
  if (!account) return null
  return (
    <section
      aria-labelledby="near-account-title"
      className="mt-3 flex flex-col gap-2"
      data-testid="near-account"
    >
      <OtherAccountHeading
        id="near-account-title"
        namespace="NEAR"
        networkName={account.network.name}
        address={account.address}
        testId="near"
      />
      <p className="py-2 text-center text-sm text-latch-muted-fg" data-testid="near-balance">
        {t.balanceUnavailable()}
      </p>
    </section>
  )
}
