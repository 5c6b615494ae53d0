import { bitcoinDevKey, fundBitcoinAddress } from '@latch/localnet/bitcoin'
import { UserRejectedRequestError } from '@latch/protocol'
import { base64 } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '@/api/createApiClient'
import { createBitcoinApi } from '@/api/createBitcoinApi'
import type { BitcoinApprovalRequest } from '@/connectors/ApprovalRequest'
import type { BitcoinMethod } from '@/connectors/BitcoinMethodContext'
import { bip122SendTransfer } from '@/connectors/internal/bitcoinMethods/bip122SendTransfer'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { validateRequest } from '@/connectors/validateRequest'
import { shortAddress } from '@/format/shortAddress'
import english from '@/i18n/compiled/en/send'
import { btcSignerNetwork } from '@/networks/btcSignerNetwork'
import { localBitcoinNetwork } from '@/networks/knownBitcoinNetworks'
import { bitcoinNativeTokenAddress } from '@/networks/nativeTokenAddress'
import { createSendFlow } from '@/send/createSendFlow'
import { createTestServices, type TestServices } from '@/server/testing/createTestServices'
import {
  bitcoinBalancesAtom,
  bitcoinNetworksAtom,
  connectionAtom,
  embeddedAccountAtom,
  routerAtom,
  sendAtom,
} from '@/state/atoms'
import { initialRouterState } from '@/state/routerReducer'
import type { ToastAction } from '@/state/toastReducer'
import { bitcoinRoutesFetch } from '@/testing/bitcoinRoutesFetch'
import { testContext } from '@/testing/testContext'

// A real regtest node behind the frame's own Bitcoin routes: what the flow prices, the wallet
// signs and the node mines is checked there.
let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ bitcoin: true })
}, 60_000)
afterAll(() => services.close())

const regtest = localBitcoinNetwork.caipNetworkId
const btc = `${regtest}:${bitcoinNativeTokenAddress}`

async function satsOf(address: string) {
  const utxos = (await (await fetch(`${services.bitcoinUrl}/address/${address}/utxo`)).json()) as {
    value: number
  }[]
  return utxos.reduce((sum, { value }) => sum + BigInt(value), 0n)
}

type Wallet = (args: { method: string; params?: unknown }) => Promise<unknown>

/** An embedded wallet whose Bitcoin account is dev key `index`, on WalletSend for Bitcoin, funded with `sats`. */
async function bitcoinSendFrame(index: number, sats: number, wallet?: Wallet) {
  const key = bitcoinDevKey(index)
  await fundBitcoinAddress(services.bitcoinUrl ?? '', key.address, sats)
  const api = createApiClient({
    projectId: 'latch-multi',
    hostOrigin: 'http://localhost:5173',
    sdkType: 'latch',
    sdkVersion: '0.1.0',
    fetch: bitcoinRoutesFetch(services),
  })
  const { context, store } = testContext(api)
  const toasts: ToastAction[] = []
  const dispatchToast = context.dispatchToast
  context.dispatchToast = (action) => {
    toasts.push(action)
    dispatchToast(action)
  }
  store.set(bitcoinNetworksAtom, [localBitcoinNetwork])
  store.set(connectionAtom, {
    status: 'connected',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    chainId: 31_337,
    caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    connector: { id: 'auth', name: 'Email', type: 'AUTH' },
    buffering: false,
  })
  store.set(embeddedAccountAtom, {
    bitcoinAddresses: { mainnet: 'bc1q', testnet: 'tb1q', regtest: key.address },
  } as never)
  store.set(bitcoinBalancesAtom, {
    key: `${regtest}:${key.address}`,
    tokens: [
      {
        address: btc,
        symbol: 'BTC',
        decimals: 8,
        quantity: { decimals: '8', numeric: formatUnits(await satsOf(key.address), 8) },
        price: 90_000,
        value: 0,
      },
    ],
    loading: false,
    lastRetry: undefined,
    fetchedAt: Date.now(),
  })
  store.set(routerAtom, {
    ...initialRouterState,
    open: true,
    view: 'WalletSend',
    history: ['Account', 'WalletSend'],
    data: { namespace: 'bip122' },
  })
  // The embedded wallet's bip122_sendTransfer with dev key `index`, its approval given.
  const approvals: BitcoinApprovalRequest[] = []
  const embeddedWallet: Wallet = ({ params }) =>
    runEmbeddedMethod('bip122_sendTransfer', bip122SendTransfer as BitcoinMethod, {
      method: 'bip122_sendTransfer',
      params,
      network: localBitcoinNetwork,
      address: key.address,
      approve: async (request: BitcoinApprovalRequest) => {
        approvals.push(request)
      },
      signMessage: () => Promise.reject(new Error('not asked')),
      signTransaction: async (psbt: Uint8Array) => {
        const transaction = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true })
        transaction.sign(key.privateKey)
        return transaction.toPSBT()
      },
      chain: createBitcoinApi(api, regtest),
    })
  const requests: { method: string; params?: unknown }[] = []
  const refreshBitcoinBalances = vi.fn(async () => undefined)
  const flow = createSendFlow(context, {
    request: async (args) => {
      await validateRequest(args)
      requests.push(args)
      return (wallet ?? embeddedWallet)(args)
    },
    readRpc: () => Promise.reject(new Error('a Bitcoin send reads no EVM node')),
    readRpcAt: () => Promise.reject(new Error('a Bitcoin send reads no node but through the API')),
    refreshBalances: () => Promise.reject(new Error('a Bitcoin send refreshes no EVM balances')),
    refreshSolanaBalances: () => Promise.reject(new Error('a Bitcoin send refreshes no Solana balances')),
    refreshBitcoinBalances,
    receipt: { pollMs: 50, timeoutMs: 10_000 },
  })
  flow.begin('bip122')
  const type = async (change: { amount: string; recipient: string }) => {
    store.set(sendAtom, { ...store.get(sendAtom), token: btc, ...change, resolving: true })
    await flow.resolve(change.recipient)
  }
  return { key, flow, store, toasts, requests, approvals, refreshBitcoinBalances, type }
}

describe('createSendFlow for the Bitcoin account, on a regtest node', { timeout: 30_000 }, () => {
  it('previews the fee the wallet will pay, sends through bip122_sendTransfer, and waits for the block', async () => {
    const frame = await bitcoinSendFrame(400, 30_000_000)
    expect(frame.store.get(sendAtom)).toMatchObject({
      namespace: 'bip122',
      key: `${regtest}:${frame.key.address}`,
    })
    const recipient = bitcoinDevKey(401).address
    await frame.type({ amount: '0.1', recipient })
    expect(frame.store.get(sendAtom).resolved).toEqual({ address: recipient })

    await frame.flow.preview()
    // One P2WPKH input, a payment and change at regtest's 1 sat/vB.
    expect(frame.store.get(sendAtom)).toMatchObject({
      step: 'preview',
      fee: { namespace: 'bip122', total: 141n, feeRate: 1 },
    })
    expect(frame.store.get(routerAtom).view).toBe('WalletSendPreview')

    await frame.flow.confirm()
    expect(frame.requests).toEqual([
      {
        method: 'bip122_sendTransfer',
        params: { account: frame.key.address, recipientAddress: recipient, amount: '10000000' },
      },
    ])
    expect(frame.approvals).toHaveLength(1)
    expect(await satsOf(recipient)).toBe(10_000_000n)
    expect(await satsOf(frame.key.address)).toBe(30_000_000n - 10_000_000n - 141n)
    expect(frame.toasts.map((toast) => toast.type === 'show' && toast.message)).toEqual([
      `Sending 0.1 BTC to ${shortAddress(recipient)}…`,
      `Sent 0.1 BTC to ${shortAddress(recipient)}`,
    ])
    expect(frame.refreshBitcoinBalances).toHaveBeenCalledWith({ force: true })
    expect(frame.store.get(routerAtom).view).toBe('Account')
  })

  it('Max sends everything but the fee of a transfer with no change, which the preview then accepts', async () => {
    const frame = await bitcoinSendFrame(402, 1_000_000)
    frame.store.set(sendAtom, { ...frame.store.get(sendAtom), token: btc })
    await frame.flow.fillMax()
    // One P2WPKH input and one output: 110 vB at 1 sat/vB.
    expect(frame.store.get(sendAtom).amount).toBe(formatUnits(1_000_000n - 110n, 8))
    await frame.type({ amount: frame.store.get(sendAtom).amount, recipient: bitcoinDevKey(403).address })
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({
      step: 'preview',
      error: undefined,
      fee: { total: 110n },
    })
  })

  it("Max prices the recipient's own output where one is typed, so a Taproot recipient gets everything less its fee", async () => {
    const frame = await bitcoinSendFrame(408, 1_000_000)
    // A P2TR output is 12 vB larger than the account's P2WPKH one.
    const taproot = 'bcrt1pw53jtgez0wf69n06fchp0ctk48620zdscnrj8heh86wykp9mv20q7vd3gm'
    await frame.type({ amount: '', recipient: taproot })
    frame.store.set(sendAtom, { ...frame.store.get(sendAtom), token: btc })
    await frame.flow.fillMax()
    expect(frame.store.get(sendAtom).amount).toBe(formatUnits(1_000_000n - 122n, 8))
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({
      step: 'preview',
      error: undefined,
      fee: { total: 122n },
    })
    await frame.flow.confirm()
    // The regtest node reads no Taproot address, so the payment is read from the transaction the
    // wallet approved, and its mining from the account left with nothing.
    const approved = Transaction.fromPSBT(base64.decode(frame.approvals[0]?.transaction ?? ''))
    expect(approved.outputsLength).toBe(1)
    expect(approved.getOutput(0)).toMatchObject({
      amount: 1_000_000n - 122n,
      script: OutScript.encode(Address(btcSignerNetwork('regtest')).decode(taproot)),
    })
    expect(await satsOf(frame.key.address)).toBe(0n)
  })

  it("keeps the send on WalletSend with the reason for another network's address or more than the fee leaves", async () => {
    const frame = await bitcoinSendFrame(404, 100_000)
    await frame.type({ amount: '0.0001', recipient: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' })
    expect(frame.store.get(sendAtom).recipientError).toBe('Enter an address of Latch Bitcoin Regtest')
    await frame.type({ amount: '0.001', recipient: bitcoinDevKey(405).address })
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({
      step: 'edit',
      error: 'Insufficient funds: the account cannot pay this amount and its fee',
    })
    expect(frame.store.get(routerAtom).view).toBe('WalletSend')
  })

  it('returns to the preview with a note, sending nothing, when the user declines', async () => {
    const frame = await bitcoinSendFrame(406, 1_000_000, async () => {
      throw new UserRejectedRequestError()
    })
    await frame.type({ amount: '0.001', recipient: bitcoinDevKey(407).address })
    await frame.flow.preview()
    await frame.flow.confirm()
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'preview', note: english.send.declinedNote() })
    expect(frame.toasts).toEqual([])
    expect(await satsOf(bitcoinDevKey(407).address)).toBe(0n)
  })
})
