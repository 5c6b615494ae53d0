import { z } from 'zod'
import { DappMetadata, HttpUrl } from '../schemas/DappMetadata'
import { Features, SiwxOptions, WalletListOptions } from '../schemas/HostOptions'
import { browserWalletInfo, InjectedWalletInfo } from '../schemas/InjectedWalletInfo'
import { LatchState } from '../schemas/LatchState'
import { Address, CaipNetworkId, ChainNamespace, ThemeMode, ViewName } from '../schemas/primitives'
import { InitThemeVariables } from '../schemas/ThemeVariables'
import { protocolVersion } from '../version'
import { defineMessage } from './defineMessage'

const Empty = z.object({})
// The host page's wallets as the SDK found them: one the frame cannot show (an unsafe icon, a name too
// long) is dropped, not the whole list with it, so the SDK itself only passes each wallet's strings on.
// `'injected'` is the page's window.ethereum, named and drawn here (browserWalletInfo).
const Wallets = z
  .array(z.unknown())
  .max(50)
  .transform((wallets) =>
    wallets.flatMap((wallet) => {
      const parsed = InjectedWalletInfo.safeParse(
        wallet === browserWalletInfo.uuid ? browserWalletInfo : wallet,
      )
      return parsed.success ? [parsed.data] : []
    }),
  )

/** Keys the SDK mirrors in the host's storage for the frame (docs/storage.md). */
export const mirrorKeys = ['lastConnector', 'recentWallets', 'theme', 'wcSession', 'siwxSession'] as const
export const MirrorKey = z.enum(mirrorKeys)
export type MirrorKey = z.infer<typeof MirrorKey>

/** Largest mirrored value: a WalletConnect session with its keys and request history. */
export const maxMirrorValueLength = 200_000

/**
 * The SDK's options as the frame needs them, sent once after the handshake; unknown options are
 * dropped. What the frame can default it defaults, so that the SDK's script tag need not send it: the
 * version (the envelope's `v` carries it too), the SDK type, and a theme mode other than light or dark.
 */
export const InitPayload = z.object({
  version: z.literal(protocolVersion).default(protocolVersion),
  projectId: z.string().min(1).max(100),
  networks: z.array(CaipNetworkId).max(50).optional(),
  themeMode: ThemeMode.optional().catch(undefined),
  themeVariables: InitThemeVariables,
  metadata: DappMetadata.optional(),
  sdkVersion: z.string().max(50),
  sdkType: z.string().max(50).default('latch'),
  /**
   * The language to show, a BCP 47 tag such as 'de' or 'pt-BR'; the visitor's browser languages
   * decide when it is absent or one the frame does not speak. Anything else is ignored, not refused.
   */
  locale: z.string().max(35).optional().catch(undefined),
  /** The frame reads the user agent itself; older SDKs still send this. */
  isMobile: z.boolean().optional(),
  injected: Wallets,
  // Any key: an SDK that mirrors keys this frame no longer knows must not fail the handshake.
  mirror: z.record(z.string().max(100), z.string().max(maxMirrorValueLength)),
  ...WalletListOptions.shape,
  features: Features.optional(),
  siwx: SiwxOptions.optional(),
  enableWalletConnect: z.boolean().optional(),
  enableWallets: z.boolean().optional(),
  enableEmbedded: z.boolean().optional(),
  allowUnsupportedChain: z.boolean().optional(),
  /** The modal is shown inline in an element of the page, always open, rather than over the page. */
  inline: z.boolean().optional(),
  /** The frame logs each host message, its reply and each call to the host in its console. */
  debug: z.boolean().optional(),
  /** Which account of an embedded user the host sees per namespace, until the user picks one (docs/behaviour.md#entities). */
  defaultAccountTypes: z.partialRecord(ChainNamespace, z.enum(['eoa', 'smartAccount'])).optional(),
  termsConditionsUrl: HttpUrl.optional(),
  privacyPolicyUrl: HttpUrl.optional(),
  /** A token to watch per network: shown in the account's balances even when it holds none. */
  tokens: z
    .record(CaipNetworkId, z.object({ address: Address, image: HttpUrl.optional() }))
    .refine((tokens) => Object.keys(tokens).length <= 50, 'expected at most 50 networks')
    .optional(),
})
export type InitPayload = z.infer<typeof InitPayload>

/** Host → frame: the handshake's first message; answers the frame's state. */
export const initMessage = defineMessage('init', InitPayload, z.object({ state: LatchState }))

/** Host → frame: show the modal, on a named view or by the open rules of docs/behaviour.md#views-and-the-stack. */
export const openMessage = defineMessage(
  'open',
  z.object({
    view: ViewName.optional(),
    /** Makes this the active namespace, so that Connect lists the wallets that connect it (docs/namespaces.md). */
    namespace: ChainNamespace.optional(),
  }),
  Empty,
)

/** Host → frame: close the modal (it may refuse and shake, docs/behaviour.md#views-and-the-stack). */
export const closeMessage = defineMessage('close', Empty, z.object({ closed: z.boolean() }))

/** Host → frame: an EIP-1193 request from the host's provider. */
export const requestMessage = defineMessage(
  'request',
  z.object({
    method: z.string().min(1).max(100),
    params: z.union([z.array(z.unknown()).max(100), z.record(z.string(), z.unknown())]).optional(),
  }),
  z.object({ result: z.unknown() }),
)

/** Host → frame: the host's wallets changed (EIP-6963 announcements or window.ethereum). */
export const injectedAnnounceMessage = defineMessage(
  'injected.announce',
  z.object({ wallets: Wallets }),
  Empty,
)

/** Host → frame: an event of a host wallet's provider. */
export const injectedEventMessage = defineMessage(
  'injected.event',
  z.object({
    uuid: z.string().min(1).max(100),
    event: z.enum(['accountsChanged', 'chainChanged', 'connect', 'disconnect']),
    data: z.unknown(),
  }),
  Empty,
)

/** Frame → host: show or hide the overlay iframe. */
export const setVisibleMessage = defineMessage('setVisible', z.object({ visible: z.boolean() }), Empty)

/** Frame → host: an EIP-1193 event for the host's provider listeners. */
export const emitMessage = defineMessage(
  'emit',
  z.object({
    event: z.enum(['accountsChanged', 'chainChanged', 'connect', 'disconnect']),
    data: z.unknown(),
  }),
  Empty,
)

/** Frame → host: the modal and connection state changed; drives `subscribe` and `getState`. */
export const stateMessage = defineMessage('state', z.object({ state: LatchState }), Empty)

/** Frame → host: run a request on one of the host's wallets. */
export const injectedRequestMessage = defineMessage(
  'injected.request',
  z.object({
    uuid: z.string().min(1).max(100),
    method: z.string().min(1).max(100),
    params: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional(),
  }),
  z.object({ result: z.unknown() }),
)

/** Frame → host: write (or, with null, delete) one host-visible value in the host's storage mirror. */
export const mirrorSetMessage = defineMessage(
  'mirror.set',
  z.object({ key: MirrorKey, value: z.string().max(maxMirrorValueLength).nullable() }),
  Empty,
)
