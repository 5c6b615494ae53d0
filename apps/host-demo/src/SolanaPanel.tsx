import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getPublicKeyFromAddress,
  getUtf8Encoder,
  pipe,
  type SignatureBytes,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { useState } from 'react'
import type { EIP1193Provider } from 'viem'
import { useConnection } from 'wagmi'
import { describeError } from './describeError'
import { projectIdFromSearch } from './projectIdFromSearch'

const frameUrl = () => window.latchFrameUrl || import.meta.env.VITE_LATCH_FRAME_URL || 'http://127.0.0.1:3000'
const projectId = projectIdFromSearch(window.location.search)
const cluster = 'solana:localnet'
// The dev mnemonic's tenth Solana keypair (m/44'/501'/9'/0'), funded on the local cluster: a public test account.
const devRecipient = '2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab'

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

async function transferUsdl(owner: Address, to: Address): Promise<string> {
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
  return getBase64EncodedWireTransaction(compileTransaction(message))
}

/**
 * Solana from the host's side, through the same provider: solana_signMessage verified with
 * @solana/kit, and solana_signAndSendTransaction of 1 USDL built here (its blockhash from the
 * cluster itself). The account is typed in until the SDK's state carries the Solana account.
 */
export function SolanaPanel() {
  const { connector } = useConnection()
  const [account, setAccount] = useState('')
  const [recipient, setRecipient] = useState(devRecipient)
  const [result, setResult] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)

  async function run(action: (wallet: EIP1193Provider, owner: Address) => Promise<string>) {
    setBusy(true)
    setError(undefined)
    setResult(undefined)
    try {
      if (!connector) throw new Error('Connect first.')
      const wallet = (await connector.getProvider()) as EIP1193Provider
      setResult(await action(wallet, address(account.trim())))
    } catch (caught) {
      setError(describeError(caught).message)
    } finally {
      setBusy(false)
    }
  }

  const onSign = () =>
    run(async (wallet, owner) => {
      const text = `Latch host demo: sign in with Solana as ${owner}`
      const bytes = getUtf8Encoder().encode(text)
      const { signature } = (await wallet.request({
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(bytes), pubkey: owner },
      } as never)) as { signature: string }
      const verified = await verifySignature(
        await getPublicKeyFromAddress(owner),
        getBase58Encoder().encode(signature) as SignatureBytes,
        bytes,
      )
      return verified ? 'Solana signature verified' : 'Solana signature does not verify'
    })

  const onSend = () =>
    run(async (wallet, owner) => {
      const transaction = await transferUsdl(owner, address(recipient.trim()))
      const { signature } = (await wallet.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction },
      } as never)) as { signature: string }
      return `Solana transaction sent: ${signature}`
    })

  return (
    <section className="demo__card" aria-label="Solana">
      <h2>Solana</h2>
      <label>
        Solana account{' '}
        <input value={account} onChange={(event) => setAccount(event.target.value)} spellCheck={false} />
      </label>
      <label>
        Recipient{' '}
        <input value={recipient} onChange={(event) => setRecipient(event.target.value)} spellCheck={false} />
      </label>
      <div className="demo__actions">
        <button type="button" onClick={onSign} disabled={busy || !account}>
          Sign Solana message
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
