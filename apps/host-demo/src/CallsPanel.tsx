import { useState } from 'react'
import { type EIP1193Provider, getAddress, type Hex, numberToHex, parseUnits } from 'viem'
import { useConnection } from 'wagmi'
import { describeError } from './describeError'
import { projectIdFromSearch } from './projectIdFromSearch'

type BuiltTransaction = { to: string; data: Hex; value: string }
type CallsStatus = { status: number; atomic: boolean; receipts?: { transactionHash: Hex; status: Hex }[] }

const frameUrl = () => window.latchFrameUrl || import.meta.env.VITE_LATCH_FRAME_URL || 'http://127.0.0.1:3000'
const projectId = projectIdFromSearch(window.location.search)
// The frame's name for the chain's native coin in its swap API.
const nativeToken = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const statusNames: Record<number, string> = {
  100: 'pending',
  200: 'confirmed',
  400: 'failed',
  500: 'reverted',
  600: 'partly reverted',
}

// The approve and the swap, as the frame's own swap API builds them for this account: the router's
// address and the pool's path come from the frame's server, not from this page.
async function buildApproveAndSwap(
  chainId: number,
  account: string,
  amount: bigint,
): Promise<BuiltTransaction[]> {
  const api = (path: string) => new URL(`/api/v1/convert/${path}`, frameUrl())
  const query = new URLSearchParams({ projectId, chainId: `eip155:${chainId}` })
  const tokens = (await (await fetch(`${api('tokens')}?${query}`)).json()) as {
    tokens?: { address: string; symbol: string }[]
  }
  const usdl = tokens.tokens?.find((token) => token.symbol === 'USDL')?.address
  if (!usdl) throw new Error(`The frame's server lists no USDL on chain ${chainId}.`)
  const eth = `eip155:${chainId}:${nativeToken}`
  const approveQuery = new URLSearchParams({
    projectId,
    userAddress: account,
    from: usdl,
    to: eth,
    amount: String(amount),
  })
  const approve = await fetch(`${api('build-approve')}?${approveQuery}`)
  const swap = await fetch(`${api('build-transaction')}?projectId=${encodeURIComponent(projectId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      projectId,
      amount: String(amount),
      eip155: { slippage: 1 },
      from: usdl,
      to: eth,
      userAddress: `eip155:${chainId}:${account}`,
    }),
  })
  if (!approve.ok || !swap.ok)
    throw new Error(`The frame's swap API refused: ${approve.status} ${swap.status}`)
  return [
    ((await approve.json()) as { tx: BuiltTransaction }).tx,
    ((await swap.json()) as { tx: BuiltTransaction }).tx,
  ]
}

/**
 * EIP-5792 from the host's side: one wallet_sendCalls with an approve of 10 USDL to the router and
 * the swap of those USDL for ETH, atomic (all or none) from a smart account; the id it answers, and
 * the batch's status from wallet_getCallsStatus, asked again until it is no longer pending.
 */
export function CallsPanel() {
  const { address, chainId, connector } = useConnection()
  const [id, setId] = useState<string>()
  const [status, setStatus] = useState<CallsStatus>()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()

  async function provider() {
    if (!connector) throw new Error('Connect first.')
    return (await connector.getProvider()) as EIP1193Provider
  }

  async function follow(wallet: EIP1193Provider, batch: string) {
    for (;;) {
      const answer = (await wallet.request({
        method: 'wallet_getCallsStatus',
        params: [batch],
      } as never)) as CallsStatus
      setStatus(answer)
      if (answer.status !== 100) return
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
  }

  const onSend = async () => {
    if (!address || !chainId) return
    setBusy(true)
    setError(undefined)
    setId(undefined)
    setStatus(undefined)
    try {
      const wallet = await provider()
      const calls = await buildApproveAndSwap(chainId, address, parseUnits('10', 6))
      const answer = (await wallet.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: numberToHex(chainId),
            from: address,
            atomicRequired: true,
            calls: calls.map((call) => ({
              to: getAddress(call.to),
              data: call.data,
              value: numberToHex(BigInt(call.value)),
            })),
          },
        ],
      } as never)) as { id: string }
      setId(answer.id)
      await follow(wallet, answer.id)
    } catch (caught) {
      setError(describeError(caught).message)
    } finally {
      setBusy(false)
    }
  }

  const onShow = async () => {
    if (!id) return
    try {
      await (await provider()).request({ method: 'wallet_showCallsStatus', params: [id] } as never)
    } catch (caught) {
      setError(describeError(caught).message)
    }
  }

  return (
    <section className="demo__card" aria-label="Batched calls">
      <h2>Batched calls</h2>
      <div className="demo__actions">
        <button type="button" onClick={onSend} disabled={busy} data-testid="send-calls">
          Approve 10 USDL and swap them for ETH in one batch
        </button>
        {id && (
          <button type="button" onClick={onShow} data-testid="show-calls-status">
            Show status in the wallet
          </button>
        )}
      </div>
      {id && (
        <p>
          Batch id: <code data-testid="calls-id">{id}</code>
        </p>
      )}
      {status && (
        <p className="demo__result" data-testid="calls-status">
          Status: {statusNames[status.status] ?? status.status} ({status.atomic ? 'atomic' : 'one by one'})
          {status.receipts?.map((receipt) => ` ${receipt.transactionHash}`)}
        </p>
      )}
      {error && (
        <p className="demo__error" role="alert" data-testid="calls-error">
          {error}
        </p>
      )}
    </section>
  )
}
