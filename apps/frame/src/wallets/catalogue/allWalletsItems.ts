import type { InjectedWalletInfo } from '@latch/protocol'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'
import { rdnsKey } from './internal/rdnsKey'

/** One wallet of the AllWallets list. */
export type AllWalletsItem =
  /** Announced by the host page ("Installed"): connects in the host window. */
  | { kind: 'announced'; key: string; wallet: InjectedWalletInfo }
  /** Connects over WalletConnect. */
  | { kind: 'wallet'; key: string; wallet: CatalogueWallet }

/**
 * The AllWallets list: the announced wallets, the host's custom wallets, then the catalogue (its loaded
 * pages, or a search's results). With a search term, announced and custom wallets are kept when their
 * name or rdns contains it, as the catalogue matches. Each wallet once: a catalogue wallet with an
 * announced rdns is that announced wallet, in its place if not listed yet.
 *
 * @example
 * allWalletsItems({ announced: [metaMaskExtension], custom: [], catalogue: page, term: '' })
 * // [{ kind: 'announced', wallet: metaMaskExtension }, ...page without MetaMask]
 */
export function allWalletsItems(input: {
  announced: readonly InjectedWalletInfo[]
  custom: readonly CatalogueWallet[]
  catalogue: readonly CatalogueWallet[]
  term: string
  excludeWalletIds?: readonly string[] | undefined
  excludedRdns?: readonly string[] | undefined
}): AllWalletsItem[] {
  const term = input.term.trim().toLowerCase()
  const matches = (name: string, rdns: string | null | undefined) =>
    term === '' || name.toLowerCase().includes(term) || (rdnsKey(rdns) ?? '').includes(term)
  const excludedRdns = new Set((input.excludedRdns ?? []).map(rdnsKey))
  const exclude = new Set(input.excludeWalletIds)

  const announcedByRdns = new Map<string, InjectedWalletInfo>()
  for (const wallet of input.announced) {
    const rdns = rdnsKey(wallet.rdns) ?? wallet.uuid
    if (!announcedByRdns.has(rdns) && !excludedRdns.has(rdns)) announcedByRdns.set(rdns, wallet)
  }
  const items: AllWalletsItem[] = []
  const listedRdns = new Set<string>()
  const listedIds = new Set<string>()
  const addAnnounced = (rdns: string, wallet: InjectedWalletInfo) => {
    if (listedRdns.has(rdns)) return
    listedRdns.add(rdns)
    items.push({ kind: 'announced', key: `announced:${wallet.uuid}`, wallet })
  }
  for (const [rdns, wallet] of announcedByRdns)
    if (matches(wallet.name, wallet.rdns)) addAnnounced(rdns, wallet)

  const addWallet = (wallet: CatalogueWallet) => {
    if (listedIds.has(wallet.id) || exclude.has(wallet.id)) return
    listedIds.add(wallet.id)
    const rdns = rdnsKey(wallet.rdns)
    const announced = rdns === undefined ? undefined : announcedByRdns.get(rdns)
    if (rdns && announced) addAnnounced(rdns, announced)
    else items.push({ kind: 'wallet', key: `wallet:${wallet.id}`, wallet })
  }
  for (const wallet of input.custom) if (matches(wallet.name, wallet.rdns)) addWallet(wallet)
  for (const wallet of input.catalogue) addWallet(wallet)
  return items
}
