import {
  type Hex,
  keccak256,
  parseEther,
  parseTransaction,
  recoverTransactionAddress,
  stringToHex,
  type TransactionSerialized,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { type CreateDevWalletParameters, createDevWallet, type DevWalletStorage } from './createDevWallet'
import type { DevWalletPrompt } from './DevWalletPrompt'

const devAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const rpcUrls = { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' }

function memoryStorage(): DevWalletStorage {
  const values = new Map<string, string>()
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value) }
}

type JsonRpcCall = { url: string; method: string; params: unknown[] }

/** A fake node: answers each method from `answers` and records the calls. */
function fakeNodes(answers: Record<string, (call: JsonRpcCall) => unknown>) {
  const calls: JsonRpcCall[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const { id, method, params } = JSON.parse(String(init?.body))
    const call = { url: String(input), method, params }
    calls.push(call)
    const answer = answers[method]
    const body = answer
      ? { jsonrpc: '2.0', id, result: answer(call) }
      : { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }
  return { calls, fetch }
}

function setup(overrides: Partial<CreateDevWalletParameters> = {}) {
  const prompts: DevWalletPrompt[] = []
  const answer = { approve: true }
  const prompt = vi.fn(async (request: DevWalletPrompt) => {
    prompts.push(request)
    return answer.approve
  })
  const storage = overrides.storage ?? memoryStorage()
  const wallet = createDevWallet({ prompt, storage, rpcUrls, ...overrides })
  return { wallet, prompt, prompts, answer, storage }
}

async function connected(overrides: Partial<CreateDevWalletParameters> = {}) {
  const context = setup(overrides)
  await context.wallet.request({ method: 'eth_requestAccounts' })
  context.prompts.length = 0
  return context
}

describe('createDevWallet: authorization', () => {
  it('has no accounts until the user approves the connection', async () => {
    const { wallet, prompts } = setup()
    const accountsChanged = vi.fn()
    wallet.on('accountsChanged', accountsChanged)
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([devAddress])
    expect(prompts).toEqual([{ type: 'connect', address: devAddress }])
    expect(accountsChanged).toHaveBeenCalledWith([devAddress])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([devAddress])
  })

  it('does not ask again once authorized', async () => {
    const { wallet, prompts } = await connected()
    expect(await wallet.request({ method: 'eth_requestAccounts' })).toEqual([devAddress])
    expect(prompts).toEqual([])
  })

  it('asks once for concurrent connection requests', async () => {
    const { wallet, prompt } = setup()
    const both = await Promise.all([
      wallet.request({ method: 'eth_requestAccounts' }),
      wallet.request({ method: 'eth_requestAccounts' }),
    ])
    expect(both).toEqual([[devAddress], [devAddress]])
    expect(prompt).toHaveBeenCalledOnce()
  })

  it('stays authorized after a reload (a new wallet on the same storage)', async () => {
    const { storage } = await connected()
    const reloaded = setup({ storage })
    expect(await reloaded.wallet.request({ method: 'eth_accounts' })).toEqual([devAddress])
    expect(await reloaded.wallet.request({ method: 'eth_requestAccounts' })).toEqual([devAddress])
    expect(reloaded.prompts).toEqual([])
  })

  it('rejects with 4001 when the user rejects the connection, and stays unauthorized', async () => {
    const { wallet, answer } = setup()
    answer.approve = false
    await expect(wallet.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('revokes: accounts become empty, accountsChanged [] is emitted, and a reload stays revoked', async () => {
    const { wallet, storage } = await connected()
    const accountsChanged = vi.fn()
    wallet.on('accountsChanged', accountsChanged)
    expect(
      await wallet.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    expect(accountsChanged).toHaveBeenCalledWith([])
    expect(await wallet.request({ method: 'eth_accounts' })).toEqual([])
    expect(await setup({ storage }).wallet.request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('createDevWallet: signing', () => {
  it('personal_sign shows the message as text and signs it so that verifyMessage accepts it', async () => {
    const { wallet, prompts } = await connected()
    const message = 'Hello from the Latch host demo'
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: [stringToHex(message), devAddress.toLowerCase()],
    })) as Hex
    expect(prompts).toEqual([{ type: 'signMessage', message }])
    expect(await verifyMessage({ address: devAddress, message, signature })).toBe(true)
  })

  it('personal_sign of bytes that are not text shows the hex and signs the raw bytes', async () => {
    const { wallet, prompts } = await connected()
    const signature = (await wallet.request({
      method: 'personal_sign',
      params: ['0xff00', devAddress],
    })) as Hex
    expect(prompts).toEqual([{ type: 'signMessage', message: '0xff00' }])
    expect(await verifyMessage({ address: devAddress, message: { raw: '0xff00' }, signature })).toBe(true)
  })

  it('rejects a signature with 4001 when the user rejects it', async () => {
    const { wallet, answer } = await connected()
    answer.approve = false
    await expect(
      wallet.request({ method: 'personal_sign', params: [stringToHex('hi'), devAddress] }),
    ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('refuses to sign with 4100, without asking, before authorization or for another account', async () => {
    const unauthorized = setup()
    await expect(
      unauthorized.wallet.request({ method: 'personal_sign', params: [stringToHex('hi'), devAddress] }),
    ).rejects.toMatchObject({ code: 4100 })
    expect(unauthorized.prompt).not.toHaveBeenCalled()

    const { wallet, prompt } = await connected()
    prompt.mockClear()
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await expect(wallet.request({ method: 'personal_sign', params: ['0x68', other] })).rejects.toMatchObject({
      code: 4100,
    })
    expect(prompt).not.toHaveBeenCalled()
  })

  it('eth_signTypedData_v4 asks, then signs what verifyTypedData accepts', async () => {
    const { wallet, prompts } = await connected()
    const typedData = {
      domain: { name: 'Latch Demo', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Greeting: [
          { name: 'text', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Greeting',
      message: { text: 'gm', amount: '1000' },
    } as const
    const signature = (await wallet.request({
      method: 'eth_signTypedData_v4',
      params: [devAddress, JSON.stringify(typedData)],
    })) as Hex
    expect(prompts).toEqual([
      {
        type: 'signTypedData',
        primaryType: 'Greeting',
        domainName: 'Latch Demo',
        message: JSON.stringify(typedData.message, null, 2),
      },
    ])
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address: devAddress,
        domain: typedData.domain,
        types,
        primaryType: 'Greeting',
        message: { text: 'gm', amount: 1000n },
        signature,
      }),
    ).toBe(true)
  })

  it('eth_signTypedData_v4 needs authorization', async () => {
    const { wallet } = setup()
    await expect(
      wallet.request({ method: 'eth_signTypedData_v4', params: [devAddress, '{}'] }),
    ).rejects.toMatchObject({ code: 4100 })
  })
})

describe('createDevWallet: chains', () => {
  it('starts on the lowest chain id and answers eth_chainId in hex, net_version in decimal', async () => {
    const { wallet } = setup()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await wallet.request({ method: 'net_version' })).toBe('31337')
  })

  it('switches chain: emits chainChanged with the hex id and persists the chain', async () => {
    const { wallet, storage } = setup()
    const chainChanged = vi.fn()
    wallet.on('chainChanged', chainChanged)
    expect(
      await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).toBeNull()
    expect(chainChanged).toHaveBeenCalledWith('0x7a6a')
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await setup({ storage }).wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('does not emit chainChanged when already on the chain', async () => {
    const { wallet } = setup()
    const chainChanged = vi.fn()
    wallet.on('chainChanged', chainChanged)
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(chainChanged).not.toHaveBeenCalled()
  })

  it('rejects an unknown chain with 4902 and stays on its chain', async () => {
    const { wallet } = setup()
    const chainChanged = vi.fn()
    wallet.on('chainChanged', chainChanged)
    await expect(
      wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902, message: 'Unrecognized chain ID' })
    expect(chainChanged).not.toHaveBeenCalled()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('accepts wallet_addEthereumChain for the devnets only, with the fields a chain needs', async () => {
    const { wallet } = setup()
    const devnetB = { chainId: '0x7a6a', chainName: 'Latch Devnet B', rpcUrls: ['http://127.0.0.1:8546'] }
    expect(await wallet.request({ method: 'wallet_addEthereumChain', params: [devnetB] })).toBeNull()
    await expect(
      wallet.request({ method: 'wallet_addEthereumChain', params: [{ ...devnetB, chainId: '0x89' }] }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      wallet.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('answers 4902 for a devnet not added yet, and switches once the dapp added it (remembered)', async () => {
    const { wallet, storage } = setup({ addedChainIds: [31337] })
    const switchToB = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }
    await expect(wallet.request(switchToB)).rejects.toMatchObject({ code: 4902 })
    await wallet.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x7a6a', chainName: 'Latch Devnet B', rpcUrls: ['http://127.0.0.1:8546'] }],
    })
    expect(await wallet.request(switchToB)).toBeNull()
    expect(await wallet.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    const again = setup({ addedChainIds: [31337], storage }).wallet
    expect(await again.request(switchToB)).toBeNull()
  })

  it('ignores a stored chain it does not know', async () => {
    const storage = memoryStorage()
    storage.set('latch-dev-wallet:chainId', '1')
    expect(await setup({ storage }).wallet.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })
})

describe('createDevWallet: the node', () => {
  it('forwards other methods as JSON-RPC to the current chain, keeping the node errors', async () => {
    const nodes = fakeNodes({ eth_blockNumber: () => '0x10' })
    const { wallet } = setup({ fetch: nodes.fetch })
    expect(await wallet.request({ method: 'eth_blockNumber' })).toBe('0x10')
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await wallet.request({ method: 'eth_blockNumber' })
    expect(nodes.calls.map(({ url, method, params }) => [url, method, params])).toEqual([
      ['http://127.0.0.1:8545', 'eth_blockNumber', []],
      ['http://127.0.0.1:8546', 'eth_blockNumber', []],
    ])
    await expect(wallet.request({ method: 'eth_getCode', params: ['0x0'] })).rejects.toMatchObject({
      code: -32601,
    })
  })

  it('says which node it could not reach', async () => {
    const { wallet } = setup({ fetch: () => Promise.reject(new TypeError('fetch failed')) })
    await expect(wallet.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      code: 4901,
      message: expect.stringContaining('http://127.0.0.1:8545'),
    })
  })

  it("never forwards signing methods, which the node's unlocked accounts would sign unasked", async () => {
    const nodes = fakeNodes({})
    const { wallet } = await connected({ fetch: nodes.fetch })
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'eth_signTypedData_v3',
      'personal_sendTransaction',
    ]) {
      await expect(wallet.request({ method, params: [devAddress, '0x00'] })).rejects.toMatchObject({
        code: 4200,
      })
    }
    expect(nodes.calls).toEqual([])
  })

  it('eth_sendTransaction asks with to and value, signs locally and sends the raw transaction', async () => {
    let raw: TransactionSerialized | undefined
    const nodes = fakeNodes({
      eth_chainId: ({ url }) => (url.endsWith(':8546') ? '0x7a6a' : '0x7a69'),
      eth_getTransactionCount: () => '0x3',
      eth_estimateGas: () => '0x5208',
      eth_getBlockByNumber: () => ({ number: '0x1', baseFeePerGas: '0x3b9aca00', transactions: [] }),
      eth_maxPriorityFeePerGas: () => '0x1',
      eth_gasPrice: () => '0x3b9aca00',
      eth_sendRawTransaction: ({ params }) => {
        raw = params[0] as TransactionSerialized
        return keccak256(raw)
      },
    })
    const { wallet, prompts } = await connected({ fetch: nodes.fetch })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = await wallet.request({
      method: 'eth_sendTransaction',
      params: [{ from: devAddress, to, value: '0x2386f26fc10000' }],
    })

    expect(prompts).toEqual([
      { type: 'sendTransaction', chainId: 31338, to, value: parseEther('0.01'), data: undefined },
    ])
    if (!raw) throw new Error('no raw transaction was sent')
    expect(hash).toBe(keccak256(raw))
    const sent = parseTransaction(raw)
    expect(sent).toMatchObject({ chainId: 31338, to: to.toLowerCase(), value: parseEther('0.01'), nonce: 3 })
    expect(await recoverTransactionAddress({ serializedTransaction: raw })).toBe(devAddress)
    expect(sent.gas).toBe(21000n)
    expect(new Set(nodes.calls.map((call) => call.url))).toEqual(new Set(['http://127.0.0.1:8546']))
  })

  it('eth_sendTransaction rejected by the user sends nothing', async () => {
    const nodes = fakeNodes({})
    const { wallet, answer } = await connected({ fetch: nodes.fetch })
    answer.approve = false
    await expect(
      wallet.request({ method: 'eth_sendTransaction', params: [{ from: devAddress, to: devAddress }] }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(nodes.calls).toEqual([])
  })
})
