import type { Address } from 'viem'

/** What the dev wallet asks the user to approve; the panel shows it as text. */
export type DevWalletPrompt =
  | { type: 'connect'; address: Address }
  | { type: 'signMessage'; message: string }
  | { type: 'signTypedData'; primaryType: string; domainName: string | undefined; message: string }
  | { type: 'solanaConnect'; address: string }
  | { type: 'bitcoinConnect'; address: string }
  | { type: 'bitcoinSignMessage'; message: string }
  /** A PSBT to sign: which inputs, and what it pays (each output's address, or its script, and BTC). */
  | { type: 'bitcoinSignTransaction'; inputs: number[]; outputs: { to: string; btc: string }[] }
  | { type: 'solanaSignMessage'; message: string }
  | { type: 'nearConnect'; accountId: string; network: string }
  /** A NEP-413 message, and whom the signature is for. */
  | { type: 'nearSignMessage'; message: string; recipient: string }
  /** A Solana transaction to sign, and to send to the cluster when `send`. */
  | { type: 'solanaTransaction'; send: boolean; chain: string }
  | {
      type: 'sendTransaction'
      chainId: number
      to: Address | undefined
      value: bigint
      data: string | undefined
    }
