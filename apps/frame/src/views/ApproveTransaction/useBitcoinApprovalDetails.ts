'use client'

import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { BitcoinApprovalRequest } from '@/connectors/ApprovalRequest'
import { bitcoinNetworksAtom } from '@/state/atoms'
import { describeForView } from './describeForView'
import type { ApprovalDetails } from './useApprovalDetails'

/**
 * ApproveTransaction's details of a Bitcoin request (docs/approvals.md#bitcoin): its description and
 * the network's name. A transfer's fee is in its transaction (inputs less outputs), so no node is
 * asked; a message signature moves nothing.
 */
export function useBitcoinApprovalDetails(request: BitcoinApprovalRequest | undefined): ApprovalDetails {
  const network = useAtomValue(bitcoinNetworksAtom).find(
    (candidate) => candidate.caipNetworkId === request?.caipNetworkId,
  )
  const networkName = network?.name ?? request?.caipNetworkId ?? ''
  const described = useMemo((): Pick<ApprovalDetails, 'description' | 'unreadable'> => {
    if (!request) return {}
    return describeForView({
      method: request.method,
      params: request.params,
      chain: { id: 0, name: networkName, nativeSymbol: 'BTC' },
      knownTokens: [],
      routers: [],
      account: request.address,
      knownSolanaTokens: [],
      bitcoin:
        request.transaction && network
          ? { transaction: request.transaction, network: network.bip84 }
          : undefined,
    })
  }, [request, networkName, network])
  return { ...described, networkName }
}
