import connectingMessages from '@/i18n/compiled/en/connecting'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { formatWalletLink } from './formatWalletLink'
import { webLink } from './internal/webLink'

/** One button of the ConnectingWalletConnect view: `opensWallet` links carry the pairing URI. */
export type WalletLink = {
  kind: 'mobile' | 'desktop' | 'webapp' | 'app_store' | 'play_store' | 'homepage'
  label: string
  /** Where a "Get" link goes, shown beside the label to tell the stores apart. */
  detail?: string
  href: string
  opensWallet: boolean
}

type OpenKind = 'mobile' | 'desktop' | 'webapp'
type GetKind = 'app_store' | 'play_store' | 'homepage'

type Labels = (typeof connectingMessages)['connecting']

const openLabels: Record<OpenKind, (labels: Labels, name: string) => string> = {
  mobile: (labels, name) => labels.open({ name }),
  desktop: (labels, name) => labels.openDesktop({ name }),
  webapp: (labels, name) => labels.openWebApp({ name }),
}
const getDetails: Record<GetKind, (labels: Labels) => string> = {
  app_store: (labels) => labels.appStore(),
  play_store: (labels) => labels.googlePlay(),
  homepage: (labels) => labels.website(),
}
// A phone opens the mobile app or the web app; a computer the desktop app or the web app.
const openOrder: Record<'mobile' | 'desktop', OpenKind[]> = {
  mobile: ['mobile', 'webapp'],
  desktop: ['desktop', 'webapp'],
}
// On a phone the stores install the app at once; on a computer the homepage says where to get it.
const getOrder: Record<'mobile' | 'desktop', GetKind[]> = {
  mobile: ['app_store', 'play_store', 'homepage'],
  desktop: ['homepage', 'app_store', 'play_store'],
}

// On iOS a native scheme whose app is missing fails without a word, while a universal link opens the
// app or, without it, the wallet's site; elsewhere the native scheme opens the app straight, with
// the store links beside it (docs/phones.md).
function appLink(wallet: CatalogueWallet, isIos: boolean): string | null | undefined {
  return isIos ? wallet.universal_link || wallet.mobile_link : wallet.mobile_link || wallet.universal_link
}

/**
 * The links the ConnectingWalletConnect view offers for a wallet, in the order to show them: the
 * ones that open the wallet with the pairing URI (only once there is one), then where to get it.
 * On a phone one link opens the app: the universal link on iOS, the native one elsewhere, each
 * falling back to the other. Every href is http(s) or a plain `scheme://` app link; a link that is
 * neither is left out. The labels are the visitor's language's (English unless `labels` says).
 *
 * @example
 * walletLinks(trust, 'wc:ab@2', { isMobile: true })[0]
 * // { kind: 'mobile', label: 'Open Trust Wallet', href: 'trust://wc?uri=wc%3Aab%402', opensWallet: true }
 */
export function walletLinks(
  wallet: CatalogueWallet,
  wcUri: string | undefined,
  options: { isMobile: boolean; isIos?: boolean | undefined; labels?: Labels | undefined },
): WalletLink[] {
  const labels = options.labels ?? connectingMessages.connecting
  const device = options.isMobile ? 'mobile' : 'desktop'
  const links: WalletLink[] = []
  const add = (link: WalletLink) => {
    if (!links.some((known) => known.href === link.href)) links.push(link)
  }
  if (wcUri !== undefined && wcUri !== '') {
    for (const kind of openOrder[device]) {
      const base = kind === 'mobile' ? appLink(wallet, options.isIos === true) : wallet[`${kind}_link`]
      const href = base ? formatWalletLink(base, wcUri) : undefined
      if (href) add({ kind, label: openLabels[kind](labels, wallet.name), href, opensWallet: true })
    }
  }
  for (const kind of getOrder[device]) {
    const href = webLink(wallet[kind])
    if (href)
      add({
        kind,
        label: labels.get({ name: wallet.name }),
        detail: getDetails[kind](labels),
        href,
        opensWallet: false,
      })
  }
  return links
}
