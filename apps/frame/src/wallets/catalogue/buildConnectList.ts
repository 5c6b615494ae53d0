import type { ChainNamespace, InjectedWalletInfo } from '@latch/protocol'
import { type AnySocialProvider, allSocialProviders, type ConnectMethod, limits } from '@latch/shared-types'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { featuredEntries } from './internal/featuredEntries'
import { rdnsKey } from './internal/rdnsKey'
import { orderConnectMethods } from './orderConnectMethods'

/** Where a catalogue wallet of the Connect view comes from. */
export type ConnectSection = 'recent' | 'featured' | 'custom' | 'recommended'

/** One row of the Connect view. */
export type ConnectRow =
  /** A wallet the host page announced ("Installed"): connects in the host window. */
  | { kind: 'announced'; key: string; wallet: InjectedWalletInfo }
  /** A wallet that connects over WalletConnect; `recent` ones carry the "Recent" tag. */
  | { kind: 'wallet'; key: string; section: ConnectSection; wallet: CatalogueWallet }
  /** The catalogue's featured and recommended wallets, on their way or failed (with a retry). */
  | { kind: 'loading'; key: 'loading' }
  | { kind: 'error'; key: 'error' }
  /** The way to the full list, with the number of wallets in it once known. */
  | { kind: 'allWallets'; key: 'allWallets'; count: number | undefined }
  /** `collapseWallets`: the whole wallet group as one "Continue with a wallet" button. */
  | { kind: 'collapsedWallets'; key: 'collapsedWallets' }
  /** The email login's address field. */
  | { kind: 'email'; key: 'email' }
  /** A social login, in the host's order. */
  | { kind: 'social'; key: string; provider: AnySocialProvider }
  /** "Continue with a passkey" (ConnectingPasskey). */
  | { kind: 'passkey'; key: 'passkey' }
  /** The rest of the social logins, behind one button (ConnectSocials). */
  | { kind: 'moreSocials'; key: 'moreSocials'; providers: AnySocialProvider[] }

/** One group of the Connect view (docs/behaviour.md#entities connectMethodsOrder). */
export type ConnectGroup = { method: ConnectMethod; rows: ConnectRow[] }

/** The catalogue's part of the list, as far as it has loaded. */
export type ConnectCatalogueStatus =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready'
      featured: readonly CatalogueWallet[]
      recommended: readonly CatalogueWallet[]
      count: number
    }

export type ConnectListInput = {
  announced: readonly InjectedWalletInfo[]
  /** Newest first. */
  recent: readonly CatalogueWallet[]
  /** The host's own wallets, cleaned (see sanitizeCustomWallets). */
  custom: readonly CatalogueWallet[]
  catalogue: ConnectCatalogueStatus
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  /** The rdns of the excluded wallets (see loadExcludedRdns): announced ones with these are left out. */
  excludedRdns?: readonly string[] | undefined
  isMobile: boolean
  collapseWallets?: boolean | undefined
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
  enableWalletConnect?: boolean | undefined
  enableWallets?: boolean | undefined
  /** The embedded wallet (email and social login); on unless false (docs/behaviour.md#entities). */
  enableEmbedded?: boolean | undefined
  /** `features.email`: on unless false. */
  email?: boolean | undefined
  /** `features.passkey`: on unless false. */
  passkey?: boolean | undefined
  /** `features.socials`: the providers in the host's order, all six when absent, none when false. */
  socials?: readonly string[] | false | undefined
  /** The active namespace: only the ways of connecting that bring an account of it are listed (eip155 when absent). */
  namespace?: ChainNamespace | undefined
}

/**
 * The namespaces each way of connecting brings an account of (docs/namespaces.md), all four today:
 * the wallets (each of the host page's announced ones its own namespace, Ethereum, Solana or Bitcoin;
 * a WalletConnect pairing all four: walletConnectNamespaces) and the embedded wallet's logins (every
 * namespace the host asked for).
 */
export const connectMethodNamespaces: Record<ConnectMethod, readonly ChainNamespace[]> = {
  wallet: ['eip155', 'solana', 'bip122', 'near'],
  email: ['eip155', 'solana', 'bip122', 'near'],
  social: ['eip155', 'solana', 'bip122', 'near'],
  passkey: ['eip155', 'solana', 'bip122', 'near'],
}

/** The namespaces a WalletConnect pairing brings an account of: the catalogue's wallets are listed for these. */
const walletConnectNamespaces: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122', 'near']

/** How many social logins Connect shows before "More". */
const socialsShown = 3

/**
 * The Connect view's groups in the host's order, each with its rows. The wallet group lists the
 * announced wallets first, then recent (2), featured (in `featuredWalletIds` order, one per id, 4 by
 * default), the host's custom wallets, recommended (4), and the way to the full list unless `allWallets`
 * hides it here. No wallet is listed twice: not by id, and not a catalogue wallet with the rdns of an
 * announced one (that one stands for it). Email shows its address field, social its first three
 * logins in the host's order and the rest behind "More", passkey its one button; the embedded
 * wallet off hides all three. Only the ways that connect the active namespace are listed
 * (connectMethodNamespaces).
 *
 * @example
 * buildConnectList({ announced, recent: [], custom: [], catalogue: { status: 'loading' }, isMobile: false })
 * // [{ method: 'wallet', rows: [...announced, { kind: 'loading' }, { kind: 'allWallets', count: undefined }] }]
 */
export function buildConnectList(input: ConnectListInput): ConnectGroup[] {
  return orderConnectMethods(input.connectMethodsOrder).flatMap((method): ConnectGroup[] => {
    if (!connectMethodNamespaces[method].includes(input.namespace ?? 'eip155')) return []
    if (method === 'email')
      return input.enableEmbedded !== false && input.email !== false
        ? [{ method, rows: [{ kind: 'email', key: 'email' }] }]
        : []
    if (method === 'passkey')
      return input.enableEmbedded !== false && input.passkey !== false
        ? [{ method, rows: [{ kind: 'passkey', key: 'passkey' }] }]
        : []
    if (method === 'social') {
      const rows = socialRows(input)
      return rows.length > 0 ? [{ method, rows }] : []
    }
    if (input.enableWallets === false) return []
    const rows = walletRows(input)
    if (rows.length === 0) return []
    return [
      {
        method,
        rows: input.collapseWallets ? [{ kind: 'collapsedWallets', key: 'collapsedWallets' }] : rows,
      },
    ]
  })
}

function socialRows({ enableEmbedded, socials }: ConnectListInput): ConnectRow[] {
  if (enableEmbedded === false) return []
  const providers = offeredSocials(socials)
  const rows: ConnectRow[] = providers
    .slice(0, socialsShown)
    .map((provider) => ({ kind: 'social', key: `social:${provider}`, provider }))
  const rest = providers.slice(socialsShown)
  return rest.length > 0 ? [...rows, { kind: 'moreSocials', key: 'moreSocials', providers: rest }] : rows
}

/**
 * The social logins the host offers (`features.socials`), in its order: the six OAuth logins and
 * Farcaster when absent, none when false, unknown names (typos) and repeats left out.
 *
 * @example
 * offeredSocials(['x', 'farcaster', 'x', 'gogle']) // ['x', 'farcaster']
 */
export function offeredSocials(socials: readonly string[] | false | undefined): AnySocialProvider[] {
  if (socials === false) return []
  const known = new Set<string>(allSocialProviders)
  return [...new Set(socials ?? allSocialProviders)].filter((name): name is AnySocialProvider =>
    known.has(name),
  )
}

function walletRows(input: ConnectListInput): ConnectRow[] {
  const excludedRdns = new Set((input.excludedRdns ?? []).map(rdnsKey))
  const announcedRdns = new Set<string>()
  const rows: ConnectRow[] = []
  // The host page's wallets each bring an account of their own namespace: EIP-6963 ones Ethereum's,
  // Wallet Standard ones Solana's or Bitcoin's.
  const namespace = input.namespace ?? 'eip155'
  const announced = input.announced.filter((wallet) => (wallet.namespace ?? 'eip155') === namespace)
  for (const wallet of announced) {
    const rdns = rdnsKey(wallet.rdns) ?? wallet.uuid
    if (announcedRdns.has(rdns) || excludedRdns.has(rdns)) continue
    announcedRdns.add(rdns)
    rows.push({ kind: 'announced', key: `announced:${wallet.uuid}`, wallet })
  }
  if (input.enableWalletConnect === false || !walletConnectNamespaces.includes(namespace)) return rows

  const shown = new Set<string>()
  const include = new Set(input.includeWalletIds)
  const exclude = new Set(input.excludeWalletIds)
  const take = (section: ConnectSection, wallets: readonly CatalogueWallet[], most: number) => {
    let taken = 0
    for (const wallet of wallets) {
      if (taken >= most) return
      const rdns = rdnsKey(wallet.rdns)
      const fromCatalogue = section !== 'custom'
      if (shown.has(wallet.id) || exclude.has(wallet.id) || (rdns && announcedRdns.has(rdns))) continue
      if (fromCatalogue && include.size > 0 && !include.has(wallet.id)) continue
      shown.add(wallet.id)
      rows.push({ kind: 'wallet', key: `wallet:${wallet.id}`, section, wallet })
      taken += 1
    }
  }

  const { catalogue } = input
  const featuredIds = input.featuredWalletIds ?? []
  take('recent', input.recent, limits.recentWallets.max)
  if (catalogue.status === 'ready')
    take('featured', inOrderOf(featuredIds, catalogue.featured), featuredEntries(featuredIds))
  else
    rows.push(
      catalogue.status === 'loading' ? { kind: 'loading', key: 'loading' } : { kind: 'error', key: 'error' },
    )
  take('custom', input.custom, Number.POSITIVE_INFINITY)
  if (catalogue.status === 'ready')
    take('recommended', catalogue.recommended, limits.walletCatalogue.recommendedCount)
  if (showsAllWallets(input))
    rows.push({
      kind: 'allWallets',
      key: 'allWallets',
      count: catalogue.status === 'ready' ? catalogue.count : undefined,
    })
  return rows
}

function showsAllWallets({ allWallets = 'SHOW', isMobile }: ConnectListInput): boolean {
  return allWallets === 'SHOW' || (allWallets === 'ONLY_MOBILE' && isMobile)
}

// Featured wallets in the host's order; any the host did not name (none, normally) after them.
function inOrderOf(ids: readonly string[], wallets: readonly CatalogueWallet[]): CatalogueWallet[] {
  const rank = (wallet: CatalogueWallet) => {
    const at = ids.indexOf(wallet.id)
    return at < 0 ? ids.length : at
  }
  return [...wallets].sort((a, b) => rank(a) - rank(b))
}
