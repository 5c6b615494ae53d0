import { DappMetadata, HttpUrl } from '../schemas/DappMetadata'
import { Features, SiwxOptions, WalletListOptions } from '../schemas/HostOptions'
import { browserWalletInfo, InjectedWalletInfo } from '../schemas/InjectedWalletInfo'
import { LatchState } from '../schemas/LatchState'
import { Address, CaipNetworkId, ChainNamespace, ThemeMode, ViewName } from '../schemas/primitives'
import { InitThemeVariables } from '../schemas/ThemeVariables'
import { protocolVersion } from '../version'
import * as z from '../z'
import { defineMessage } from './defineMessage'

const Empty = z.object({})
// The host page's wallets as the SDK found them: one the frame cannot show (an unsafe icon, a name too
// long) is dropped, not the whole list with it, so the SDK itself only passes each wallet's strings on.
// `'injected'` is the page's window.ethereum, named and drawn here (browserWalletInfo).
const Wallets = z.pipe(
  z.array(z.unknown()).check(z.maxLength(50)),
  z.transform((wallets) =>
    wallets.flatMap((wallet) => {
      const parsed = InjectedWalletInfo.safeParse(
        wallet === browserWalletInfo.uuid ? browserWalletInfo : wallet,
      )
      return parsed.success ? [parsed.data] : []
    }),
  ),
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
  version: z._default(z.literal(protocolVersion), protocolVersion),
  projectId: z.string().check(z.minLength(1), z.maxLength(100)),
  networks: z.optional(z.array(CaipNetworkId).check(z.maxLength(50))),
  themeMode: z.catch(z.optional(ThemeMode), undefined),
  themeVariables: InitThemeVariables,
  metadata: z.optional(DappMetadata),
  sdkVersion: z.string().check(z.maxLength(50)),
  sdkType: z._default(z.string().check(z.maxLength(50)), 'latch'),
  /**
   * The language to show, a BCP 47 tag such as 'de' or 'pt-BR'; the visitor's browser languages
   * decide when it is absent or one the frame does not speak. Anything else is ignored, not refused.
   */
  locale: z.catch(z.optional(z.string().check(z.maxLength(35))), undefined),
  /** The frame reads the user agent itself; older SDKs still send this. */
  isMobile: z.optional(z.boolean()),
  injected: Wallets,
  // Any key: an SDK that mirrors keys this frame no longer knows must not fail the handshake.
  mirror: z.record(z.string().check(z.maxLength(100)), z.string().check(z.maxLength(maxMirrorValueLength))),
  ...WalletListOptions.shape,
  features: z.optional(Features),
  siwx: z.optional(SiwxOptions),
  enableWalletConnect: z.optional(z.boolean()),
  enableWallets: z.optional(z.boolean()),
  enableEmbedded: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  /** The modal is shown inline in an element of the page, always open, rather than over the page. */
  inline: z.optional(z.boolean()),
  /** The frame logs each host message, its reply and each call to the host in its console. */
  debug: z.optional(z.boolean()),
  /** Which account of an embedded user the host sees per namespace, until the user picks one (docs/behaviour.md#entities). */
  defaultAccountTypes: z.optional(z.partialRecord(ChainNamespace, z.enum(['eoa', 'smartAccount']))),
  termsConditionsUrl: z.optional(HttpUrl),
  privacyPolicyUrl: z.optional(HttpUrl),
  /** A token to watch per network: shown in the account's balances even when it holds none. */
  tokens: z.optional(
    z
      .record(CaipNetworkId, z.object({ address: Address, image: z.optional(HttpUrl) }))
      .check(z.refine((tokens) => Object.keys(tokens).length <= 50, 'expected at most 50 networks')),
  ),
})
export type InitPayload = z.infer<typeof InitPayload>

/** Host → frame: the handshake's first message; answers the frame's state. */
export const initMessage = defineMessage('init', InitPayload, z.object({ state: LatchState }))

/** Host → frame: show the modal, on a named view or by the open rules of docs/behaviour.md#views-and-the-stack. */
export const openMessage = defineMessage(
  'open',
  z.object({
    view: z.optional(ViewName),
    /** Makes this the active namespace, so that Connect lists the wallets that connect it (docs/namespaces.md). */
    namespace: z.optional(ChainNamespace),
  }),
  Empty,
)

/** Host → frame: close the modal (it may refuse and shake, docs/behaviour.md#views-and-the-stack). */
export const closeMessage = defineMessage('close', Empty, z.object({ closed: z.boolean() }))

/** Host → frame: an EIP-1193 request from the host's provider. */
export const requestMessage = defineMessage(
  'request',
  z.object({
    method: z.string().check(z.minLength(1), z.maxLength(100)),
    params: z.optional(
      z.union([z.array(z.unknown()).check(z.maxLength(100)), z.record(z.string(), z.unknown())]),
    ),
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
    uuid: z.string().check(z.minLength(1), z.maxLength(100)),
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
    uuid: z.string().check(z.minLength(1), z.maxLength(100)),
    method: z.string().check(z.minLength(1), z.maxLength(100)),
    params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
  }),
  z.object({ result: z.unknown() }),
)

/** Frame → host: write (or, with null, delete) one host-visible value in the host's storage mirror. */
export const mirrorSetMessage = defineMessage(
  'mirror.set',
  z.object({ key: MirrorKey, value: z.nullable(z.string().check(z.maxLength(maxMirrorValueLength))) }),
  Empty,
)
