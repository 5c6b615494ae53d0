// Entry of the script-tag build (dist/latch.js, served by the frame as /sdk.js).
import { closeModal } from './closeModal'
import { createLatch } from './createLatch'
import { getLatch } from './getLatch'
import { defaultOptions } from './internal/defaultOptions'
import { onWalletStandardWallet } from './internal/onWalletStandardWallet'
import { readScriptOptions } from './internal/readScriptOptions'
import { openModal } from './openModal'

// currentScript is only set while this script first runs, so its attributes are read now.
defaultOptions.current = readScriptOptions(document.currentScript as HTMLScriptElement | null)
;(window as unknown as { Latch: object }).Latch = { createLatch, openModal, closeModal, getLatch }
// With a projectId the instance is made at once, so the frame preloads before the first click.
if (defaultOptions.current.projectId) getLatch()

// The page's Solana and Bitcoin wallets (Wallet Standard's) are bridged by scripts of the frame's,
// loaded once the page shows one (docs/namespaces.md); a host whose networks name neither needs none.
const { frameUrl, networks } = defaultOptions.current
const bridges = (
  [
    ['solana', 'solana'],
    ['bip122', 'bitcoin'],
  ] as const
).filter(([namespace]) => !networks || networks.some((id) => id.startsWith(`${namespace}:`)))
const load = (name: string) => import(`${frameUrl}/sdk-${name}.js`)
if (bridges.length > 0) onWalletStandardWallet(() => bridges.map(([, name]) => load(name)))
// A Bitcoin wallet of sats-connect alone (Xverse's JSON-RPC) lists itself in its registry instead.
if (
  bridges.some(([namespace]) => namespace === 'bip122') &&
  (window as { btc_providers?: [] }).btc_providers?.length
)
  load('bitcoin')
