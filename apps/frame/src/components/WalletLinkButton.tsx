'use client'

import type { WalletLink } from '@/wallets/links/walletLinks'

/**
 * A wallet link as a real anchor, in a new browsing context: the frame is an iframe, and an app
 * scheme or a wallet's site must not replace the modal. `onFollow` runs on the click, before the
 * browser leaves.
 */
export function WalletLinkButton(props: { link: WalletLink; primary?: boolean; onFollow?: () => void }) {
  const { link } = props
  return (
    <a
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      data-link-kind={link.kind}
      className={`${props.primary ? 'latch-button' : 'latch-button-secondary'} flex w-full items-center justify-center gap-2`}
      onClick={props.onFollow}
    >
      {/* A longer language's label wraps rather than losing its end. */}
      <span className="min-w-0 break-words">{link.label}</span>
      {link.detail ? <span className="latch-tag shrink-0">{link.detail}</span> : null}
    </a>
  )
}
