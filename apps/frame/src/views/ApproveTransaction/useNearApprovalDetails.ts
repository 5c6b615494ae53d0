'use client'

import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { NearApprovalRequest } from '@/connectors/ApprovalRequest'
import { nearNetworksAtom } from '@/state/atoms'
import { describeForView } from './describeForView'
import type { ApprovalDetails } from './useApprovalDetails'

/**
 * ApproveTransaction's details of a NEAR request (docs/approvals.md#near): its description, read
 * against the origin of the site that asks, and the network's name. A message signature moves
 * nothing, so no node is asked.
 */
export function useNearApprovalDetails(
  request: NearApprovalRequest | undefined,
  hostOrigin: string | undefined,
): ApprovalDetails {
  const networkName =
    useAtomValue(nearNetworksAtom).find((candidate) => candidate.caipNetworkId === request?.caipNetworkId)
      ?.name ??
    request?.caipNetworkId ??
    ''
  const described = useMemo((): Pick<ApprovalDetails, 'description' | 'unreadable'> => {
    if (!request) return {}
    return describeForView({
      method: request.method,
      params: request.params,
      chain: { id: 0, name: networkName, nativeSymbol: 'NEAR' },
      knownTokens: [],
      routers: [],
      account: request.address,
      hostOrigin,
    })
  }, [request, networkName, hostOrigin])
  return { ...described, networkName }
}
