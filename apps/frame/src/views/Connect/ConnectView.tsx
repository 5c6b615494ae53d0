'use client'

import { useAtomValue } from 'jotai'
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react'
import { useController } from '@/embed/ControllerContext'
import connectMessages from '@/i18n/compiled/en/connect'
import { richText } from '@/i18n/richText'
import { useMessages } from '@/i18n/useMessages'
import {
  bitcoinNetworksAtom,
  hostConfigAtom,
  namespaceAtom,
  nearNetworksAtom,
  networksAtom,
  recentWalletsAtom,
  routerAtom,
  solanaNetworksAtom,
  walletsAtom,
} from '@/state/atoms'
import { namespacesWithNetworks } from '@/state/namespacesWithNetworks'
import { buildConnectList } from '@/wallets/catalogue/buildConnectList'
import { sanitizeCustomWallets } from '@/wallets/catalogue/sanitizeCustomWallets'
import { walletFilterOf } from '@/wallets/catalogue/WalletFilter'
import { ConnectList } from './ConnectList'
import { EmailLoginField } from './EmailLoginField'
import { useConnectCatalogue } from './internal/useConnectCatalogue'

const noIds: readonly string[] = []
// Only an app with networks of several namespaces shows it: the others never load it.
const NamespacePicker = lazy(() =>
  import('@/components/NamespacePicker').then((module) => ({ default: module.NamespacePicker })),
)

// The views a choice on Connect leads to load on first use (see Modal); fetched once Connect is
// open, they are there when the choice is made. The closed modal keeps Connect rendered from page
// load on, and a visitor who never opens it fetches none of them.
const nextViews = [
  () => import('@/views/ConnectingExternal/ConnectingExternalView'),
  () => import('@/views/SIWXSignMessage/SIWXSignMessageView'),
  () => import('@/views/UnsupportedChain/UnsupportedChainView'),
]

/**
 * Connect: the email field and social logins of the embedded wallet, and the wallets the host page
 * announced, then recent, featured, the host's own and recommended wallets from the catalogue, and the
 * way to all of them (docs/behaviour.md#views-and-the-stack, #entities, #calls), in the host's `connectMethodsOrder`.
 * Only the ways that connect the active namespace are listed; where the app has networks of several,
 * the visitor picks which below the list (docs/namespaces.md).
 */
export function ConnectView() {
  const controller = useController()
  const t = useMessages(connectMessages)
  const config = useAtomValue(hostConfigAtom)
  const announced = useAtomValue(walletsAtom)
  const recent = useAtomValue(recentWalletsAtom)
  const networks = useAtomValue(networksAtom)
  const namespace = useAtomValue(namespaceAtom).active
  const solanaNetworks = useAtomValue(solanaNetworksAtom)
  const bitcoinNetworks = useAtomValue(bitcoinNetworksAtom)
  const nearNetworks = useAtomValue(nearNetworksAtom)
  // The namespaces the app asked for networks of, for the visitor to pick whose wallets are listed.
  const namespaces = useMemo(
    () => namespacesWithNetworks({ networks, solanaNetworks, bitcoinNetworks, nearNetworks }),
    [networks, solanaNetworks, bitcoinNetworks, nearNetworks],
  )
  const filter = useMemo(() => walletFilterOf(config, networks), [config, networks])
  const custom = useMemo(() => sanitizeCustomWallets(config.customWallets), [config.customWallets])
  const walletConnect = config.enableWallets !== false && config.enableWalletConnect !== false
  const { catalogue, retry } = useConnectCatalogue({
    api: controller.api,
    enabled: walletConnect && !config.features?.collapseWallets,
    filter,
    featuredIds: config.featuredWalletIds ?? noIds,
    recent,
    custom,
  })
  const groups = buildConnectList({
    announced,
    recent,
    custom,
    catalogue,
    featuredWalletIds: config.featuredWalletIds,
    includeWalletIds: config.includeWalletIds,
    excludeWalletIds: config.excludeWalletIds,
    excludedRdns: catalogue.excludedRdns,
    isMobile: config.isMobile,
    collapseWallets: config.features?.collapseWallets,
    connectMethodsOrder: config.features?.connectMethodsOrder,
    allWallets: config.allWallets,
    enableWalletConnect: config.enableWalletConnect,
    enableWallets: config.enableWallets,
    enableEmbedded: config.enableEmbedded,
    email: config.features?.email,
    passkey: config.features?.passkey,
    socials: config.features?.socials,
    namespace,
  })
  return (
    <div data-view="Connect" className="flex flex-col gap-2">
      <ConnectList
        groups={groups}
        emptyMessage={
          config.enableWallets !== false && config.enableWalletConnect === false
            ? t.noBrowserWallet()
            : t.noWallet()
        }
        onAnnounced={(wallet) => controller.connectInjected(wallet)}
        onWallet={(wallet) => controller.connectWalletConnect(wallet)}
        onAllWallets={() => controller.push('AllWallets')}
        onWalletConnectIntent={() => controller.warmWalletConnect()}
        onRetry={retry}
        onSocial={(provider) => controller.use('embedded', (flow) => flow.connectSocial(provider))}
        onMoreSocials={() => controller.push('ConnectSocials')}
        onPasskey={() => controller.use('embedded', (flow) => flow.openPasskey())}
        emailField={<EmailLoginField />}
      />
      {namespaces.length > 1 && (
        <Suspense fallback={null}>
          <NamespacePicker
            label={t.accountsOn()}
            namespaces={namespaces}
            active={namespace}
            onPick={(picked) => void controller.switchNamespace(picked)}
          />
        </Suspense>
      )}
      <LegalLinks terms={config.termsConditionsUrl} privacy={config.privacyPolicyUrl} />
      <WhenOpen isMobile={config.isMobile} />
    </div>
  )
}

/**
 * Fetches what a choice on Connect leads to once the modal opens. It alone of Connect reads whether
 * the modal is open, so that an open re-renders none of the list, which is already laid out while
 * hidden (docs/embed-client.md, "Opening").
 */
function WhenOpen(props: { isMobile: boolean | undefined }) {
  const controller = useController()
  const open = useAtomValue(routerAtom).open
  const { isMobile } = props
  useEffect(() => {
    if (!open) return
    for (const load of nextViews) load().catch(() => undefined)
    // WalletConnect loads when the pointer or keyboard reaches a way into it; a tap brings no hover
    // ahead of it, so on a phone it loads once Connect has painted (docs/benchmarks.md#walletconnect-on-intent).
    if (isMobile) controller.warmWalletConnect()
  }, [open, isMobile, controller])
  return null
}

/** The host's terms and privacy policy, when it gives them (http(s) URLs: the init schema checks). */
function LegalLinks(props: { terms: string | undefined; privacy: string | undefined }) {
  const t = useMessages(connectMessages)
  const { terms, privacy } = props
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="underline">
      {text}
    </a>
  )
  let sentence: ReactNode[]
  if (terms && privacy)
    sentence = richText(t.agreeBoth, { terms: link(terms, t.terms()), privacy: link(privacy, t.privacy()) })
  else if (terms) sentence = richText(t.agreeTerms, { terms: link(terms, t.terms()) })
  else if (privacy) sentence = richText(t.agreePrivacy, { privacy: link(privacy, t.privacy()) })
  else return null
  return (
    <p className="pt-2 text-center text-xs text-latch-muted-fg" data-testid="legal-links">
      {sentence}
    </p>
  )
}
