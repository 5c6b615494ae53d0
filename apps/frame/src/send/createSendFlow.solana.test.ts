import { solanaDevKey, solanaUsdl } from '@latch/localnet/solana'
import { UserRejectedRequestError } from '@latch/protocol'
import type { Token } from '@latch/shared-types'
import { generateKeyPairSigner } from '@solana/kit'
import { formatUnits } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { runEmbeddedMethod } from '@/connectors/internal/runEmbeddedMethod'
import { solanaSignAndSendTransaction } from '@/connectors/internal/solanaMethods/solanaSignAndSendTransaction'
import { fakeSolanaContext } from '@/connectors/internal/solanaMethods/testing/fakeSolanaContext'
import { validateRequest } from '@/connectors/validateRequest'
import { shortAddress } from '@/format/shortAddress'
import english from '@/i18n/compiled/en/send'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { solanaNativeTokenAddress } from '@/networks/nativeTokenAddress'
import { rpcCall } from '@/networks/rpcCall'
import { createSendFlow } from '@/send/createSendFlow'
import { associatedTokenAccount } from '@/send/solana/buildSolanaTransfer'
import {
  connectionAtom,
  routerAtom,
  sendAtom,
  solanaBalancesAtom,
  solanaNetworksAtom,
  walletConnectSolanaAccountsAtom,
} from '@/state/atoms'
import { initialRouterState } from '@/state/routerReducer'
import type { ToastAction } from '@/state/toastReducer'
import { solanaTestCluster } from '@/testing/solanaTestCluster'
import { testContext } from '@/testing/testContext'

// A real cluster: what the flow prices, the wallet signs and the cluster takes is checked on it.
const cluster = solanaTestCluster()
const key = solanaDevKey(7)
const mint = solanaUsdl.mint.address

const lamportsOf = async (owner: string) =>
  BigInt(
    ((await cluster.read('getBalance', [owner, { commitment: 'confirmed' }])) as { value: number }).value,
  )
const usdlOf = async (owner: string) => {
  const answer = (await cluster.read('getTokenAccountBalance', [
    await associatedTokenAccount(owner, mint),
    { commitment: 'confirmed' },
  ])) as { value: { amount: string } }
  return BigInt(answer.value.amount)
}

/** The Solana account's balances as the balance route lists them, read from the cluster now. */
async function balancesOnCluster(owner: string): Promise<Token[]> {
  const [lamports, units] = await Promise.all([lamportsOf(owner), usdlOf(owner)])
  const entry = (address: string, symbol: string, decimals: number, amount: bigint, price: number) => ({
    address: `solana:localnet:${address}`,
    symbol,
    decimals,
    quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
    price,
    value: 0,
  })
  return [entry(solanaNativeTokenAddress, 'SOL', 9, lamports, 150), entry(mint, 'USDL', 6, units, 1)]
}

type Wallet = (args: { method: string; params?: unknown }) => Promise<unknown>

// The wallet as the embedded one answers solana_signAndSendTransaction: it signs with the account's
// key and sends to the cluster (its approval is the fake context's).
const embeddedWallet: Wallet = ({ params }) =>
  runEmbeddedMethod(
    'solana_signAndSendTransaction',
    solanaSignAndSendTransaction,
    fakeSolanaContext(key, {
      params,
      network: { ...localSolanaNetwork, rpcUrl: cluster.url() },
      sendTransaction: async (wire: string) =>
        String(await cluster.read('sendTransaction', [wire, { encoding: 'base64' }])),
    }),
  )

/** A frame whose WalletConnect wallet holds an EVM account and dev key 7's Solana account, on WalletSend for Solana. */
async function solanaSendFrame(wallet: Wallet = embeddedWallet) {
  const { context, store } = testContext()
  const toasts: ToastAction[] = []
  const dispatchToast = context.dispatchToast
  context.dispatchToast = (action) => {
    toasts.push(action)
    dispatchToast(action)
  }
  const network = { ...localSolanaNetwork, rpcUrl: cluster.url() }
  store.set(solanaNetworksAtom, [network])
  store.set(walletConnectSolanaAccountsAtom, [`solana:localnet:${key.address}`])
  store.set(connectionAtom, {
    status: 'connected',
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    chainId: 31_337,
    caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    connector: { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' },
    buffering: false,
  })
  store.set(solanaBalancesAtom, {
    key: `solana:localnet:${key.address}`,
    tokens: await balancesOnCluster(key.address),
    loading: false,
    lastRetry: undefined,
    fetchedAt: Date.now(),
  })
  store.set(routerAtom, {
    ...initialRouterState,
    open: true,
    view: 'WalletSend',
    history: ['Account', 'WalletSend'],
    data: { namespace: 'solana' },
  })
  const requests: { method: string; params?: unknown }[] = []
  const reads: string[] = []
  const refreshSolanaBalances = vi.fn(async () => undefined)
  const refreshBalances = vi.fn(async () => undefined)
  const flow = createSendFlow(context, {
    request: async (args) => {
      await validateRequest(args)
      requests.push(args)
      return wallet(args)
    },
    readRpc: () => Promise.reject(new Error('a Solana send reads no EVM node')),
    readRpcAt: (target, method, params) => {
      reads.push(`${target.caipNetworkId} ${method}`)
      return rpcCall({ url: target.rpcUrl, headers: {} }, method, params)
    },
    refreshBalances,
    refreshSolanaBalances,
    refreshBitcoinBalances: () => Promise.reject(new Error('a Solana send refreshes no Bitcoin balances')),
    receipt: { pollMs: 25, timeoutMs: 10_000 },
  })
  flow.begin('solana')
  const type = async (change: { token: string; amount: string; recipient: string }) => {
    store.set(sendAtom, { ...store.get(sendAtom), ...change, resolving: true })
    await flow.resolve(change.recipient)
  }
  return { flow, store, toasts, requests, reads, refreshBalances, refreshSolanaBalances, type }
}

const sol = `solana:localnet:${solanaNativeTokenAddress}`
const usdl = `solana:localnet:${mint}`

describe('createSendFlow for the Solana account, on a local cluster', { timeout: 30_000 }, () => {
  it('sends USDL to an address with no token account: the preview counts its rent, the wallet sends, the cluster moves it', async () => {
    const frame = await solanaSendFrame()
    expect(frame.store.get(sendAtom)).toMatchObject({
      namespace: 'solana',
      key: `solana:localnet:${key.address}`,
    })
    const recipient = (await generateKeyPairSigner()).address
    await frame.type({ token: usdl, amount: '12.5', recipient })
    expect(frame.store.get(sendAtom).resolved).toEqual({ address: recipient })

    await frame.flow.preview()
    const rent = BigInt((await cluster.read('getMinimumBalanceForRentExemption', [165])) as number)
    expect(frame.store.get(sendAtom)).toMatchObject({
      step: 'preview',
      fee: { namespace: 'solana', total: 5_000n + rent, rent },
    })
    expect(frame.store.get(routerAtom).view).toBe('WalletSendPreview')
    expect(frame.reads.every((read) => read.startsWith('solana:localnet '))).toBe(true)

    const lamportsBefore = await lamportsOf(key.address)
    await frame.flow.confirm()
    expect(frame.requests).toEqual([
      { method: 'solana_signAndSendTransaction', params: { transaction: expect.any(String) } },
    ])
    expect(await usdlOf(recipient)).toBe(12_500_000n)
    expect(await lamportsOf(key.address)).toBe(lamportsBefore - 5_000n - rent)
    expect(frame.toasts.map((toast) => toast.type === 'show' && toast.message)).toEqual([
      `Sending 12.5 USDL to ${shortAddress(recipient)}…`,
      `Sent 12.5 USDL to ${shortAddress(recipient)}`,
    ])
    expect(frame.refreshSolanaBalances).toHaveBeenCalledWith({ force: true })
    expect(frame.refreshBalances).not.toHaveBeenCalled()
    expect(frame.store.get(routerAtom).view).toBe('Account')
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'edit', amount: '', namespace: 'solana' })
  })

  it('Max sends all the SOL but the fee, which the preview then accepts', async () => {
    const frame = await solanaSendFrame()
    const held = await lamportsOf(key.address)
    frame.store.set(sendAtom, { ...frame.store.get(sendAtom), token: sol })
    await frame.flow.fillMax()
    expect(frame.store.get(sendAtom).amount).toBe(formatUnits(held - 5_000n, 9))
    await frame.type({
      token: sol,
      amount: frame.store.get(sendAtom).amount,
      recipient: solanaDevKey(8).address,
    })
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'preview', error: undefined })
  })

  it('keeps the send on WalletSend with the reason for a bad recipient or an amount the cluster would refuse', async () => {
    const frame = await solanaSendFrame()
    await frame.type({ token: sol, amount: '1', recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    expect(frame.store.get(sendAtom).recipientError).toBe(
      'Enter a Solana address: 32 to 44 base58 characters',
    )
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'edit', error: 'Invalid recipient' })

    await frame.type({ token: sol, amount: '0.0001', recipient: (await generateKeyPairSigner()).address })
    await frame.flow.preview()
    expect(frame.store.get(sendAtom)).toMatchObject({
      step: 'edit',
      error: 'A new Solana account must receive at least 0.00089088 SOL',
    })
    expect(frame.store.get(routerAtom).view).toBe('WalletSend')
  })

  it('returns to the preview with a note, sending nothing, when the user declines in the wallet', async () => {
    const frame = await solanaSendFrame(async () => {
      throw new UserRejectedRequestError()
    })
    const recipient = solanaDevKey(8).address
    const before = await lamportsOf(recipient)
    await frame.type({ token: sol, amount: '0.5', recipient })
    await frame.flow.preview()
    await frame.flow.confirm()
    expect(frame.store.get(sendAtom)).toMatchObject({ step: 'preview', note: english.send.declinedNote() })
    expect(frame.toasts).toEqual([])
    expect(await lamportsOf(recipient)).toBe(before)
  })
})
