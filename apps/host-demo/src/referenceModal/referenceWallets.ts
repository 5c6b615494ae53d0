/**
 * One row of the reference modal's wallet list: its name, an optional tag, and the colour of its icon.
 *
 * @example
 * const row: ReferenceWallet = { name: 'Rainbow', tag: 'Recent', color: '#174299' }
 */
type ReferenceWallet = { name: string; tag?: string; color: string }

/**
 * The wallets the reference modal lists, as many as Latch's Connect view shows before "All Wallets".
 *
 * @example
 * referenceWallets.map((wallet) => wallet.name)
 */
export const referenceWallets: readonly ReferenceWallet[] = [
  { name: 'MetaMask', tag: 'Installed', color: '#f6851b' },
  { name: 'Rainbow', tag: 'Recent', color: '#174299' },
  { name: 'Coinbase Wallet', color: '#0052ff' },
  { name: 'Trust Wallet', color: '#0500ff' },
  { name: 'Ledger Live', color: '#1c1d1f' },
  { name: 'Zerion', color: '#2962ef' },
]
