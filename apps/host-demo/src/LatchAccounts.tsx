import type { Latch } from '@latch/sdk'
import { useEffect, useState } from 'react'

/** The message the demo asks the Bitcoin account to sign. */
const bitcoinMessage = (account: string) => `Latch host demo: prove you hold ${account}`

/** Where the demo's Bitcoin payment goes: the second dev account of the local regtest node. */
const bitcoinPayee = 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj'
/** What it pays, in satoshis (0.001 BTC), and the memo it carries. */
const bitcoinPayment = { amount: '100000', memo: 'Latch host demo' }

/** The message the demo asks the NEAR account to sign (NEP-413), for this site. */
const nearMessage = 'Latch host demo: sign in with NEAR'

/** A fresh NEP-413 nonce, 32 random bytes, as base64. */
const freshNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))

/**
 * Every account Latch has connected, one per namespace, as the SDK's state lists them (CAIP-10):
 * what a multi-chain dapp reads to serve Solana, Bitcoin or NEAR beside Ethereum. "Connect Bitcoin"
 * opens the modal on its Bitcoin side (the embedded wallet's logins and the page's Bitcoin wallets,
 * such as the dev one), "Bitcoin account" on its Account once connected. With a Bitcoin account, the
 * page asks it for a BIP-322 message signature, as a Bitcoin dapp proves ownership, for a payment
 * (bip122_sendTransfer), which answers the transaction's id, and to sign and broadcast a PSBT pasted
 * in (bip122_signPsbt, its first input). "Connect NEAR" and "NEAR account" do the same on its NEAR
 * side (the logins, the page's near-connect wallets, WalletConnect). With a NEAR account, it asks for a NEP-413 signature for
 * this site with a fresh nonce, as a NEAR dapp signs its visitors in, and to sign a transaction
 * pasted in (near_signTransaction, its Borsh bytes as base64).
 */
export function LatchAccounts(props: { latch: Latch }) {
  const [accounts, setAccounts] = useState(props.latch.getState().accounts ?? [])
  const [signed, setSigned] = useState<string>()
  const [paid, setPaid] = useState<string>()
  const [psbt, setPsbt] = useState('')
  const [psbtAnswer, setPsbtAnswer] = useState<string>()
  useEffect(() => props.latch.subscribe((state) => setAccounts(state.accounts ?? [])), [props.latch])
  const [nearSigned, setNearSigned] = useState<{ nonce: string; answer: string }>()
  const [nearTransaction, setNearTransaction] = useState('')
  const [nearSignedTransaction, setNearSignedTransaction] = useState<string>()
  const bitcoin = accounts.find((account) => account.startsWith('bip122:'))?.split(':')[2]
  const near = accounts.find((account) => account.startsWith('near:'))?.split(':')[2]

  // As a NEAR dapp signs a visitor in: the wallet's account first (near_getAccounts), then a NEP-413
  // signature by it for this site.
  async function signWithNear() {
    setNearSigned(undefined)
    const nonce = freshNonce()
    try {
      const [{ accountId }] = (await props.latch.provider.request({
        method: 'near_getAccounts',
        params: {},
      })) as [{ accountId: string }]
      const answer = await props.latch.provider.request({
        method: 'near_signMessage',
        params: { message: nearMessage, recipient: window.location.hostname, nonce, accountId },
      })
      setNearSigned({ nonce, answer: JSON.stringify(answer) })
    } catch (error) {
      setNearSigned({ nonce, answer: `Refused: ${error instanceof Error ? error.message : String(error)}` })
    }
  }

  // As a Bitcoin dapp's account button: the modal on its Bitcoin side (Connect, or Account once
  // connected); the state then names the account.
  async function openBitcoin() {
    setSigned(undefined)
    try {
      await props.latch.open({ namespace: 'bip122' })
    } catch (error) {
      setSigned(`Refused: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  async function openNear() {
    setNearSigned(undefined)
    try {
      await props.latch.open({ namespace: 'near' })
    } catch (error) {
      setNearSigned({
        nonce: '',
        answer: `Refused: ${error instanceof Error ? error.message : String(error)}`,
      })
    }
  }

  async function signWithBitcoin(account: string) {
    setSigned(undefined)
    try {
      const answer = (await props.latch.provider.request({
        method: 'bip122_signMessage',
        params: { account, message: bitcoinMessage(account) },
      })) as { signature: string }
      setSigned(answer.signature)
    } catch (error) {
      setSigned(`Refused: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  // A transaction the visitor pastes, signed for the dapp to send: shown as base64, as NEAR's RPC takes it.
  async function signNearTransaction() {
    setNearSignedTransaction(undefined)
    try {
      const answer = (await props.latch.provider.request({
        method: 'near_signTransaction',
        params: { transaction: nearTransaction.trim() },
      })) as number[]
      setNearSignedTransaction(btoa(String.fromCharCode(...answer)))
    } catch (error) {
      setNearSignedTransaction(`Refused: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  async function payWithBitcoin(account: string) {
    setPaid(undefined)
    try {
      const answer = (await props.latch.provider.request({
        method: 'bip122_sendTransfer',
        params: { account, recipientAddress: bitcoinPayee, ...bitcoinPayment },
      })) as { txid: string }
      setPaid(answer.txid)
    } catch (error) {
      setPaid(`Refused: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  // A PSBT the visitor pastes (one spending this account's outputs), signed and broadcast.
  async function signPsbt(account: string) {
    setPsbtAnswer(undefined)
    try {
      const answer = (await props.latch.provider.request({
        method: 'bip122_signPsbt',
        params: { account, psbt: psbt.trim(), signInputs: [{ address: account, index: 0 }], broadcast: true },
      })) as { txid?: string }
      setPsbtAnswer(answer.txid ?? 'Signed, not broadcast')
    } catch (error) {
      setPsbtAnswer(`Refused: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  return (
    <section className="demo__card" aria-label="Latch accounts">
      <p>Accounts on every chain:</p>
      <ul data-testid="latch-accounts">
        {accounts.map((account) => (
          <li key={account}>
            <code>{account}</code>
          </li>
        ))}
      </ul>
      <div className="demo__actions">
        <button type="button" onClick={openBitcoin}>
          {bitcoin ? 'Bitcoin account' : 'Connect Bitcoin'}
        </button>
        <button type="button" onClick={openNear}>
          {near ? 'NEAR account' : 'Connect NEAR'}
        </button>
      </div>
      {bitcoin ? (
        <div className="demo__actions">
          <button type="button" onClick={() => signWithBitcoin(bitcoin)}>
            Sign with Bitcoin
          </button>
          <button type="button" onClick={() => payWithBitcoin(bitcoin)}>
            Send 0.001 BTC
          </button>
        </div>
      ) : null}
      {signed ? (
        <p className="demo__result" data-testid="bitcoin-signature">
          {signed}
        </p>
      ) : null}
      {paid ? (
        <p className="demo__result" data-testid="bitcoin-txid">
          {paid}
        </p>
      ) : null}
      {bitcoin ? (
        <div className="demo__actions">
          <label>
            PSBT (base64)
            <textarea value={psbt} onChange={(event) => setPsbt(event.target.value)} rows={3} />
          </label>
          <button type="button" disabled={psbt.trim() === ''} onClick={() => signPsbt(bitcoin)}>
            Sign PSBT and broadcast
          </button>
        </div>
      ) : null}
      {near ? (
        <div className="demo__actions">
          <button type="button" onClick={signWithNear}>
            Sign in with NEAR
          </button>
          <label>
            NEAR transaction (base64)
            <textarea
              value={nearTransaction}
              onChange={(event) => setNearTransaction(event.target.value)}
              rows={3}
            />
          </label>
          <button type="button" disabled={nearTransaction.trim() === ''} onClick={signNearTransaction}>
            Sign NEAR transaction
          </button>
        </div>
      ) : null}
      {nearSignedTransaction ? (
        <p className="demo__result" data-testid="near-signed-transaction">
          {nearSignedTransaction}
        </p>
      ) : null}
      {nearSigned ? (
        <p className="demo__result" data-testid="near-signature" data-nonce={nearSigned.nonce}>
          {nearSigned.answer}
        </p>
      ) : null}
      {psbtAnswer ? (
        <p className="demo__result" data-testid="bitcoin-psbt-result">
          {psbtAnswer}
        </p>
      ) : null}
    </section>
  )
}
