import { connectionStatuses } from '@latch/shared-types'
import { z } from 'zod'
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
  namespace: ChainNamespace.optional(),
  address: Address.optional(),
  caipAddress: CaipAddress.optional(),
  /**
   * Every connected account, one per namespace (docs/namespaces.md): `caipAddress` first, then the
   * others (the embedded wallet's Solana account, say).
   */
  accounts: z.array(CaipAddress).max(4).optional(),
  chainId: z.number().int().positive().optional(),
  caipNetworkId: CaipNetworkId.optional(),
  connector: z
    .object({ id: z.string().max(200), name: z.string().max(100), type: z.string().max(20) })
    .optional(),
  /** The sign-in of this account (docs/behaviour.md#entities SIWX session), for the host to send its backend. */
  siwx: z
    .object({ message: z.string().min(1).max(4000), signature: z.string().min(1).max(20_000) })
    .optional(),
})
export type LatchState = z.infer<typeof LatchState>
