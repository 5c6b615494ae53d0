import { formatEther } from 'viem'
import type { DevWalletPrompt } from './DevWalletPrompt'

/** A prompt as the panel shows it: a title and labelled lines of plain text. */
type PromptDescription = {
  title: string
  details: { label: string; value: string }[]
}

/** Says in words what the dev wallet is asked to do. */
export function describePrompt(request: DevWalletPrompt): PromptDescription {
  switch (request.type) {
    case 'connect':
      return { title: 'Connect to this site', details: [{ label: 'Account', value: request.address }] }
    case 'signMessage':
      return { title: 'Sign message', details: [{ label: 'Message', value: request.message }] }
    case 'solanaConnect':
      return {
        title: 'Connect to this site',
        details: [{ label: 'Solana account', value: request.address }],
      }
    case 'solanaSignMessage':
      return { title: 'Sign Solana message', details: [{ label: 'Message', value: request.message }] }
    case 'bitcoinConnect':
      return {
        title: 'Connect to this site',
        details: [{ label: 'Bitcoin account', value: request.address }],
      }
    case 'nearConnect':
      return {
        title: 'Connect to this site',
        details: [
          { label: 'NEAR account', value: request.accountId },
          { label: 'Network', value: request.network },
        ],
      }
    case 'nearSignMessage':
      return {
        title: 'Sign NEAR message',
        details: [
          { label: 'Message', value: request.message },
          { label: 'For', value: request.recipient },
        ],
      }
    case 'bitcoinSignMessage':
      return { title: 'Sign Bitcoin message', details: [{ label: 'Message', value: request.message }] }
    case 'bitcoinSignTransaction':
      return {
        title: 'Sign Bitcoin transaction',
        details: [
          { label: 'Inputs to sign', value: request.inputs.join(', ') },
          ...request.outputs.map(({ to, btc }) => ({ label: 'Pays', value: `${btc} BTC to ${to}` })),
        ],
      }
    case 'solanaTransaction':
      return {
        title: request.send ? 'Send Solana transaction' : 'Sign Solana transaction',
        details: [{ label: 'Cluster', value: request.chain }],
      }
    case 'signTypedData':
      return {
        title: 'Sign typed data',
        details: [
          ...(request.domainName === undefined ? [] : [{ label: 'Domain', value: request.domainName }]),
          { label: 'Type', value: request.primaryType },
          { label: 'Message', value: request.message },
        ],
      }
    case 'sendTransaction':
      return {
        title: 'Send transaction',
        details: [
          { label: 'To', value: request.to ?? 'New contract' },
          { label: 'Value', value: `${formatEther(request.value)} ETH` },
          { label: 'Chain', value: String(request.chainId) },
          ...(request.data === undefined || request.data === '0x'
            ? []
            : [{ label: 'Data', value: request.data }]),
        ],
      }
  }
}
