import type { BitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { psbtPayments } from '@latch/localnet/devSigning'
import { ProviderRpcError, UserRejectedRequestError } from '@latch/protocol/errors'
import { signBip322Simple } from '@latch/protocol/signBip322Simple'
import { secp256k1 } from '@noble/curves/secp256k1'
import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { DevWalletStorage } from './createDevWallet'
import type { DevWalletPrompt } from './DevWalletPrompt'
import { createDevWalletAccess } from './internal/createDevWalletAccess'
import { devWalletIcon } from './internal/devWalletIcon'

/** The name the dev Bitcoin wallet registers under; Latch lists it under Bitcoin. */
export const devBitcoinWalletName = 'Latch Dev Bitcoin Wallet'

const authorizedKey = 'latch-dev-bitcoin-wallet:authorized'

type InputToSign = { account: WalletAccount; signingIndexes: number[]; sigHash?: number }

export type CreateDevBitcoinWalletParameters = {
  /** Asks the user to approve; resolves true when they do. The panel supplies it. */
  prompt: (request: DevWalletPrompt) => Promise<boolean>
  storage: DevWalletStorage
  /** The native SegWit key it holds, and the chain (Wallet Standard's name) its address is of. */
  key: BitcoinDevKey
  chain: `bitcoin:${string}`
}

/**
 * A Wallet Standard Bitcoin wallet (github.com/ExodusMovement/bitcoin-wallet-standard's features)
 * holding one dev key, for trying Latch's host-page Bitcoin wallets without an extension: it
 * connects its payment address (`bitcoin:connect`), signs messages with BIP-322's simple format
 * (`bitcoin:signMessage`, the signature as the witness's bytes) and the inputs of a PSBT it is asked
 * to (`bitcoin:signTransaction`, signed and not finalized), each after the user approves in the dev
 * wallet's panel (what a PSBT pays shown in addresses), and remembers that the page is connected (so a reload reconnects without
 * asking). Register it with `registerWallet`.
 *
 * @example
 * registerWallet(createDevBitcoinWallet({ prompt: queue.ask, storage, key: bitcoinDevKey(0), chain: 'bitcoin:regtest' }))
 */
export function createDevBitcoinWallet(parameters: CreateDevBitcoinWalletParameters): Wallet {
  const { prompt, storage, key, chain } = parameters
  let publicKey: Uint8Array | undefined
  const account: WalletAccount = Object.freeze({
    address: key.address,
    // Made when first read, as the page's other secp256k1 keys are (internal/devAccount.ts).
    get publicKey() {
      publicKey ??= secp256k1.getPublicKey(key.privateKey, true)
      return publicKey
    },
    chains: [chain],
    features: ['bitcoin:signMessage', 'bitcoin:signTransaction'] as const,
  })
  const { isAuthorized, accounts, setAuthorized, features } = createDevWalletAccess(
    storage,
    authorizedKey,
    account,
  )

  async function confirm(request: DevWalletPrompt) {
    if (!(await prompt(request))) throw new UserRejectedRequestError()
  }

  const connect = {
    version: '1.0.0',
    async connect(_input: { purposes: ('payment' | 'ordinals')[] }) {
      if (!isAuthorized()) {
        await confirm({ type: 'bitcoinConnect', address: key.address })
        setAuthorized(true)
      }
      return { accounts: accounts() }
    },
  }
  const signMessage = {
    version: '1.0.0',
    async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
      const outputs = []
      for (const { account: requested, message } of inputs) {
        if (!isAuthorized() || requested.address !== key.address)
          throw new ProviderRpcError(
            4100,
            `The request names ${requested.address}, not this wallet's connected account.`,
          )
        // BIP-322 signs text: bytes that are not UTF-8 are refused rather than signed as something else.
        let text: string
        try {
          text = new TextDecoder('utf-8', { fatal: true }).decode(message)
        } catch {
          throw new ProviderRpcError(-32602, 'This wallet signs text messages only.')
        }
        await confirm({ type: 'bitcoinSignMessage', message: text })
        outputs.push({
          signedMessage: message,
          signature: base64.decode(signBip322Simple(key.privateKey, text)),
        })
      }
      return outputs
    },
  }

  const signTransaction = {
    version: '1.0.0',
    async signTransaction(...inputs: { psbt: Uint8Array; chain: string; inputsToSign: InputToSign[] }[]) {
      const outputs = []
      for (const { psbt, chain: asked, inputsToSign } of inputs) {
        for (const { account: requested } of inputsToSign)
          if (!isAuthorized() || requested.address !== key.address)
            throw new ProviderRpcError(
              4100,
              `The request names ${requested.address}, not this wallet's connected account.`,
            )
        if (asked !== chain) throw new ProviderRpcError(-32602, `This wallet signs on ${chain} only.`)
        let transaction: Transaction
        try {
          transaction = Transaction.fromPSBT(psbt, { allowUnknownOutputs: true })
        } catch {
          throw new ProviderRpcError(-32602, 'The PSBT does not parse.')
        }
        const indexes = inputsToSign.flatMap((input) => input.signingIndexes)
        await confirm({ type: 'bitcoinSignTransaction', inputs: indexes, outputs: psbtPayments(transaction) })
        for (const { signingIndexes, sigHash } of inputsToSign)
          for (const index of signingIndexes)
            transaction.signIdx(key.privateKey, index, sigHash === undefined ? undefined : [sigHash])
        outputs.push({ signedPsbt: transaction.toPSBT() })
      }
      return outputs
    },
  }

  return {
    version: '1.0.0',
    name: devBitcoinWalletName,
    icon: devWalletIcon,
    chains: [chain],
    get accounts() {
      return accounts()
    },
    features: {
      'bitcoin:connect': connect,
      ...features,
      'bitcoin:signMessage': signMessage,
      'bitcoin:signTransaction': signTransaction,
    },
  }
}
