'use client'

import { useAtomValue } from 'jotai'
import { useEffect, useMemo, useState } from 'react'
import { createPublicClient, getAddress } from 'viem'
import { getCode } from 'viem/actions'
import { batchSimulation } from '@/approvals/batchSimulation'
import type { RequestDescription } from '@/approvals/describeRequest'
import { estimateFee, type FeeEstimate } from '@/approvals/estimateFee'
import type { UsdPrices } from '@/approvals/sendWorth'
import { type SimulatedChanges, simulateBalanceChanges } from '@/approvals/simulateBalanceChanges'
import type { EvmApprovalRequest } from '@/connectors/ApprovalRequest'
import { useController } from '@/embed/ControllerContext'
import { nativeTokenAddress } from '@/networks/nativeTokenAddress'
import { rpcTransport } from '@/networks/rpcTransport'
import { embeddedAccountAtom, knownContractsAtom, networksAtom } from '@/state/atoms'
import { describeForView } from './describeForView'

/** What ApproveTransaction shows of a request, as far as it has been worked out. */
export type ApprovalDetails = {
  description?: RequestDescription
  /** The request cannot be read: it may only be refused. */
  unreadable?: string
  networkName: string
  fee?: FeeEstimate
  /** A Solana transaction's fee, in lamports and in SOL. */
  solanaFee?: { lamports: bigint; formatted: string }
  changes?: SimulatedChanges
  /** The USD prices of the native coin and the tokens the frame knows; absent while asked for. */
  prices?: UsdPrices
}

/**
 * Describes the pending eip155 request (docs/approvals.md#what-an-approval-says), and for a transaction asks the node
 * for its fee and the account's balance changes, with the USD prices of the native coin and the known
 * tokens from the frame's API (none where it does not answer).
 */
export function useApprovalDetails(request: EvmApprovalRequest | undefined): ApprovalDetails {
  const controller = useController()
  const networks = useAtomValue(networksAtom)
  const contracts = useAtomValue(knownContractsAtom)
  const owner = useAtomValue(embeddedAccountAtom)?.address
  const [prices, setPrices] = useState<UsdPrices>()
  const [fee, setFee] = useState<FeeEstimate>()
  const [changes, setChanges] = useState<SimulatedChanges>()
  const network = networks.find((candidate) => candidate.id === request?.chainId)
  const known = contracts.find((entry) => entry.chainId === request?.chainId)

  const chainId = request?.chainId
  const tokens = known?.tokens
  useEffect(() => {
    if (chainId === undefined) return
    let current = true
    setPrices(undefined)
    const decimals = new Map<string, number>([['native', 18]])
    for (const token of tokens ?? []) decimals.set(token.address.toLowerCase(), token.decimals)
    const native = `eip155:${chainId}:${nativeTokenAddress}`
    controller
      .api<{ fungibles?: { price?: number; address?: string }[] }>('/api/v1/fungible/price', {
        body: {
          currency: 'usd',
          addresses: [native, ...(tokens ?? []).map((token) => `eip155:${chainId}:${token.address}`)],
        },
      })
      .then((answer) => {
        const found = new Map<string, { usd: number; decimals: number }>()
        for (const { price, address } of answer.fungibles ?? []) {
          const key = address === native ? 'native' : address?.split(':')[2]?.toLowerCase()
          const places = key === undefined ? undefined : decimals.get(key)
          if (
            key !== undefined &&
            places !== undefined &&
            typeof price === 'number' &&
            Number.isFinite(price)
          )
            found.set(key, { usd: price, decimals: places })
        }
        return found
      })
      .catch(() => new Map())
      .then((found) => current && setPrices(found))
    return () => {
      current = false
    }
  }, [controller, chainId, tokens])
  const usdPrice = prices?.get('native')?.usd

  const described = useMemo((): Pick<ApprovalDetails, 'description' | 'unreadable'> => {
    if (!request) return {}
    return describeForView({
      method: request.method,
      params: request.params,
      chain: {
        id: request.chainId,
        name: network?.name ?? `Chain ${request.chainId}`,
        nativeSymbol: network?.nativeCurrency.symbol ?? 'ETH',
      },
      knownTokens: known?.tokens ?? [],
      routers: known?.routers ?? [],
      nativeUsdPrice: usdPrice,
      account: request.address,
    })
  }, [request, network, known, usdPrice])

  const transaction =
    described.description?.method === 'eth_sendTransaction' ? described.description : undefined
  useEffect(() => {
    setFee(undefined)
    setChanges(undefined)
    if (!transaction || !network || !request) return
    let current = true
    const client = createPublicClient({ transport: rpcTransport(controller.rpcEndpoint(network)) })
    estimateFee(client, transaction.transaction, { nativeUsdPrice: usdPrice })
      .then((result) => current && setFee(result))
      .catch(() => undefined)
    simulateBalanceChanges(client, {
      from: request.address,
      tx: transaction.transaction,
      tokens: known?.tokens ?? [],
      nativeSymbol: network.nativeCurrency.symbol,
    })
      .then((result) => current && setChanges(result))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [controller, transaction, network, request, known, usdPrice])

  // A batch: no fee of its own to estimate here (one UserOperation, or one transaction per call); the
  // combined balance changes of its calls as the wallet will send them.
  const batch =
    described.description?.method === 'wallet_sendCalls' ||
    described.description?.method === 'eth_sendUserOperation'
      ? described.description
      : undefined
  useEffect(() => {
    if (!batch || !network || !request) return
    let current = true
    const client = createPublicClient({ transport: rpcTransport(controller.rpcEndpoint(network)) })
    const smart = request.accountType === 'smartAccount' && owner !== undefined
    const deployed = smart
      ? getCode(client, { address: batch.account }).then((code) => code !== undefined)
      : undefined
    Promise.resolve(deployed)
      .then((isDeployed) =>
        simulateBalanceChanges(client, {
          from: batch.account,
          tx: batchSimulation({
            calls: batch.sent,
            smartAccount:
              smart && owner
                ? { address: batch.account, owner: getAddress(owner), deployed: isDeployed === true }
                : undefined,
          }),
          tokens: known?.tokens ?? [],
          nativeSymbol: network.nativeCurrency.symbol,
        }),
      )
      .then((result) => current && setChanges(result))
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [controller, batch, network, request, known, owner])

  return {
    ...described,
    networkName: network?.name ?? `Chain ${request?.chainId ?? '?'}`,
    ...(fee ? { fee } : {}),
    ...(changes ? { changes } : {}),
    ...(prices ? { prices } : {}),
  }
}
