import type { Address } from 'viem'

/** What the dev wallet asks the user to approve; the panel shows it as text. */
export type DevWalletPrompt =
  | { type: 'connect'; address: Address }
  | { type: 'signMessage'; message: string }
  | { type: 'signTypedData'; primaryType: string; domainName: string | undefined; message: string }
  | {
      type: 'sendTransaction'
      chainId: number
      to: Address | undefined
      value: bigint
      data: string | undefined
    }
