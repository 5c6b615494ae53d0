import { describe, expect, it, vi } from 'vitest'
import type { RequestDescription } from '@/approvals/describeRequest'
import type { EvmApprovalRequest } from '@/connectors/ApprovalRequest'
import de from '@/i18n/compiled/de'
import fr from '@/i18n/compiled/fr'
import type { PendingApproval } from '@/state/atoms'
import { type ApproveMessages, approvalSummary, callText, feeText } from './approvalSummary'

const account = '0x1111111111111111111111111111111111111111'
const recipient = '0x2222222222222222222222222222222222222222'
const usdl = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

function approval(method: string, extra: Partial<EvmApprovalRequest> = {}): PendingApproval {
  return {
    id: 'a',
    origin: 'http://localhost:5173',
    request: { method, params: [], chainId: 31_337, address: account, ...extra },
    resolve: vi.fn(),
    reject: vi.fn(),
  }
}

const accountId = 'c4b8f2d1a9e7'.padEnd(64, '0')

function nearApproval(method: string): PendingApproval {
  return {
    id: 'n',
    origin: 'http://localhost:5173',
    request: { namespace: 'near', method, params: {}, caipNetworkId: 'near:testnet', address: accountId },
    resolve: vi.fn(),
    reject: vi.fn(),
  }
}

describe('approvalSummary', () => {
  it('gives a Solana transaction its warnings, fee payer, instructions, fee, written accounts and balance changes', () => {
    const solanaAccount = '4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW'
    const friend = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
    const pending: PendingApproval = {
      id: 's',
      origin: 'http://localhost:5173',
      request: {
        namespace: 'solana',
        method: 'solana_signAndSendTransaction',
        params: {},
        caipNetworkId: 'solana:localnet',
        address: solanaAccount,
      },
      resolve: vi.fn(),
      reject: vi.fn(),
    }
    const description: RequestDescription = {
      method: 'solana_signAndSendTransaction',
      account: solanaAccount,
      feePayer: solanaAccount,
      instructions: [
        {
          kind: 'solTransfer',
          from: solanaAccount,
          to: friend,
          amount: { raw: 10n ** 9n, formatted: '1', symbol: 'SOL' },
        },
      ],
      writable: [solanaAccount, friend],
      warnings: [{ code: 'durableNonce' }],
      message: '',
      transaction: '',
    }
    const summary = approvalSummary(pending, {
      networkName: 'Latch Solana Localnet',
      description,
      solanaFee: { lamports: 5000n, formatted: '0.000005' },
      changes: {
        reverted: false,
        changes: [
          { symbol: 'SOL', address: 'native', decimals: 9, delta: -1_000_005_000n, formatted: '-1.000005' },
        ],
      },
    })
    expect(summary).toEqual({
      title: 'http://localhost:5173 asks you to send a transaction',
      lines: [
        `Account: ${solanaAccount}`,
        'Network: Latch Solana Localnet',
        'Warning: This transaction does not expire: it uses a durable nonce, so it can be sent at any time later.',
        `Fee payer: ${solanaAccount}`,
        '1. Sends 1 SOL from 4AFA9e…JMKW to 7xKXtg…gAsU',
        'Fee: 0.000005 SOL',
        'Accounts it changes:',
        `  ${solanaAccount}`,
        `  ${friend}`,
        'Balance changes:',
        '  SOL -1.000005',
      ],
    })
  })

  it('names who asks what, the account and network, and the message', () => {
    const description: RequestDescription = {
      method: 'personal_sign',
      account,
      message: { format: 'hex', hex: '0xdeadbeef' },
    }
    expect(
      approvalSummary(approval('personal_sign', { accountType: 'smartAccount' }), {
        networkName: 'Latch Devnet A',
        description,
      }),
    ).toEqual({
      title: 'http://localhost:5173 asks you to sign a message',
      lines: [
        `Account: ${account} (smart account)`,
        'Network: Latch Devnet A',
        'Message (not text, shown as hex):',
        '0xdeadbeef',
      ],
    })
  })

  it("writes the summary in the visitor's language, each with its own punctuation", () => {
    const description: RequestDescription = {
      method: 'personal_sign',
      account,
      message: { format: 'text', text: 'Hallo' },
    }
    const pending = approval('personal_sign', { accountType: 'smartAccount' })
    expect(
      approvalSummary(pending, { networkName: 'Latch Devnet A', description }, de.approve as ApproveMessages),
    ).toEqual({
      title: 'http://localhost:5173 bittet dich, eine Nachricht zu signieren',
      lines: [`Konto: ${account} (Smart Account)`, 'Netzwerk: Latch Devnet A', 'Nachricht:', 'Hallo'],
    })
    expect(
      approvalSummary(pending, { networkName: 'Latch Devnet A', description }, fr.approve as ApproveMessages)
        .lines[0],
    ).toBe(`Compte : ${account} (compte intelligent)`)
    expect(
      approvalSummary(approval('eth_foo'), { networkName: 'A' }, de.approve as ApproveMessages).title,
    ).toBe('http://localhost:5173 bittet dich um eth_foo')
  })

  it('gives a NEAR message its warning, whom it is for, callback, nonce and text', () => {
    const pending = nearApproval('near_signMessage')
    const description: RequestDescription = {
      method: 'near_signMessage',
      account: accountId,
      message: { format: 'text', text: 'Sign in' },
      recipient: 'bank.example',
      callbackUrl: 'https://bank.example/in',
      nonce: '0x0f0f',
      warnings: [{ code: 'nearOtherRecipient', recipient: 'bank.example', host: 'localhost' }],
    }
    expect(approvalSummary(pending, { networkName: 'NEAR Testnet', description })).toEqual({
      title: 'http://localhost:5173 asks you to sign a message with your NEAR account',
      lines: [
        `Account: ${accountId}`,
        'Network: NEAR Testnet',
        'Warning: This signature is for bank.example, not for localhost, the site asking: sign only if you mean to sign in to bank.example',
        'For: bank.example',
        'Callback: https://bank.example/in',
        'Nonce: 0x0f0f',
        'Message:',
        'Sign in',
      ],
    })
  })

  it('gives a NEAR transaction its warnings, receiver, deposit, gas, nonce and numbered actions', () => {
    const pending = nearApproval('near_signTransaction')
    const description: RequestDescription = {
      method: 'near_signTransaction',
      signer: accountId,
      receiver: 'app.testnet',
      actions: [
        { kind: 'transfer', amount: '1 NEAR', account: 'app.testnet' },
        {
          kind: 'functionCall',
          method: 'vote',
          account: 'app.testnet',
          gas: '10 TGas',
          args: { format: 'text', text: '{"choice":"yes"}' },
        },
      ],
      deposit: '1 NEAR',
      gas: '10 TGas',
      nonce: '3',
      blockHash: '11111111111111111111111111111111',
      warnings: [{ code: 'nearDeployContract', account: 'app.testnet' }],
    }
    expect(approvalSummary(pending, { networkName: 'NEAR Testnet', description })).toEqual({
      title: 'http://localhost:5173 asks you to sign a NEAR transaction',
      lines: [
        `Account: ${accountId}`,
        'Network: NEAR Testnet',
        'Warning: It replaces the code of app.testnet: that code then decides what happens to everything it holds',
        'To: app.testnet',
        'Sends: 1 NEAR',
        'Gas: up to 10 TGas',
        'Nonce: 3, block 11111111111111111111111111111111',
        'Actions:',
        '1. Sends 1 NEAR to app.testnet',
        '2. Calls vote on app.testnet, with up to 10 TGas',
        '   {"choice":"yes"}',
      ],
    })
  })

  it('numbers NEAR transactions signed together', () => {
    const transaction = {
      signer: accountId,
      receiver: 'app.testnet',
      actions: [{ kind: 'transfer' as const, amount: '1 NEAR', account: 'app.testnet' }],
      deposit: '1 NEAR',
      nonce: '3',
      blockHash: '1111',
      warnings: [],
    }
    const description: RequestDescription = {
      method: 'near_signTransactions',
      transactions: [transaction, transaction],
    }
    expect(
      approvalSummary(nearApproval('near_signTransactions'), { networkName: 'NEAR Testnet', description })
        .lines,
    ).toEqual([
      `Account: ${accountId}`,
      'Network: NEAR Testnet',
      ...[1, 2].flatMap((index) => [
        `Transaction ${index} of 2:`,
        'To: app.testnet',
        'Sends: 1 NEAR',
        'Nonce: 3, block 1111',
        'Actions:',
        '1. Sends 1 NEAR to app.testnet',
      ]),
    ])
  })

  it('gives a transaction its warnings, recipient, value, call, fee and balance changes', () => {
    const description: RequestDescription = {
      method: 'eth_sendTransaction',
      transaction: { from: account, to: usdl },
      from: account,
      to: usdl,
      value: { raw: 0n, formatted: '0', symbol: 'ETH' },
      call: {
        kind: 'erc20Approve',
        spender: recipient,
        token: { address: usdl, symbol: 'USDL', decimals: 6 },
        amount: { raw: 2n ** 256n - 1n, formatted: 'unlimited' },
        unlimited: true,
        warnings: [{ code: 'unlimitedApproval', spender: recipient, symbol: 'USDL' }],
      },
      warnings: [{ code: 'unlimitedApproval', spender: recipient, symbol: 'USDL' }],
    } as unknown as RequestDescription
    const lines = approvalSummary(approval('eth_sendTransaction'), {
      networkName: 'Latch Devnet A',
      description,
      fee: {
        reverted: false,
        gas: 21_000n,
        gasPrice: 10n ** 9n,
        feeWei: 21_000n * 10n ** 9n,
        feeUsd: '$0.06',
      },
      changes: { reverted: false, changes: [] },
    }).lines
    expect(lines.slice(2)).toEqual([
      `Warning: This lets ${recipient} spend all of your USDL, now and later, until you revoke it.`,
      `To: ${usdl}`,
      'Value: 0 ETH',
      'Does: Lets 0x2222…2222 spend an unlimited amount of USDL',
      'Fee: 0.000021 ETH ($0.06)',
      'Balance changes: none of yours (besides the fee).',
    ])
  })

  it('lists what a session grant allows, and cuts what is too long, saying so', () => {
    const description: RequestDescription = {
      method: 'wallet_grantPermissions',
      key: recipient,
      expiry: 1_900_000_000,
      permissions: Array.from({ length: 300 }, () => ({
        contract: usdl,
        contractName: 'USDL',
        function: 'transfer(address,uint256)',
        selector: '0xa9059cbb',
        limit: { raw: 5_000_000n, formatted: '5', symbol: 'USDL' },
      })),
    }
    const { lines } = approvalSummary(approval('wallet_grantPermissions'), { networkName: 'A', description })
    expect(lines).toHaveLength(200)
    expect(lines[2]).toBe(`Key: ${recipient}`)
    expect(lines[5]).toBe(
      `Transfer up to 5 USDL in all (contract USDL ${usdl}, function transfer(address,uint256))`,
    )
    expect(lines.at(-1)).toBe('…and 106 more lines, shown in Latch.')

    const long: RequestDescription = {
      method: 'personal_sign',
      account,
      message: { format: 'text', text: 'x'.repeat(5_000) },
    }
    const message = approvalSummary(approval('personal_sign'), { networkName: 'A', description: long })
      .lines[3]
    expect(message?.length).toBeLessThanOrEqual(4_000)
    expect(message).toMatch(/… \(1060 more characters, shown in Latch\)$/)
  })

  it('says what an unknown method is by its name, and only the account while the request is unread', () => {
    expect(approvalSummary(approval('eth_foo'), { networkName: 'A' })).toEqual({
      title: 'http://localhost:5173 asks you to eth_foo',
      lines: [`Account: ${account}`, 'Network: A'],
    })
  })
})

describe('callText and feeText', () => {
  it('say a swap and each state of the fee in plain words', () => {
    expect(
      callText({
        kind: 'swap',
        input: { bound: 'exact', amount: { raw: 10n, formatted: '10' }, symbol: 'USDL' },
        output: { bound: 'at least', amount: { raw: 4n, formatted: '0.004' }, symbol: 'ETH' },
        path: ['USDL', 'WETH'],
      } as never),
    ).toBe('Swaps 10 USDL for at least 0.004 ETH (USDL → WETH)')
    expect(feeText({ networkName: 'A' }, true)).toBe('Sponsored')
    expect(feeText({ networkName: 'A' }, false)).toBe('Estimating…')
    expect(feeText({ networkName: 'A', fee: { reverted: true, reason: 'out of gas' } }, false)).toBe(
      'Would fail: out of gas',
    )
  })

  it("says what a call does and its fee in the visitor's language", () => {
    const german = de.approve as ApproveMessages
    expect(
      callText(
        {
          kind: 'swap',
          input: { bound: 'at most', amount: { raw: 10n, formatted: '10' }, symbol: 'USDL' },
          output: { bound: 'exact', amount: { raw: 4n, formatted: '0.004' }, symbol: 'ETH' },
          path: ['USDL', 'WETH'],
        } as never,
        german,
      ),
    ).toBe('Tauscht höchstens 10 USDL gegen 0.004 ETH (USDL → WETH)')
    expect(
      callText(
        { kind: 'erc20Approve', spender: recipient, unlimited: true, token: { symbol: 'USDL' } } as never,
        german,
      ),
    ).toBe('Erlaubt 0x2222…2222, unbegrenzt USDL auszugeben')
    expect(feeText({ networkName: 'A', fee: { reverted: true, reason: 'out of gas' } }, false, german)).toBe(
      'Würde fehlschlagen: out of gas',
    )
    expect(feeText({ networkName: 'A' }, false, fr.approve as ApproveMessages)).toBe('Estimation…')
  })
})
