/** What the page's URL query may set, with what the local setup needs when it says nothing. */
export type WalletSettings = {
  /** Index into the dev accounts. */
  accountIndex: number
  relayUrl: string
  projectId: string
}

export const defaultWalletSettings: WalletSettings = {
  // Account 0 is the host demo's injected dev wallet: a different default keeps the two apart.
  accountIndex: 1,
  relayUrl: 'ws://127.0.0.1:5555',
  projectId: 'latch-dev',
}

/**
 * Reads `account`, `relay` and `projectId` from a URL query. A value that cannot be used is
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
