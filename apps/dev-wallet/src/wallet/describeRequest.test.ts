import { bitcoinDevKey } from '@latch/localnet/bitcoinDevKeys'
import { regtestAddressFormat } from '@latch/localnet/devSigning'
import { base58, base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { numberToHex, parseEther, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { DevWalletChain } from './DevWalletChain'
import { describeRequest } from './describeRequest'

const chains: DevWalletChain[] = [
  { caipNetworkId: 'eip155:31337', id: 31337, name: 'Latch Devnet A', rpcUrl: 'http://127.0.0.1:8545' },
  { caipNetworkId: 'eip155:31338', id: 31338, name: 'Latch Devnet B', rpcUrl: 'http://127.0.0.1:8546' },
]
const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const onChainA = { label: 'Chain', value: 'Latch Devnet A (eip155:31337)' }

describe('describeRequest', () => {
  it('shows a personal_sign message decoded to text', () => {
    expect(
      describeRequest(
        {
          method: 'personal_sign',
          params: [stringToHex('Hello\nfrom the dapp ✓'), account],
          chainId: 'eip155:31337',
        },
        chains,
      ),
    ).toEqual({
      method: 'personal_sign',
      title: 'Sign a message',
      details: [
        onChainA,
        { label: 'Account', value: account },
        { label: 'Message', value: 'Hello\nfrom the dapp ✓', block: true },
      ],
    })
  })

  it('shows a binary personal_sign message as hex, saying so', () => {
    const { details } = describeRequest(
      { method: 'personal_sign', params: ['0xff00fe', account], chainId: 'eip155:31337' },
      chains,
    )
    expect(details).toContainEqual({ label: 'Message (hex)', value: '0xff00fe', block: true })
  })

  it('reads eth_sign with the account first', () => {
    const { details } = describeRequest(
      { method: 'eth_sign', params: [account, stringToHex('legacy')], chainId: 'eip155:31337' },
      chains,
    )
    expect(details).toEqual([
      onChainA,
      { label: 'Account', value: account },
      { label: 'Message', value: 'legacy', block: true },
    ])
  })

  it('pretty-prints the domain, primary type and message of typed data', () => {
    const typedData = {
      domain: { name: 'Dapp', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    expect(
      describeRequest(
        {
          method: 'eth_signTypedData_v4',
          params: [account, JSON.stringify(typedData)],
          chainId: 'eip155:31337',
        },
        chains,
      ),
    ).toEqual({
      method: 'eth_signTypedData_v4',
      title: 'Sign typed data',
      details: [
        onChainA,
        { label: 'Account', value: account },
        { label: 'Domain', value: '{\n  "name": "Dapp",\n  "chainId": 31337\n}', block: true },
        { label: 'Primary type', value: 'Mail' },
        { label: 'Message', value: '{\n  "contents": "hi"\n}', block: true },
      ],
    })
  })

  it('shows typed data that is not JSON as it came', () => {
    const { details } = describeRequest(
      { method: 'eth_signTypedData_v4', params: [account, '{broken'], chainId: 'eip155:31337' },
      chains,
    )
    expect(details).toContainEqual({ label: 'Typed data (not valid JSON)', value: '{broken', block: true })
  })

  it('shows a transaction with its chain, parties, value in ETH and data', () => {
    expect(
      describeRequest(
        {
          method: 'eth_sendTransaction',
          params: [
            {
              from: account,
              to: other,
              value: numberToHex(parseEther('1.5')),
              data: '0xa9059cbb',
              gas: '0x5208',
            },
          ],
          chainId: 'eip155:31338',
        },
        chains,
      ),
    ).toEqual({
      method: 'eth_sendTransaction',
      title: 'Send a transaction',
      details: [
        { label: 'Chain', value: 'Latch Devnet B (eip155:31338)' },
        { label: 'From', value: account },
        { label: 'To', value: other },
        { label: 'Value', value: '1.5 ETH' },
        { label: 'Data', value: '0xa9059cbb', block: true },
        { label: 'Gas limit', value: '21000' },
      ],
    })
  })

  it('says when a transaction moves no ether, carries no data or deploys a contract', () => {
    const { details } = describeRequest(
      { method: 'eth_sendTransaction', params: [{ from: account, data: '0x' }], chainId: 'eip155:31337' },
      chains,
    )
    expect(details).toEqual([
      onChainA,
      { label: 'From', value: account },
      { label: 'To', value: 'none (deploys a contract)' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Data', value: 'none', block: true },
    ])
  })

  it('names the target of wallet_switchEthereumChain, known or not', () => {
    expect(
      describeRequest(
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }], chainId: 'eip155:31337' },
        chains,
      ).details,
    ).toEqual([
      { label: 'Current chain', value: 'Latch Devnet A (eip155:31337)' },
      { label: 'Target chain', value: 'Latch Devnet B (eip155:31338)' },
    ])
    expect(
      describeRequest(
        { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }], chainId: 'eip155:31337' },
        chains,
      ).details[1],
    ).toEqual({ label: 'Target chain', value: 'eip155:1 (not a chain this wallet knows)' })
  })

  it('shows the parameters of any other method as JSON, and unknown chains by id', () => {
    expect(describeRequest({ method: 'eth_foo', params: [1, 'a'], chainId: 'eip155:5' }, chains)).toEqual({
      method: 'eth_foo',
      title: 'Request',
      details: [
        { label: 'Chain', value: 'eip155:5' },
        { label: 'Parameters', value: '[\n  1,\n  "a"\n]', block: true },
      ],
    })
  })

  describe('Solana requests', () => {
    const known = [...chains, { caipNetworkId: 'solana:localnet', name: 'Solana localnet' }]
    const onCluster = { label: 'Chain', value: 'Solana localnet (solana:localnet)' }
    const pubkey = '8ZHK8JtyM6HLtiF3WpMzHSMEmUuBSVqjG2GJvSqjZk9r'
    const describeSolana = (method: string, params: unknown) =>
      describeRequest({ method, params, chainId: 'solana:localnet' }, known)

    it('shows a solana_signMessage message as text, as hex when it is not text, and as sent when not base58', () => {
      const text = base58.encode(new TextEncoder().encode('Sign in\nto the dapp'))
      expect(describeSolana('solana_signMessage', { message: text, pubkey })).toEqual({
        method: 'solana_signMessage',
        title: 'Sign a message',
        details: [
          onCluster,
          { label: 'Account', value: pubkey },
          { label: 'Message', value: 'Sign in\nto the dapp', block: true },
        ],
      })
      const binary = base58.encode(new Uint8Array([0, 1, 2, 255]))
      expect(describeSolana('solana_signMessage', { message: binary, pubkey }).details[2]).toEqual({
        label: 'Message (hex)',
        value: '0x000102ff',
        block: true,
      })
      expect(describeSolana('solana_signMessage', { message: '0OIl', pubkey }).details[2]).toEqual({
        label: 'Message (not base58)',
        value: '0OIl',
        block: true,
      })
    })

    it("names a transaction's signers, or says it cannot read it", () => {
      // One signature slot (zeros), then a legacy message with one account: the fee payer.
      const message = new Uint8Array([1, 0, 0, 1, ...base58.decode(pubkey), ...new Uint8Array(32), 0])
      const wire = base64.encode(new Uint8Array([1, ...new Uint8Array(64), ...message]))
      expect(describeSolana('solana_signAndSendTransaction', { transaction: wire })).toEqual({
        method: 'solana_signAndSendTransaction',
        title: 'Send a transaction',
        details: [
          onCluster,
          { label: 'Signers', value: pubkey },
          { label: 'Transaction (base64)', value: wire, block: true },
        ],
      })
      expect(describeSolana('solana_signTransaction', { transaction: 'AAAA' }).details).toEqual([
        onCluster,
        { label: 'Signers', value: 'unreadable: not a Solana wire transaction' },
        { label: 'Transaction (base64)', value: 'AAAA', block: true },
      ])
    })
  })

  describe('Bitcoin requests', () => {
    const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
    const known = [...chains, { caipNetworkId: regtest, name: 'Bitcoin regtest' }]
    const onNetwork = { label: 'Chain', value: `Bitcoin regtest (${regtest})` }
    const account = bitcoinDevKey(2).address
    const describeBitcoin = (method: string, params: unknown) =>
      describeRequest({ method, params, chainId: regtest }, known)

    it('shows the message a signMessage signs, as the text it is', () => {
      expect(describeBitcoin('signMessage', { account, message: 'Prove you\nhold it' })).toEqual({
        method: 'signMessage',
        title: 'Sign a message',
        details: [
          onNetwork,
          { label: 'Account', value: account },
          { label: 'Message', value: 'Prove you\nhold it', block: true },
        ],
      })
    })

    it('shows which inputs a signPsbt signs and what the transaction pays, or that it cannot read it', () => {
      const transaction = new Transaction()
      transaction.addOutputAddress(bitcoinDevKey(5).address, 150_000n, regtestAddressFormat)
      const psbt = base64.encode(transaction.toPSBT())
      expect(
        describeBitcoin('signPsbt', { account, psbt, signInputs: [{ address: account, index: 0 }] }),
      ).toEqual({
        method: 'signPsbt',
        title: 'Sign a Bitcoin transaction',
        details: [
          onNetwork,
          { label: 'Account', value: account },
          { label: 'Inputs to sign', value: '0' },
          { label: 'Pays', value: `0.00150000 BTC to ${bitcoinDevKey(5).address}`, block: true },
        ],
      })
      expect(describeBitcoin('signPsbt', { account, psbt: 'AAAA', signInputs: [] }).details.slice(2)).toEqual(
        [
          { label: 'Inputs to sign', value: '' },
          { label: 'PSBT (unreadable)', value: 'AAAA', block: true },
        ],
      )
    })
  })
})
