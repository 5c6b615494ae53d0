import { connectionStatuses } from '@latch/shared-types'
import * as z from '../z'
import { Address, CaipAddress, CaipNetworkId, ChainNamespace, ReportedViewName } from './primitives'

/** Connection status as the host sees it. */
export const ConnectionStatus = z.enum(connectionStatuses)
export type ConnectionStatus = z.infer<typeof ConnectionStatus>

/** What the frame tells the host about the modal and the connection; `getState()` returns it. */
export const LatchState = z.object({
  open: z.boolean(),
  view: ReportedViewName,
  status: ConnectionStatus,
  /**
   * The active namespace (docs/namespaces.md): the one Connect lists the wallets of, picked by the
   * visitor (Connect, Networks) or by `open({ namespace })`. Sent by the frame from its first state on.
   */
  namespace: z.optional(ChainNamespace),
  address: z.optional(Address),
  caipAddress: z.optional(CaipAddress),
  /**
   * Every connected account, one per namespace (docs/namespaces.md): `caipAddress` first, then the
   * others (the embedded wallet's Solana account, say).
   */
  accounts: z.optional(z.array(CaipAddress).check(z.maxLength(4))),
  chainId: z.optional(z.number().check(z.int(), z.positive())),
  caipNetworkId: z.optional(CaipNetworkId),
  connector: z.optional(
    z.object({
      id: z.string().check(z.maxLength(200)),
      name: z.string().check(z.maxLength(100)),
      type: z.string().check(z.maxLength(20)),
    }),
  ),
  /** The sign-in of this account (docs/behaviour.md#entities SIWX session), for the host to send its backend. */
  siwx: z.optional(
    z.object({
      message: z.string().check(z.minLength(1), z.maxLength(4000)),
      signature: z.string().check(z.minLength(1), z.maxLength(20_000)),
    }),
  ),
})
export type LatchState = z.infer<typeof LatchState>
