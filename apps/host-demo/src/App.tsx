import { devAccounts } from '@latch/localnet/devAccounts'
import { devnets } from '@latch/localnet/devnets'
import type { Latch } from '@latch/sdk'
import { useState } from 'react'
import { getAddress, parseEther, verifyMessage } from 'viem'
import {
  useConnect,
  useConnection,
  useConnectors,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi'
import { verifyTypedData } from 'wagmi/actions'
import { AccountTypePanel } from './AccountTypePanel'
import { CallsPanel } from './CallsPanel'
import { describeError, type ErrorDescription } from './describeError'
import { LatchAccounts } from './LatchAccounts'
import { PermissionsPanel } from './PermissionsPanel'
import { SignInStatus } from './SignInStatus'
import { SolanaPanel } from './SolanaPanel'
import { siwxFromSearch } from './siwxFromSearch'
import { wagmiConfig } from './wagmiConfig'
import './App.css'

const messageToSign = 'Hello from the Latch host demo'
// EIP-712's own example, as a dapp's order or permit would look.
const typedDataToSign = {
  domain: { name: 'Latch host demo', version: '1' },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Ada', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    to: { name: 'Bob', wallet: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' },
    contents: 'Hello, Bob!',
  },
} as const
// A dev account no wallet of the demo uses, so that a payment to it is easy to spot.
const paymentRecipient = devAccounts[7]?.address
const signIn = siwxFromSearch(window.location.search)

/** The demo dapp: connect through Latch, sign a message, switch network, disconnect. */
export function App() {
  const { address, chainId, status } = useConnection()
  const [latchConnector] = useConnectors()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const signMessage = useSignMessage()
  const signTypedData = useSignTypedData()
  const switchChain = useSwitchChain()
  const sendTransaction = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: sendTransaction.data })
  const [error, setError] = useState<ErrorDescription>()
  const [signResult, setSignResult] = useState<string>()

  const run = (action: () => Promise<unknown>) => async () => {
    setError(undefined)
    try {
      await action()
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  const onConnect = run(async () => {
    if (!latchConnector) throw new Error('The Latch connector is missing from the wagmi config.')
    await connect.mutateAsync({ connector: latchConnector })
  })

  const onSign = run(async () => {
    setSignResult(undefined)
    if (!address) return
    const signature = await signMessage.mutateAsync({ message: messageToSign })
    const valid = await verifyMessage({ address, message: messageToSign, signature })
    setSignResult(valid ? 'Signature verified' : 'Signature invalid')
  })

  // Checked through the chain, so that a smart account's signature (ERC-1271, or ERC-6492 before it
  // is deployed) verifies as well as the key's.
  const onSignTypedData = run(async () => {
    setSignResult(undefined)
    if (!address) return
    const signature = await signTypedData.mutateAsync(typedDataToSign)
    const valid = await verifyTypedData(wagmiConfig, { address, signature, ...typedDataToSign })
    setSignResult(valid ? 'Typed data signature verified' : 'Typed data signature invalid')
  })

  const onSend = run(async () => {
    if (!paymentRecipient) return
    await sendTransaction.mutateAsync({ to: paymentRecipient, value: parseEther('0.001') })
  })

  const otherDevnet = devnets.find((chain) => chain.id !== chainId) ?? devnets[0]
  const onSwitch = run(() => switchChain.mutateAsync({ chainId: otherDevnet.id }))

  // The connector's own Latch instance: the same modal wagmi connects through, opened on Account.
  const onOpenLatch = run(async () => {
    if (!latchConnector || !('getLatch' in latchConnector)) throw new Error('The Latch connector is missing.')
    await (latchConnector as typeof latchConnector & { getLatch(): Latch }).getLatch().open()
  })

  const onDisconnect = run(async () => {
    setSignResult(undefined)
    await disconnect.mutateAsync()
  })

  const chain = devnets.find((devnet) => devnet.id === chainId)
  const latchInstance =
    latchConnector && 'getLatch' in latchConnector
      ? (latchConnector as typeof latchConnector & { getLatch(): Latch }).getLatch()
      : undefined

  return (
    <main className="demo">
      <h1>Latch host demo</h1>
      <p className="demo__intro">
        A web app that embeds Latch through its wagmi connector. Connect with the Latch Dev Wallet (approve in
        its panel at the bottom right) or with any wallet Latch offers.
      </p>

      <p className="demo__status">Status: {status}</p>

      {address && status === 'connected' ? (
        <section className="demo__card" aria-label="Connected account">
          <p>
            Address: <code data-testid="address">{getAddress(address)}</code>
          </p>
          <p>
            Chain: <span data-testid="chain-id">{chainId}</span>
            {chain && <span className="demo__muted"> ({chain.name})</span>}
          </p>
          <div className="demo__actions">
            <button type="button" onClick={onSign} disabled={signMessage.isPending}>
              Sign message
            </button>
            <button type="button" onClick={onSignTypedData} disabled={signTypedData.isPending}>
              Sign typed data
            </button>
            <button type="button" onClick={onSend} disabled={sendTransaction.isPending}>
              Send 0.001 ETH
            </button>
            <button type="button" onClick={onSwitch} disabled={switchChain.isPending}>
              Switch network
            </button>
            <button type="button" onClick={onOpenLatch}>
              Open Latch
            </button>
            <button type="button" onClick={onDisconnect} disabled={disconnect.isPending}>
              Disconnect
            </button>
          </div>
          {sendTransaction.data && (
            <p className="demo__result" data-testid="tx-result">
              {receipt.data
                ? `Transaction confirmed in block ${receipt.data.blockNumber}`
                : `Transaction sent: ${sendTransaction.data}`}
            </p>
          )}
          {signResult && (
            <p className="demo__result" data-testid="sign-result">
              {signResult}
            </p>
          )}
          {latchInstance && <AccountTypePanel latch={latchInstance} />}
          <CallsPanel />
          <PermissionsPanel />
        </section>
      ) : status === 'reconnecting' ? (
        <p className="demo__muted">Reconnecting…</p>
      ) : (
        <div className="demo__actions">
          <button type="button" onClick={onConnect} disabled={connect.isPending}>
            Connect
          </button>
        </div>
      )}

      {/* A Solana dapp reaches Latch through Wallet Standard, whether or not wagmi is connected. */}
      <SolanaPanel latch={latchInstance} />
      {/* Bitcoin and NEAR through Latch's provider, whether or not an EVM account is connected. */}
      {latchInstance && <LatchAccounts latch={latchInstance} />}
      {/* A sign-in may be of an account of any namespace, a host page's Bitcoin wallet's too. */}
      {signIn && latchInstance && <SignInStatus latch={latchInstance} />}

      {error && (
        <div className="demo__error">
          <p role="alert">{error.message}</p>
          {error.details && <p className="demo__details">{error.details}</p>}
        </div>
      )}

      <p className="demo__muted">
        Also try <a href="script-tag.html">the script-tag page</a>, or{' '}
        <a href="?projectId=">this page without a projectId</a>.
      </p>
    </main>
  )
}
