import type { InitPayload, InjectedWalletInfo, ThemeMode, ThemeVariables } from '@latch/protocol'
import { atom } from 'jotai'
import type { Network } from '@/networks/Network'
import { type ConnectionState, initialConnectionState } from '@/state/connectionReducer'
import { initialRouterState, type RouterState } from '@/state/routerReducer'
import { initialToastState, type ToastState } from '@/state/toastReducer'
import type { FrameStorageTier } from '@/storage/types'
import type { CatalogueWallet } from '@/wallets/CatalogueWallet'

/** The view stack and open state. */
export const routerAtom = atom<RouterState>(initialRouterState)
/** The connection to a wallet. */
export const connectionAtom = atom<ConnectionState>(initialConnectionState)
/** The toast of SPEC.md §4. */
export const toastAtom = atom<ToastState>(initialToastState)
/** The wallets the host page announced. */
export const walletsAtom = atom<InjectedWalletInfo[]>([])
/** The networks the host asked for (or the project's), first is the default. */
export const networksAtom = atom<Network[]>([])
/** The theme the host chose. */
export const themeAtom = atom<{ themeMode: ThemeMode; themeVariables: ThemeVariables }>({
  themeMode: 'dark',
  themeVariables: {},
})
/** Where the frame's storage module keeps host-visible values in this browser (for diagnostics). */
export const storageTierAtom = atom<FrameStorageTier>('memory')
/** An alert of SPEC.md §8 (short text, long text), shown in the modal until dismissed. */
export type FrameAlert = { variant: 'error'; shortMessage: string; longMessage: string }
/** The alert shown, if any. */
export const alertAtom = atom<FrameAlert | null>(null)
/** The host's options that shape the lists, sign-in and features (SPEC.md §3 Configuration). */
export type HostConfig = Pick<
  InitPayload,
  | 'metadata'
  | 'allWallets'
  | 'featuredWalletIds'
  | 'includeWalletIds'
  | 'excludeWalletIds'
  | 'customWallets'
  | 'features'
  | 'siwx'
  | 'enableWalletConnect'
  | 'enableWallets'
  | 'allowUnsupportedChain'
  | 'termsConditionsUrl'
  | 'privacyPolicyUrl'
> & { isMobile: boolean }
/** The host's configuration, as the SDK sent it at init. */
export const hostConfigAtom = atom<HostConfig>({ isMobile: false })
/** The wallets last connected through WalletConnect, newest first (SPEC.md §9: 2 remembered). */
export const recentWalletsAtom = atom<CatalogueWallet[]>([])
