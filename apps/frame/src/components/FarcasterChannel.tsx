'use client'

import type { ReactNode } from 'react'
import signInMessages from '@/i18n/compiled/en/signIn'
import { useMessages } from '@/i18n/useMessages'
import { CopyButton } from './CopyButton'
import { QrCode } from './QrCode'

/**
 * A Farcaster channel to approve, at login (ConnectingFarcaster) or when an account is linked
 * (Account settings): its QR code for a computer, "Open in Farcaster" for a phone once the URL is
 * known, the copy button, and whatever the place adds after them (`children`, such as Cancel).
 */
export function FarcasterChannel(props: {
  url: string | undefined
  /** What the QR code is, for screen readers. */
  label: string
  size?: number
  children?: ReactNode
}) {
  const { url } = props
  const { openInFarcaster } = useMessages(signInMessages)
  return (
    <>
      <QrCode uri={url} label={props.label} {...(props.size ? { size: props.size } : {})} />
      <div className="flex w-full flex-col gap-2">
        {url ? (
          <a className="latch-button" href={url} target="_blank" rel="noopener noreferrer">
            {openInFarcaster()}
          </a>
        ) : null}
        <CopyButton text={url} what="link" />
        {props.children}
      </div>
    </>
  )
}
