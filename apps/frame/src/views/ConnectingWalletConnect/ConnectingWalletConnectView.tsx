'use client'

import { useAtomValue } from 'jotai'
import { type ReactNode, useId, useState } from 'react'
import { CopyButton } from '@/components/CopyButton'
import { PairingFailure } from '@/components/PairingFailure'
import { QrCode } from '@/components/QrCode'
import { WalletIcon } from '@/components/WalletIcon'
import { WalletLinkButton } from '@/components/WalletLinkButton'
import { useController } from '@/embed/ControllerContext'
import connectingMessages from '@/i18n/compiled/en/connecting'
import { useMessages } from '@/i18n/useMessages'
import { connectionAtom, hostConfigAtom, routerAtom } from '@/state/atoms'
import { type WalletLink, walletLinks } from '@/wallets/links/walletLinks'

/**
 * ConnectingWalletConnect: pairs with the wallet the user picked. On a computer the QR code of the
 * pairing URI leads, with links to the wallet's desktop and web apps; on a phone the link that
 * opens the wallet leads and the QR code waits behind a toggle. The controller swaps in a fresh URI
 * when the pairing expires, and the code follows.
 */
export function ConnectingWalletConnectView() {
  const { data } = useAtomValue(routerAtom)
  const connection = useAtomValue(connectionAtom)
  const { isMobile, isIos } = useAtomValue(hostConfigAtom)
  const controller = useController()
  const t = useMessages(connectingMessages)
  const [qrShown, setQrShown] = useState(false)
  const qrId = useId()
  const wallet = data.wallet
  const name = wallet?.name ?? t.yourWallet()
  const uri = connection.wcUri || undefined
  const error = connection.status === 'disconnected' ? connection.error : undefined
  const links = wallet ? walletLinks(wallet, uri, { isMobile, isIos, labels: t }) : []
  const openLinks = links.filter((link) => link.opensWallet)
  const getLinks = links.filter((link) => !link.opensWallet)

  const follow = (link: WalletLink) => () => controller.rememberWalletLink({ name, href: link.href })
  const qr = (
    <>
      <QrCode uri={uri} imageUrl={wallet?.image_url} label={t.qrLabel()} />
      <CopyButton text={uri} what="link" />
    </>
  )

  let status: string
  if (!uri) status = t.preparing()
  else if (connection.buffering) status = t.finishing({ name })
  else if (connection.wcLinking) status = t.acceptIn({ name })
  else if (isMobile && openLinks.length > 0) status = t.openAndAccept({ name })
  else status = t.scanQr()

  let body: ReactNode
  if (error)
    body = (
      <button type="button" className="latch-button" onClick={() => controller.retryWalletConnect()}>
        {t.tryAgain()}
      </button>
    )
  else if (isMobile && openLinks.length > 0)
    body = (
      <>
        {openLinks.map((link, index) => (
          <WalletLinkButton key={link.href} link={link} primary={index === 0} onFollow={follow(link)} />
        ))}
        <button
          type="button"
          className="text-sm text-latch-muted-fg underline"
          aria-expanded={qrShown}
          aria-controls={qrId}
          onClick={() => setQrShown((shown) => !shown)}
        >
          {qrShown ? t.hideQr() : t.showQr()}
        </button>
        <div id={qrId} hidden={!qrShown} className="flex w-full flex-col items-center gap-3">
          {qrShown ? qr : null}
        </div>
      </>
    )
  // On a phone the links come with the URI; a placeholder code would only flash before them.
  else if (isMobile && !uri) body = null
  else
    body = (
      <>
        {qr}
        {openLinks.map((link) => (
          <WalletLinkButton key={link.href} link={link} onFollow={follow(link)} />
        ))}
      </>
    )

  return (
    <div data-view="ConnectingWalletConnect" className="flex flex-col items-center gap-3 py-2 text-center">
      {isMobile || error ? <WalletIcon src={wallet?.image_url} size={72} /> : null}
      <h2 className="font-semibold">{t.continueIn({ name })}</h2>
      <div aria-live="polite" className="flex flex-col gap-1">
        {error ? <PairingFailure error={error} /> : <p className="text-sm text-latch-muted-fg">{status}</p>}
      </div>
      {body}
      {getLinks.length > 0 ? (
        <ul aria-label={t.get({ name })} className="flex w-full flex-col gap-2">
          {getLinks.map((link) => (
            <li key={link.href}>
              <WalletLinkButton link={link} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
