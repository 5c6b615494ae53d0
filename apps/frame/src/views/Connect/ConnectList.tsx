import type { InjectedWalletInfo } from '@latch/protocol'
import type { AnySocialProvider } from '@latch/shared-types'
import type { ReactNode } from 'react'
import { SocialProviderMark } from '@/components/SocialProviderMark'
import { WalletListItem } from '@/components/WalletListItem'
import { WalletListSkeleton } from '@/components/WalletListSkeleton'
import { socialProviderNames } from '@/embedded/social/socialProviderNames'
import connectMessages from '@/i18n/compiled/en/connect'
import { useMessages } from '@/i18n/useMessages'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import type { ConnectGroup, ConnectRow } from '@/wallets/catalogue/buildConnectList'

type Handlers = {
  onAnnounced: (wallet: InjectedWalletInfo) => void
  onWallet: (wallet: CatalogueWallet) => void
  onAllWallets: () => void
  /**
   * The pointer or the keyboard reached a way into WalletConnect (a catalogue wallet, All Wallets):
   * a key released on the row (the Tab that moved there), not the focus itself, which each view
   * gives its first row as it shows.
   */
  onWalletConnectIntent: () => void
  onRetry: () => void
  onSocial: (provider: AnySocialProvider) => void
  onMoreSocials: () => void
  onPasskey: () => void
  /** The email row's field. */
  emailField: ReactNode
}

const groupLabels = {
  wallet: 'groupWallets',
  email: 'groupEmail',
  social: 'groupSocial',
  passkey: 'groupPasskey',
} as const

/** The Connect view's groups and rows (see buildConnectList), or a note when there is nothing to pick. */
export function ConnectList(props: Handlers & { groups: ConnectGroup[]; emptyMessage: string }) {
  const t = useMessages(connectMessages)
  if (props.groups.length === 0)
    return <p className="py-6 text-center text-sm text-latch-muted-fg">{props.emptyMessage}</p>
  return (
    <>
      {props.groups.map((group) => (
        <ul
          key={group.method}
          data-group={group.method}
          aria-label={t[groupLabels[group.method]]()}
          className="flex flex-col gap-2"
        >
          {group.rows.map((row) => (
            <li key={row.key} data-row={row.kind === 'wallet' ? row.section : row.kind}>
              <Row row={row} {...props} />
            </li>
          ))}
        </ul>
      ))}
    </>
  )
}

function Row({ row, ...handlers }: Handlers & { row: ConnectRow }) {
  const t = useMessages(connectMessages)
  switch (row.kind) {
    case 'announced':
      return (
        <WalletListItem
          name={row.wallet.name}
          imageSrc={row.wallet.icon}
          tag={t.installed()}
          onClick={() => handlers.onAnnounced(row.wallet)}
        />
      )
    case 'wallet':
      return (
        <WalletListItem
          name={row.wallet.name}
          imageSrc={row.wallet.image_url}
          tag={row.section === 'recent' ? t.recent() : undefined}
          onClick={() => handlers.onWallet(row.wallet)}
          onPointerEnter={handlers.onWalletConnectIntent}
          onKeyUp={handlers.onWalletConnectIntent}
        />
      )
    case 'loading':
      return <WalletListSkeleton rows={3} label={t.loadingWallets()} />
    case 'error':
      return (
        <div role="alert" className="flex items-center gap-3 rounded-xl bg-latch-muted px-3 py-2 text-sm">
          <span className="flex-1 text-latch-muted-fg">{t.loadFailed()}</span>
          <button type="button" className="latch-button-secondary" onClick={handlers.onRetry}>
            {t.tryAgain()}
          </button>
        </div>
      )
    case 'allWallets':
    case 'collapsedWallets':
      // Both lead to the whole list: All Wallets with its count, or the one row that collapses it.
      return (
        <button
          type="button"
          className="latch-list-item"
          onClick={handlers.onAllWallets}
          onPointerEnter={handlers.onWalletConnectIntent}
          onKeyUp={handlers.onWalletConnectIntent}
        >
          <GridIcon />
          <span className="flex-1 text-start font-medium">
            {row.kind === 'allWallets' ? t.allWallets() : t.continueWithWallet()}
          </span>
          {row.kind === 'allWallets' && row.count !== undefined ? (
            <span className="latch-tag">{row.count}</span>
          ) : null}
        </button>
      )
    case 'email':
      return handlers.emailField
    case 'social':
      return (
        <button type="button" className="latch-list-item" onClick={() => handlers.onSocial(row.provider)}>
          <SocialProviderMark provider={row.provider} />
          <span className="flex-1 text-start font-medium">
            {t.continueWith({ provider: socialProviderNames[row.provider] })}
          </span>
        </button>
      )
    case 'passkey':
      return (
        <button type="button" className="latch-list-item" onClick={handlers.onPasskey}>
          <KeyIcon />
          <span className="flex-1 text-start font-medium">{t.continueWithPasskey()}</span>
        </button>
      )
    case 'moreSocials':
      return (
        <button type="button" className="latch-list-item" onClick={handlers.onMoreSocials}>
          <GridIcon />
          <span className="flex-1 text-start font-medium">{t.moreSocials()}</span>
          <span className="latch-tag">{row.providers.length}</span>
        </button>
      )
  }
}

function KeyIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 shrink-0 rounded-lg bg-latch-border p-2.5">
      <circle cx="8" cy="15" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11 12l8-8m-3 3l2 2m-4 0l2 2" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

function GridIcon() {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 grid-cols-2 gap-0.5 rounded-lg bg-latch-border p-1.5"
    >
      <span className="rounded-sm bg-latch-muted-fg/60" />
      <span className="rounded-sm bg-latch-muted-fg/60" />
      <span className="rounded-sm bg-latch-muted-fg/60" />
      <span className="rounded-sm bg-latch-muted-fg/60" />
    </span>
  )
}
