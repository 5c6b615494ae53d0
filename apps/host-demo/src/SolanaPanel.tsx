import type { Latch } from '@latch/sdk'
import type { LatchSolanaWallet } from '@latch/sdk/solana'
import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getPublicKeyFromAddress,
  getTransactionEncoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { verifySignIn } from '@solana/wallet-standard-util'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { getWallets } from '@wallet-standard/app'
import { useEffect, useState } from 'react'
import { describeError } from './describeError'
import { projectIdFromSearch } from './projectIdFromSearch'

const frameUrl = () => window.latchFrameUrl || import.meta.env.VITE_LATCH_FRAME_URL || 'http://127.0.0.1:3000'
const projectId = projectIdFromSearch(window.location.search)
const cluster = 'solana:localnet' as const
// The dev mnemonic's tenth Solana keypair (m/44'/501'/9'/0'), funded on the local cluster: a public test account.
const devRecipient = '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab'

type WalletAccount = LatchSolanaWallet['accounts'][number]

type Balances = { balances?: { symbol: string; address?: string; quantity: { decimals: string } }[] }

// The dapp's own node, as it has one for each chain: the local cluster of `npm start`.
function clusterRpc() {
  return createSolanaRpc(import.meta.env.VITE_LATCH_SOLANA_RPC || 'http://127.0.0.1:8899')
}

// USDL's mint on the cluster, as the frame's balance API lists the account's tokens.
async function usdlOf(owner: string): Promise<{ mint: Address; decimals: number }> {
  const url = new URL(`/api/v1/account/${owner}/balance`, frameUrl())
  url.search = new URLSearchParams({ projectId, chainId: cluster, currency: 'usd' }).toString()
  const answer = (await (await fetch(url)).json()) as Balances
  const usdl = answer.balances?.find((token) => token.symbol === 'USDL')
  if (!usdl?.address) throw new Error('This Solana account holds no USDL.')
  return { mint: address(usdl.address.split(':').at(-1) ?? ''), decimals: Number(usdl.quantity.decimals) }
}

async function transferUsdl(owner: Address, to: Address): Promise<Uint8Array> {
  const { mint, decimals } = await usdlOf(owner)
  const tokenAccount = async (of: Address) =>
    (await findAssociatedTokenPda({ owner: of, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0]
  const signer = createNoopSigner(owner)
  const [source, destination] = await Promise.all([tokenAccount(owner), tokenAccount(to)])
  const { value: lifetime } = await clusterRpc().getLatestBlockhash({ commitment: 'confirmed' }).send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) =>
      appendTransactionMessageInstructions(
        [
          getCreateAssociatedTokenIdempotentInstruction({ payer: signer, ata: destination, owner: to, mint }),
          getTransferCheckedInstruction({
            source,
            mint,
            destination,
            authority: signer,
            amount: 10n ** BigInt(decimals),
            decimals,
          }),
        ],
        draft,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

// Latch as a Solana dapp finds any wallet: among the page's Wallet Standard wallets (main.tsx registers it).
function latchWallet(): LatchSolanaWallet {
  const wallet = getWallets()
    .get()
    .find((candidate) => candidate.name === 'Latch' && 'solana:signAndSendTransaction' in candidate.features)
  if (!wallet) throw new Error('Latch is not among the Wallet Standard wallets of this page.')
  return wallet as LatchSolanaWallet
}

/**
 * Solana from the host's side, as a Solana dapp does it: Latch found among the page's Wallet Standard
 * wallets, connected (the SDK's state carries the embedded wallet's Solana account), a message signed
 * and verified with @solana/kit, Sign In With Solana verified as dapps do, and 1 USDL sent in a transaction built here (its blockhash from the
 * cluster itself). The modal opens on its Solana side too, as a Solana dapp's account button does.
 */
export function SolanaPanel(props: { latch: Latch | undefined }) {
  const [account, setAccount] = useState<WalletAccount>()
  const [recipient, setRecipient] = useState(devRecipient)
  const [result, setResult] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  // The wallet tells the page when its account changes or goes.
  useEffect(() => {
    const wallet = getWallets()
      .get()
      .find((candidate) => candidate.name === 'Latch')
    return (wallet as LatchSolanaWallet | undefined)?.features['standard:events'].on(
      'change',
      ({ accounts }) => {
        if (accounts) setAccount(accounts[0])
      },
    )
  }, [])

  async function run(action: (wallet: LatchSolanaWallet) => Promise<string | undefined>) {
    setBusy(true)
    setError(undefined)
    setResult(undefined)
    try {
      setResult(await action(latchWallet()))
    } catch (caught) {
      setError(describeError(caught).message)
    } finally {
      setBusy(false)
    }
  }

  const onOpen = () =>
    props.latch?.open({ namespace: 'solana' }).catch((caught) => setError(describeError(caught).message))

  const onConnect = () =>
    run(async (wallet) => {
      const { accounts } = await wallet.features['standard:connect'].connect()
      setAccount(accounts[0])
      return undefined
    })

  const onDisconnect = () =>
    run(async (wallet) => {
      await wallet.features['standard:disconnect'].disconnect()
      setAccount(undefined)
      return undefined
    })

  const onSign = () =>
    run(async (wallet) => {
      if (!account) throw new Error('Connect a Solana account first.')
      const message = new TextEncoder().encode(`Latch host demo: sign in with Solana as ${account.address}`)
      const [signed] = await wallet.features['solana:signMessage'].signMessage({ account, message })
      const verified =
        signed !== undefined &&
        (await verifySignature(
          await getPublicKeyFromAddress(address(account.address)),
          signed.signature as SignatureBytes,
          message,
        ))
      return verified ? 'Solana signature verified' : 'Solana signature does not verify'
    })

  // Sign In With Solana as a Solana dapp asks for it: the wallet fills in this page's domain and
  // the account, and the dapp checks the signed fields are the ones it asked for.
  const onSignIn = () =>
    run(async (wallet) => {
      const input = {
        statement: 'Sign in to the Latch host demo',
        uri: window.location.origin,
        version: '1',
        chainId: cluster,
        nonce: Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join(''),
        issuedAt: new Date().toISOString(),
      }
      const [output] = await wallet.features['solana:signIn'].signIn(input)
      if (!output) throw new Error('The wallet answered no sign-in.')
      setAccount(output.account)
      return verifySignIn(input, output)
        ? `Signed in with Solana as ${output.account.address}, verified`
        : 'The Sign In With Solana answer does not verify'
    })

  const onSend = () =>
    run(async (wallet) => {
      if (!account) throw new Error('Connect a Solana account first.')
      const transaction = await transferUsdl(address(account.address), address(recipient.trim()))
      const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: cluster,
        transaction,
      })
      return `Solana transaction sent: ${getBase58Decoder().decode(sent?.signature ?? new Uint8Array())}`
    })

  return (
    <section className="demo__card" aria-label="Solana">
      <h2>Solana</h2>
      {account ? (
        <p>
          Solana account: <code data-testid="solana-account">{account.address}</code>
        </p>
      ) : (
        <p>No Solana account connected.</p>
      )}
      <label>
        Recipient{' '}
        <input value={recipient} onChange={(event) => setRecipient(event.target.value)} spellCheck={false} />
      </label>
      <div className="demo__actions">
        {account ? (
          <button type="button" onClick={onDisconnect} disabled={busy}>
            Disconnect Solana
          </button>
        ) : (
          <button type="button" onClick={onConnect} disabled={busy}>
            Connect Solana
          </button>
        )}
        {account && props.latch ? (
          <button type="button" onClick={onOpen}>
            Solana account
          </button>
        ) : null}
        <button type="button" onClick={onSign} disabled={busy || !account}>
          Sign Solana message
        </button>
        <button type="button" onClick={onSignIn} disabled={busy}>
          Sign in with Solana
        </button>
        <button type="button" onClick={onSend} disabled={busy || !account}>
          Send 1 USDL on Solana
        </button>
      </div>
      {result && (
        <p className="demo__result" data-testid="solana-result">
          {result}
        </p>
      )}
      {error && (
        <p className="demo__error" role="alert" data-testid="solana-error">
          {error}
        </p>
      )}
    </section>
  )
}
