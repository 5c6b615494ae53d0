import { devAccounts } from '@latch/localnet/devAccounts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { pairingUriFromLocation } from './settings/pairingUriFromLocation'
import { walletSettingsFromSearch } from './settings/walletSettingsFromSearch'
import { App } from './ui/App'
import './ui/App.css'
import { createDevWallet } from './wallet/createDevWallet'

const { settings, problems } = walletSettingsFromSearch(location.search, devAccounts.length)
const deepLinkUri = pairingUriFromLocation(location)
if (deepLinkUri !== undefined) {
  // A reload must not pair the same, now used, URI again; the settings stay in the address.
  const query = new URLSearchParams(location.search)
  const kept = new URLSearchParams()
  for (const key of ['account', 'relay', 'projectId', 'namespaces']) {
    const value = query.get(key)
    if (value !== null) kept.set(key, value)
  }
  history.replaceState(null, '', `/${kept.size > 0 ? `?${kept}` : ''}`)
}

const wallet = createDevWallet({
  relayUrl: settings.relayUrl,
  projectId: settings.projectId,
  accountIndex: settings.accountIndex,
  // A namespace it does not hold is none: no chains of it, nor account.
  ...(settings.namespaces.includes('eip155') ? {} : { chains: [] }),
  ...(settings.namespaces.includes('solana') ? {} : { solana: null }),
  ...(settings.namespaces.includes('bip122') ? {} : { bitcoin: null }),
  ...(settings.namespaces.includes('near') ? {} : { near: null }),
  // One wallet per account index: two tabs on different accounts are two separate phones.
  storagePrefix: `latch-dev-wallet-${settings.accountIndex}`,
  metadata: {
    name: 'Latch Dev Web Wallet',
    description: 'A WalletConnect wallet on the Latch devnets, for local development',
    url: location.origin,
    icons: [],
  },
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element.')

createRoot(root).render(
  <StrictMode>
    <App wallet={wallet} settings={settings} problems={problems} deepLinkUri={deepLinkUri} />
  </StrictMode>,
)
