'use client'

import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { formatUnits } from 'viem'
import { type SimulatedChanges, simulateSolanaChanges } from '@/approvals/simulateSolanaChanges'
import type { SolanaApprovalRequest } from '@/connectors/ApprovalRequest'
import { useController } from '@/embed/ControllerContext'
import { rpcCall } from '@/networks/rpcCall'
import { solanaReadTarget } from '@/networks/solanaReadTarget'
import { knownSolanaTokensAtom, solanaNetworksAtom } from '@/state/atoms'
import { describeForView } from './describeForView'
import type { ApprovalDetails } from './useApprovalDetails'

/**
 * ApproveTransaction's details of a Solana request (docs/approvals.md#solana): the description, and
 * for a transaction its fee (getFeeForMessage) and this account's balance changes (simulateSolanaChanges),
 * asked of the cluster through the frame's RPC proxy.
 */
export function useSolanaApprovalDetails(request: SolanaApprovalRequest | undefined): ApprovalDetails {
  const controller = useController()
  const network = useAtomValue(solanaNetworksAtom).find(
    (candidate) => candidate.caipNetworkId === request?.caipNetworkId,
  )
  const tokens = useAtomValue(knownSolanaTokensAtom).find(
    (entry) => entry.caipNetworkId === request?.caipNetworkId,
  )?.tokens
  const [fee, setFee] = useState<ApprovalDetails['solanaFee']>()
  const [changes, setChanges] = useState<SimulatedChanges>()
  const networkName = network?.name ?? request?.caipNetworkId ?? ''

  const described = useMemo((): Pick<ApprovalDetails, 'description' | 'unreadable'> => {
    if (!request) return {}
    return describeForView({
      method: request.method,
      params: request.params,
      chain: { id: 0, name: networkName, nativeSymbol: 'SOL' },
      knownTokens: [],
      routers: [],
      account: request.address,
      knownSolanaTokens: tokens ?? [],
    })
  }, [request, networkName, tokens])

  const transaction =
    described.description?.method === 'solana_signTransaction' ||
    described.description?.method === 'solana_signAndSendTransaction'
      ? described.description
      : undefined
  useEffect(() => {
    setFee(undefined)
    setChanges(undefined)
    if (!transaction || !network) return
    let current = true
    const endpoint = controller.rpcEndpoint(solanaReadTarget(network))
    const read = (method: string, params: unknown[]) => rpcCall(endpoint, method, params)
    read('getFeeForMessage', [transaction.message, { commitment: 'confirmed' }])
      .then((answer) => {
        const lamports = (answer as { value: number | null }).value
        if (current && typeof lamports === 'number')
          setFee({ lamports: BigInt(lamports), formatted: formatUnits(BigInt(lamports), 9) })
      })
      .catch(() => undefined)
    simulateSolanaChanges(read, {
      account: transaction.account,
      transaction: transaction.transaction,
      knownTokens: tokens ?? [],
    })
      .then((result) => current && setChanges(result))
      .catch((error: unknown) => {
        if (current)
          setChanges({ reverted: true, reason: error instanceof Error ? error.message : String(error) })
      })
    return () => {
      current = false
    }
  }, [controller, transaction, network, tokens])

  return { ...described, networkName, ...(fee ? { solanaFee: fee } : {}), ...(changes ? { changes } : {}) }
}
