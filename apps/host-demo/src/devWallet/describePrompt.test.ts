import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { describePrompt } from './describePrompt'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('describePrompt', () => {
  it('asks to connect, showing the account the site will see', () => {
    expect(describePrompt({ type: 'connect', address: to })).toEqual({
      title: 'Connect to this site',
      details: [{ label: 'Account', value: to }],
    })
  })

  it('shows the message to sign', () => {
    expect(describePrompt({ type: 'signMessage', message: '<b>hi</b>' })).toEqual({
      title: 'Sign message',
      details: [{ label: 'Message', value: '<b>hi</b>' }],
    })
  })

  it('shows which inputs of a Bitcoin transaction it signs, and what each output pays', () => {
    expect(
      describePrompt({
        type: 'bitcoinSignTransaction',
        inputs: [0, 2],
        outputs: [
          { to: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', btc: '0.00100000' },
          { to: 'script 6a0107', btc: '0.00000000' },
        ],
      }),
    ).toEqual({
      title: 'Sign Bitcoin transaction',
      details: [
        { label: 'Inputs to sign', value: '0, 2' },
        { label: 'Pays', value: '0.00100000 BTC to bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw' },
        { label: 'Pays', value: '0.00000000 BTC to script 6a0107' },
      ],
    })
  })

  it('shows the domain, type and message of typed data', () => {
    expect(
      describePrompt({ type: 'signTypedData', primaryType: 'Mail', domainName: 'Ether Mail', message: '{}' }),
    ).toEqual({
      title: 'Sign typed data',
      details: [
        { label: 'Domain', value: 'Ether Mail' },
        { label: 'Type', value: 'Mail' },
        { label: 'Message', value: '{}' },
      ],
    })
    expect(
      describePrompt({ type: 'signTypedData', primaryType: 'Mail', domainName: undefined, message: '{}' })
        .details,
    ).toHaveLength(2)
  })

  it('shows the recipient, the value in ETH, the chain and any data of a transaction', () => {
    expect(
      describePrompt({
        type: 'sendTransaction',
        chainId: 31337,
        to,
        value: parseEther('0.5'),
        data: undefined,
      }),
    ).toEqual({
      title: 'Send transaction',
      details: [
        { label: 'To', value: to },
        { label: 'Value', value: '0.5 ETH' },
        { label: 'Chain', value: '31337' },
      ],
    })
    expect(
      describePrompt({ type: 'sendTransaction', chainId: 31338, to: undefined, value: 0n, data: '0x6001' })
        .details,
    ).toEqual([
      { label: 'To', value: 'New contract' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Chain', value: '31338' },
      { label: 'Data', value: '0x6001' },
    ])
  })
  it('says which Solana account connects, the message as text, and whether a transaction is sent', () => {
    expect(describePrompt({ type: 'solanaConnect', address: 'oeYf6KAJ' })).toEqual({
      title: 'Connect to this site',
      details: [{ label: 'Solana account', value: 'oeYf6KAJ' }],
    })
    expect(describePrompt({ type: 'solanaSignMessage', message: 'Hi' }).title).toBe('Sign Solana message')
    expect(describePrompt({ type: 'solanaTransaction', send: true, chain: 'solana:localnet' })).toEqual({
      title: 'Send Solana transaction',
      details: [{ label: 'Cluster', value: 'solana:localnet' }],
    })
    expect(describePrompt({ type: 'solanaTransaction', send: false, chain: 'solana:localnet' }).title).toBe(
      'Sign Solana transaction',
    )
  })
})
