/** The namespaces the wallet can hold an account of. */
export const walletNamespaces = ['eip155', 'solana', 'bip122', 'near'] as const
export type WalletNamespace = (typeof walletNamespaces)[number]

/** What the page's URL query may set, with what the local setup needs when it says nothing. */
export type WalletSettings = {
  /** Index into the dev accounts. */
  accountIndex: number
  relayUrl: string
  projectId: string
  /** The namespaces it holds accounts of and approves; a phone wallet of Bitcoin alone has one. */
  namespaces: readonly WalletNamespace[]
}

export const defaultWalletSettings: WalletSettings = {
  // Account 0 is the host demo's injected dev wallet: a different default keeps the two apart.
  accountIndex: 1,
  relayUrl: 'ws://127.0.0.1:5555',
  projectId: 'latch-dev',
  namespaces: walletNamespaces,
}

/**
 * Reads `account`, `relay`, `projectId` and `namespaces` (a comma-separated list of eip155,
 * solana, bip122 and near) from a URL query. A value that cannot be used is
 * replaced by its default and named in `problems`, so the page can say why it was ignored.
 */
export function walletSettingsFromSearch(
  search: string,
  accountCount: number,
): { settings: WalletSettings; problems: string[] } {
  const query = new URLSearchParams(search)
  const problems: string[] = []
  const settings = { ...defaultWalletSettings }

  const account = query.get('account')
  if (account !== null) {
    const index = /^\d+$/.test(account) ? Number(account) : Number.NaN
    if (index < accountCount) settings.accountIndex = index
    else
      problems.push(
        `account=${account} is not a dev account index (0–${accountCount - 1}); using account ${settings.accountIndex}.`,
      )
  }

  const relay = query.get('relay')
  if (relay !== null) {
    if (isWebSocketUrl(relay)) settings.relayUrl = relay
    else problems.push(`relay=${relay} is not a ws:// or wss:// URL; using ${settings.relayUrl}.`)
  }

  const projectId = query.get('projectId')
  if (projectId) settings.projectId = projectId

  const namespaces = query.get('namespaces')
  if (namespaces !== null) {
    const named = namespaces.split(',').filter((name) => name !== '')
    const known = named.filter((name): name is WalletNamespace =>
      (walletNamespaces as readonly string[]).includes(name),
    )
    if (known.length > 0 && known.length === named.length) settings.namespaces = [...new Set(known)]
    else
      problems.push(
        `namespaces=${namespaces} is not a list of ${walletNamespaces.join(', ')}; using all of them.`,
      )
  }

  return { settings, problems }
}

function isWebSocketUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'ws:' || protocol === 'wss:'
  } catch {
    return false
  }
}
