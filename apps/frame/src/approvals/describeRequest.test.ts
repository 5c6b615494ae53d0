import { KeyPair } from '@near-js/crypto'
import { actionCreators, createTransaction } from '@near-js/transactions'
import { base58 } from '@scure/base'
import { address, createNoopSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { type Address, encodeFunctionData, maxUint256, parseUnits, stringToHex, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  type DescribeRequestInput,
  describeRequest,
  type RequestDescription,
  type TreeNode,
  typedDataBounds,
} from './describeRequest'
import { erc20CallsAbi, routerSwapAbi } from './internal/knownAbis'
import { solanaWireTransaction } from './testing/solanaWireTransaction'
import { UnreadableRequestError } from './UnreadableRequestError'

const account: Address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'
const friend: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const usdl: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const weth: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const ltch: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
const router: Address = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const stranger: Address = '0x000000000000000000000000000000000000dEaD'

const base = {
  chain: { id: 31337, name: 'Latch Devnet', nativeSymbol: 'ETH' },
  knownTokens: [
    { address: usdl, symbol: 'USDL', decimals: 6 },
    { address: weth, symbol: 'WETH', decimals: 18 },
    { address: ltch, symbol: 'LTCH', decimals: 18 },
  ],
  routers: [router],
  nativeUsdPrice: 2500,
} satisfies Omit<DescribeRequestInput, 'method' | 'params'>

const describe_ = (method: string, params: unknown) => describeRequest({ ...base, method, params })
const send = (tx: Record<string, unknown>) => describe_('eth_sendTransaction', [{ from: account, ...tx }])

describe('describeRequest: personal_sign', () => {
  it('shows printable UTF-8 as text, line breaks and all', () => {
    const text = 'Sign in to shop.example\nNonce: 8f2a — ünïcödé ✓'
    expect(describe_('personal_sign', [stringToHex(text), account])).toEqual({
      method: 'personal_sign',
      account,
      message: { format: 'text', text },
    })
  })

  it('shows bytes that are not printable text as hex', () => {
    for (const hex of [
      '0xdeadbeef',
      toHex(new Uint8Array([0x48, 0x69, 0x00])),
      stringToHex('pay \u202Eevil'),
      toHex(new Uint8Array(32).fill(1)),
    ] as const)
      expect(describe_('personal_sign', [hex, account])).toMatchObject({ message: { format: 'hex', hex } })
  })

  it('takes the parameters the other way round and plain text, as dapps send them', () => {
    expect(describe_('personal_sign', [account.toLowerCase(), stringToHex('hello')])).toEqual({
      method: 'personal_sign',
      account,
      message: { format: 'text', text: 'hello' },
    })
    expect(describe_('personal_sign', ['hello there', account])).toMatchObject({
      message: { format: 'text', text: 'hello there' },
    })
  })

  it('refuses a request without an account', () => {
    expect(() => describe_('personal_sign', ['0x68656c6c6f'])).toThrow(UnreadableRequestError)
    expect(() => describe_('personal_sign', ['0x68656c6c6f', 'me'])).toThrow('personal_sign names no account')
  })
})

const permit = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  domain: { name: 'USD Latch', version: '1', chainId: 31337, verifyingContract: usdl },
  message: {
    owner: account,
    spender: router,
    value: '1000000',
    nonce: 0,
    deadline: 1_900_000_000,
    note: 'unsigned',
  },
}

const mail = {
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallets', type: 'address[]' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: { name: 'Mailer', chainId: 1 },
  message: {
    from: { name: 'Cow', wallets: [account] },
    to: [{ name: 'Bob', wallets: [friend, stranger] }],
    contents: '<img src=x onerror=alert(1)>',
  },
}

describe('describeRequest: eth_signTypedData_v4', () => {
  it('shows the domain and the message as its types define it, values as strings', () => {
    expect(describe_('eth_signTypedData_v4', [account, JSON.stringify(permit)])).toEqual({
      method: 'eth_signTypedData_v4',
      account,
      primaryType: 'Permit',
      domain: [
        { key: 'name', value: 'USD Latch' },
        { key: 'version', value: '1' },
        { key: 'chainId', value: '31337' },
        { key: 'verifyingContract', value: usdl },
      ],
      // `note` is in the message but not in its types: it is not signed, so it is not shown.
      message: [
        { key: 'owner', value: account },
        { key: 'spender', value: router },
        { key: 'value', value: '1000000' },
        { key: 'nonce', value: '0' },
        { key: 'deadline', value: '1900000000' },
      ],
      truncated: false,
      warnings: [],
    })
  })

  it('nests structs and arrays, keeps text as data, and warns about another chain', () => {
    const description = describe_('eth_signTypedData_v4', [account, mail])
    expect(description).toMatchObject({
      domain: [
        { key: 'name', value: 'Mailer' },
        { key: 'chainId', value: '1' },
      ],
      message: [
        {
          key: 'from',
          children: [
            { key: 'name', value: 'Cow' },
            { key: 'wallets', children: [{ key: '0', value: account }] },
          ],
        },
        {
          key: 'to',
          children: [
            {
              key: '0',
              children: [
                { key: 'name', value: 'Bob' },
                {
                  key: 'wallets',
                  children: [
                    { key: '0', value: friend },
                    { key: '1', value: stranger },
                  ],
                },
              ],
            },
          ],
        },
        { key: 'contents', value: '<img src=x onerror=alert(1)>' },
      ],
      warnings: [
        { code: 'otherChain', of: 'signature', requested: '1', chain: { name: 'Latch Devnet', id: 31337 } },
      ],
    })
  })

  it('bounds the depth, the number of fields and the length of values', () => {
    const deep = {
      types: {
        Node: [
          { name: 'next', type: 'Node[]' },
          { name: 'label', type: 'string' },
        ],
      },
      primaryType: 'Node',
      domain: {},
      message: {} as Record<string, unknown>,
    }
    let node: Record<string, unknown> = { next: [], label: 'bottom' }
    for (let level = 0; level < 20; level += 1) node = { next: [node], label: 'x'.repeat(5_000) }
    deep.message = node
    const description = describe_('eth_signTypedData_v4', [account, JSON.stringify(deep)])
    if (description.method !== 'eth_signTypedData_v4') throw new Error('not typed data')
    expect(description.truncated).toBe(true)
    const depth = (nodes: TreeNode[]): number =>
      Math.max(0, ...nodes.map((child) => ('children' in child ? 1 + depth(child.children) : 1)))
    expect(depth(description.message)).toBeLessThanOrEqual(typedDataBounds.maxDepth)
    expect(JSON.stringify(description.message)).toContain(`${'x'.repeat(typedDataBounds.maxValueLength)}…`)

    const wide = {
      types: { List: [{ name: 'items', type: 'uint256[]' }] },
      primaryType: 'List',
      domain: {},
      message: { items: Array.from({ length: 5_000 }, (_, index) => index) },
    }
    const listed = describe_('eth_signTypedData_v4', [account, wide])
    if (listed.method !== 'eth_signTypedData_v4') throw new Error('not typed data')
    const [items] = listed.message
    expect(listed.truncated).toBe(true)
    expect(items && 'children' in items && items.children.length).toBeLessThan(typedDataBounds.maxNodes)
  })

  it('takes a hex chain id in the domain as the same chain', () => {
    const hexDomain = { ...permit, domain: { ...permit.domain, chainId: '0x7a69' } }
    expect(describe_('eth_signTypedData_v4', [account, hexDomain])).toMatchObject({ warnings: [] })
  })

  it('refuses malformed JSON, a missing type and values that do not fit their types', () => {
    expect(() => describe_('eth_signTypedData_v4', [account, '{"types": '])).toThrow(
      'The typed data is not valid JSON',
    )
    expect(() => describe_('eth_signTypedData_v4', [account, { ...permit, primaryType: 'Order' }])).toThrow(
      'The typed data has no type Order',
    )
    expect(() =>
      describe_('eth_signTypedData_v4', [
        account,
        { ...permit, message: { ...permit.message, owner: 'nobody' } },
      ]),
    ).toThrow('The typed data does not match its types')
    expect(() => describe_('eth_signTypedData_v4', [account, { message: {} }])).toThrow(
      UnreadableRequestError,
    )
    expect(() => describe_('eth_signTypedData_v4', ['me', permit])).toThrow('names no account')
  })
})

describe('describeRequest: eth_sendTransaction', () => {
  it('shows a plain transfer: recipient, value in ETH and USD, no call', () => {
    expect(send({ to: friend, value: '0x1bc16d674ec80000' })).toEqual({
      method: 'eth_sendTransaction',
      transaction: { from: account, to: friend, value: 2n * 10n ** 18n },
      from: account,
      to: friend,
      value: { raw: 2n * 10n ** 18n, formatted: '2', symbol: 'ETH', usd: '$5,000.00' },
      warnings: [],
    })
    expect(
      describeRequest({
        ...base,
        nativeUsdPrice: undefined,
        method: 'eth_sendTransaction',
        params: [{ from: account, to: friend, value: '0x1' }],
      }),
    ).toMatchObject({
      value: { raw: 1n, formatted: '0.000000000000000001', symbol: 'ETH' },
    })
    expect(send({ to: friend, value: '0x1' })).toMatchObject({ value: { usd: '< $0.01' } })
  })

  it('decodes an ERC-20 transfer of a known token in its decimals', () => {
    const data = encodeFunctionData({
      abi: erc20CallsAbi,
      functionName: 'transfer',
      args: [friend, parseUnits('12.5', 6)],
    })
    expect(send({ to: usdl, data })).toMatchObject({
      to: usdl,
      value: { raw: 0n, formatted: '0' },
      call: {
        kind: 'erc20Transfer',
        token: { symbol: 'USDL', decimals: 6 },
        recipient: friend,
        amount: { raw: 12_500_000n, formatted: '12.5', symbol: 'USDL' },
      },
      warnings: [],
    })
  })

  it('decodes an approve, flagging 2^255 and more as unlimited with a warning', () => {
    const approve = (amount: bigint) =>
      send({
        to: usdl,
        data: encodeFunctionData({ abi: erc20CallsAbi, functionName: 'approve', args: [router, amount] }),
      })
    expect(approve(parseUnits('100', 6))).toMatchObject({
      call: {
        kind: 'erc20Approve',
        spender: router,
        amount: { formatted: '100', symbol: 'USDL' },
        unlimited: false,
      },
      warnings: [],
    })
    for (const amount of [maxUint256, 2n ** 255n]) {
      const description = approve(amount)
      expect(description).toMatchObject({
        call: {
          kind: 'erc20Approve',
          unlimited: true,
          amount: { raw: amount, formatted: 'Unlimited' },
          warnings: [{ code: 'unlimitedApproval', spender: router, symbol: 'USDL' }],
        },
        warnings: [{ code: 'unlimitedApproval', spender: router, symbol: 'USDL' }],
      })
    }
    expect(approve(2n ** 255n - 1n)).toMatchObject({ call: { unlimited: false } })
  })

  it('shows calls to unknown contracts by their selector, warning about what looks like an unlimited approval', () => {
    const transfer = encodeFunctionData({ abi: erc20CallsAbi, functionName: 'transfer', args: [friend, 5n] })
    expect(send({ to: stranger, data: transfer })).toMatchObject({
      call: { kind: 'contractCall', selector: '0xa9059cbb' },
      warnings: [],
    })
    const approve = encodeFunctionData({
      abi: erc20CallsAbi,
      functionName: 'approve',
      args: [friend, maxUint256],
    })
    expect(send({ to: stranger, data: approve })).toMatchObject({
      call: {
        kind: 'contractCall',
        selector: '0x095ea7b3',
        warnings: [{ code: 'unlimitedApprovalGuess', spender: friend, contract: stranger }],
      },
    })
    expect(send({ to: usdl, data: '0xdeadbeef00' })).toMatchObject({
      call: { kind: 'contractCall', selector: '0xdeadbeef' },
    })
    expect(send({ to: router, data: '0x12' })).toMatchObject({
      call: { kind: 'contractCall', selector: '0x12' },
    })
  })

  it('decodes the router swaps: ETH for tokens, tokens for ETH, tokens for tokens, exact outputs', () => {
    const deadline = 1_900_000_000n
    const swap = (data: `0x${string}`, value = 0n) => send({ to: router, data, value: toHex(value) })
    expect(
      swap(
        encodeFunctionData({
          abi: routerSwapAbi,
          functionName: 'swapExactETHForTokens',
          args: [parseUnits('490', 18), [weth, ltch], account, deadline],
        }),
        10n ** 17n,
      ),
    ).toMatchObject({
      value: { formatted: '0.1', symbol: 'ETH', usd: '$250.00' },
      call: {
        kind: 'swap',
        functionName: 'swapExactETHForTokens',
        router,
        input: { symbol: 'ETH', address: 'native', amount: { formatted: '0.1' }, bound: 'exact' },
        output: {
          symbol: 'LTCH',
          address: ltch,
          amount: { formatted: '490', symbol: 'LTCH' },
          bound: 'at least',
        },
        path: ['WETH', 'LTCH'],
        recipient: account,
        deadline,
      },
      warnings: [],
    })
    expect(
      swap(
        encodeFunctionData({
          abi: routerSwapAbi,
          functionName: 'swapExactTokensForETH',
          args: [parseUnits('250', 6), 10n ** 16n, [usdl, weth], account, deadline],
        }),
      ),
    ).toMatchObject({
      call: {
        input: { symbol: 'USDL', amount: { formatted: '250' }, bound: 'exact' },
        output: { symbol: 'ETH', address: 'native', amount: { formatted: '0.01' }, bound: 'at least' },
      },
    })
    expect(
      swap(
        encodeFunctionData({
          abi: routerSwapAbi,
          functionName: 'swapExactTokensForTokens',
          args: [parseUnits('1', 6), 1n, [usdl, weth, ltch], account, deadline],
        }),
      ),
    ).toMatchObject({
      call: { path: ['USDL', 'WETH', 'LTCH'], input: { symbol: 'USDL' }, output: { symbol: 'LTCH' } },
    })
    expect(
      swap(
        encodeFunctionData({
          abi: routerSwapAbi,
          functionName: 'swapTokensForExactTokens',
          args: [parseUnits('5', 18), parseUnits('12', 6), [usdl, ltch], account, deadline],
        }),
      ),
    ).toMatchObject({
      call: {
        input: { symbol: 'USDL', amount: { formatted: '12' }, bound: 'at most' },
        output: { symbol: 'LTCH', amount: { formatted: '5' }, bound: 'exact' },
      },
    })
    expect(
      swap(
        encodeFunctionData({
          abi: routerSwapAbi,
          functionName: 'swapETHForExactTokens',
          args: [parseUnits('5', 18), [weth, ltch], account, deadline],
        }),
        10n ** 18n,
      ),
    ).toMatchObject({
      call: { input: { symbol: 'ETH', bound: 'at most' }, output: { symbol: 'LTCH', bound: 'exact' } },
    })
    expect(
      swap(
        encodeFunctionData({
          abi: routerSwapAbi,
          functionName: 'swapTokensForExactETH',
          args: [10n ** 18n, parseUnits('3000', 6), [usdl, weth], account, deadline],
        }),
      ),
    ).toMatchObject({
      call: {
        input: { symbol: 'USDL', bound: 'at most' },
        output: { symbol: 'ETH', address: 'native', bound: 'exact' },
      },
    })
    expect(
      swap(
        encodeFunctionData({
          abi: routerSwapAbi,
          functionName: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
          args: [1n, 1n, [stranger, weth], account, deadline],
        }),
      ),
    ).toMatchObject({
      call: {
        path: [stranger, 'WETH'],
        input: { symbol: stranger, amount: { formatted: '1' } },
        output: { symbol: 'ETH' },
      },
    })
  })

  it('warns when a swap pays someone else', () => {
    const data = encodeFunctionData({
      abi: routerSwapAbi,
      functionName: 'swapExactTokensForTokens',
      args: [1n, 1n, [usdl, ltch], stranger, 1n],
    })
    expect(send({ to: router, data })).toMatchObject({
      call: { recipient: stranger },
      warnings: [{ code: 'swapRecipient', recipient: stranger }],
    })
  })

  it('warns about another chain and a contract creation', () => {
    expect(send({ to: friend, chainId: '0x1' })).toMatchObject({
      warnings: [
        { code: 'otherChain', of: 'transaction', requested: '1', chain: { name: 'Latch Devnet', id: 31337 } },
      ],
    })
    const created = send({ data: '0x6080604052' })
    expect(created).toMatchObject({ warnings: [{ code: 'createsContract' }] })
    expect(created).not.toHaveProperty('to')
  })
})

describe('describeRequest', () => {
  it('refuses other methods and parameters that are not a list', () => {
    expect(() => describe_('eth_sign', [account, '0x00'])).toThrow(
      'eth_sign is not a signing request ApproveTransaction describes',
    )
    expect(() => describe_('personal_sign', { message: '0x00' })).toThrow(
      'personal_sign takes a list of parameters',
    )
  })
})

describe('describeRequest: Solana', () => {
  const solanaAccount = '4AFA9eoESTq9hNZrVQLN8j5R9UtrmoWTbyhtpUudJMKW'
  const solanaFriend = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU'
  const solana = (method: string, params: unknown) =>
    describeRequest({ ...base, method, params, account: solanaAccount, knownSolanaTokens: [] })

  it('shows a solana_signMessage message as text, or as hex when it is not printable', () => {
    const text = 'example.com wants you to sign in with your Solana account:'
    expect(
      solana('solana_signMessage', {
        message: base58.encode(new TextEncoder().encode(text)),
        pubkey: solanaAccount,
      }),
    ).toEqual({
      method: 'solana_signMessage',
      account: solanaAccount,
      message: { format: 'text', text },
    })
    expect(
      solana('solana_signMessage', {
        message: base58.encode(new Uint8Array([0, 1, 255])),
        pubkey: solanaAccount,
      }),
    ).toMatchObject({
      message: { format: 'hex', hex: '0x0001ff' },
    })
    expect(() => solana('solana_signMessage', { message: '0OIl', pubkey: solanaAccount })).toThrow(
      'The message is not base58',
    )
  })

  it('describes both transaction methods alike, for the account that signs', () => {
    const transaction = solanaWireTransaction(address(solanaAccount), [
      getTransferSolInstruction({
        source: createNoopSigner(address(solanaAccount)),
        destination: address(solanaFriend),
        amount: 10n ** 9n,
      }),
    ])
    for (const method of ['solana_signTransaction', 'solana_signAndSendTransaction'])
      expect(solana(method, { transaction })).toMatchObject({
        method,
        feePayer: solanaAccount,
        instructions: [{ kind: 'solTransfer', amount: { formatted: '1', symbol: 'SOL' } }],
      })
    expect(() =>
      describeRequest({ ...base, method: 'solana_signTransaction', params: { transaction } }),
    ).toThrow('No Solana account is connected to sign it')
  })
})

describe('describeRequest: Bitcoin', () => {
  const account = 'bcrt1qewm5l8xku2tx57g6f4rm2hu5lqr0w8v0uxq7lv'
  const bitcoin = (params: unknown) =>
    describeRequest({ ...base, method: 'bip122_signMessage', params, account, knownSolanaTokens: [] })

  it('shows a bip122_signMessage message as text, or as hex where it holds characters that do not print', () => {
    expect(bitcoin({ account, message: 'Prove you hold this address' })).toEqual({
      method: 'bip122_signMessage',
      account,
      message: { format: 'text', text: 'Prove you hold this address' },
    })
    expect(bitcoin({ account, message: 'a\u0000b' })).toMatchObject({
      message: { format: 'hex', hex: '0x610062' },
    })
    expect(() => bitcoin({ message: 'no account' })).toThrow(
      'bip122_signMessage takes a message and an account',
    )
  })
})

describe('describeRequest: NEAR', () => {
  const account = 'c4b8f2d1a9e7'.padEnd(64, '0')
  const nonce = new Uint8Array(32).fill(0xab)
  const near = (params: unknown, hostOrigin = 'https://app.example') =>
    describeRequest({ ...base, method: 'near_signMessage', params, account, hostOrigin }) as Extract<
      RequestDescription,
      { method: 'near_signMessage' }
    >

  it('shows a NEP-413 message with whom it is for, the callbackUrl and the nonce signed with it', () => {
    expect(
      near({
        message: 'Sign in to app.example',
        recipient: 'app.example',
        nonce,
        callbackUrl: 'https://app.example/in',
      }),
    ).toEqual({
      method: 'near_signMessage',
      account,
      message: { format: 'text', text: 'Sign in to app.example' },
      recipient: 'app.example',
      callbackUrl: 'https://app.example/in',
      nonce: `0x${'ab'.repeat(32)}`,
      warnings: [],
    })
    expect(near({ message: 'a\u0007', recipient: 'app.example', nonce })).toMatchObject({
      message: { format: 'hex', hex: '0x6107' },
    })
  })

  it("warns where the recipient is a domain other than the asking site's, and not for its subdomain or a NEAR account", () => {
    expect(near({ message: 'hi', recipient: 'bank.example', nonce }).warnings).toEqual([
      { code: 'nearOtherRecipient', recipient: 'bank.example', host: 'app.example' },
    ])
    expect(near({ message: 'hi', recipient: 'example', nonce }, 'https://www.example').warnings).toEqual([])
    for (const recipient of ['app.example', 'APP.example', 'game.near', 'app.testnet', 'f'.repeat(64)])
      expect(near({ message: 'hi', recipient, nonce }).warnings).toEqual([])
    expect(near({ message: 'hi', recipient: 'example', nonce }, 'https://shop.example').warnings).toEqual([])
    expect(
      near({ message: 'hi', recipient: 'app.example', nonce }, 'https://login.app.example').warnings,
    ).toEqual([])
  })

  it('refuses to describe what is not NEP-413: a nonce not of 32 bytes, no recipient', () => {
    for (const params of [
      { message: 'hi', recipient: 'app.example', nonce: new Uint8Array(31) },
      { message: 'hi', recipient: 'app.example', nonce: Array.from(nonce) },
      { message: 'hi', nonce },
      undefined,
    ])
      expect(() => near(params)).toThrow(
        'near_signMessage takes a message, a recipient and a nonce of 32 bytes',
      )
  })
})

describe('describeRequest: a NEAR transaction', () => {
  const key = KeyPair.fromRandom('ed25519')
  const account = Buffer.from(key.getPublicKey().data).toString('hex')
  const friend = KeyPair.fromRandom('ed25519').getPublicKey()
  const { addKey, deleteAccount, deleteKey, deployContract, fullAccessKey, functionCall, transfer } =
    actionCreators
  const transaction = (
    actions: ReturnType<typeof transfer>[],
    receiver = 'app.testnet',
    signer = account,
  ) => ({
    transaction: createTransaction(
      signer,
      key.getPublicKey(),
      receiver,
      5n,
      actions,
      new Uint8Array(32),
    ).encode(),
  })
  const read = (params: unknown) =>
    describeRequest({ ...base, method: 'near_signTransaction', params, account }) as Extract<
      RequestDescription,
      { method: 'near_signTransaction' }
    >

  it('says each action in words, what leaves the account and the gas its calls may burn', () => {
    expect(
      read(
        transaction([
          transfer(15n * 10n ** 23n),
          functionCall('ft_transfer', { receiver_id: 'bob.testnet', amount: '5' }, 30_000_000_000_000n, 1n),
          addKey(friend, actionCreators.functionCallAccessKey('app.testnet', ['vote', 'unvote'], 10n ** 23n)),
        ]),
      ),
    ).toEqual({
      method: 'near_signTransaction',
      signer: account,
      receiver: 'app.testnet',
      actions: [
        { kind: 'transfer', amount: '1.5 NEAR', account: 'app.testnet' },
        {
          kind: 'functionCall',
          method: 'ft_transfer',
          account: 'app.testnet',
          deposit: '0.000000000000000000000001 NEAR',
          gas: '30 TGas',
          args: { format: 'text', text: '{"receiver_id":"bob.testnet","amount":"5"}' },
        },
        {
          kind: 'addFunctionCallKey',
          key: friend.toString(),
          account: 'app.testnet',
          methods: ['vote', 'unvote'],
          contract: 'app.testnet',
          allowance: '0.1 NEAR',
        },
      ],
      deposit: '1.500000000000000000000001 NEAR',
      gas: '30 TGas',
      nonce: '5',
      blockHash: '11111111111111111111111111111111',
      warnings: [],
    })
  })

  it('warns of a key with full access, its own key removed, a contract deployed and the account deleted', () => {
    const described = read(
      transaction(
        [
          addKey(friend, fullAccessKey()),
          deleteKey(key.getPublicKey()),
          deployContract(new Uint8Array([0, 97, 115, 109])),
          deleteAccount('bob.testnet'),
        ],
        account,
      ),
    )
    expect(described.gas).toBeUndefined()
    expect(described.deposit).toBe('0 NEAR')
    expect(described.warnings).toEqual([
      { code: 'nearFullAccessKey', key: friend.toString(), account },
      { code: 'nearOwnKeyRemoved', account },
      { code: 'nearDeployContract', account },
      { code: 'nearDeleteAccount', account, beneficiary: 'bob.testnet' },
    ])
  })

  it('describes each of several transactions, and none where one cannot be read', () => {
    const params = {
      transactions: [transaction([transfer(1n)]).transaction, transaction([transfer(2n)]).transaction],
    }
    const described = describeRequest({ ...base, method: 'near_signTransactions', params, account })
    expect(described).toMatchObject({
      method: 'near_signTransactions',
      transactions: [
        {
          actions: [{ kind: 'transfer', amount: '0.000000000000000000000001 NEAR', account: 'app.testnet' }],
        },
        {
          actions: [{ kind: 'transfer', amount: '0.000000000000000000000002 NEAR', account: 'app.testnet' }],
        },
      ],
    })
    const mixed = { transactions: [params.transactions[0], new Uint8Array([1])] }
    expect(() =>
      describeRequest({ ...base, method: 'near_signTransactions', params: mixed, account }),
    ).toThrow('The transaction ends too soon')
  })

  it("cannot show another account's transaction, or bytes that are not a transaction", () => {
    expect(() => read(transaction([transfer(1n)], 'app.testnet', 'mallory.testnet'))).toThrow(
      'The transaction is signed by mallory.testnet, not by this account',
    )
    expect(() => read({ transaction: new Uint8Array([1, 2, 3]) })).toThrow('The transaction ends too soon')
    expect(() => read({ transaction: 'AAAA' })).toThrow('near_signTransaction takes a transaction')
  })
})
