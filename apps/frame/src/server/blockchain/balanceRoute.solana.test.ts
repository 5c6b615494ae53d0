import { makeSolanaMint, sendSolanaTransaction, solanaDevKeys, solanaUsdl } from '@latch/localnet/solana'
import { address, createKeyPairSignerFromPrivateKeyBytes, generateKeyPairSigner } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localSolanaNetwork } from '@/networks/knownSolanaNetworks'
import { handleApiRequest } from '../api/handleApiRequest'
import { createSolanaClusters } from '../solana/createSolanaClusters'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { balanceRoute } from './balanceRoute'

// The balance route on a real local Solana cluster (Surfpool's runtime): SOL and USDL as the cluster
// holds them, priced at the deployment's reference prices.
let services: TestServices
beforeAll(async () => {
  services = await createTestServices({ solana: true })
}, 60_000)
afterAll(() => services.close())

async function balances(account: string, query: string, projectId = 'latch-multi') {
  const response = await handleApiRequest(
    apiRequest(`/api/v1/account/${account}/balance?projectId=${projectId}&currency=usd&${query}`),
    balanceRoute,
    { services, params: { address: account } },
  )
  return { status: response.status, body: await response.json() }
}

const devKey = (index: number) => {
  const key = solanaDevKeys[index]
  if (!key) throw new Error(`no Solana dev keypair ${index}`)
  return key
}

describe('GET /api/v1/account/{address}/balance on solana:localnet', () => {
  it("lists a dev keypair's SOL and USDL, priced at the cluster's reference prices", async () => {
    const { status, body } = await balances(devKey(3).address, 'chainId=solana:localnet')
    expect(status).toBe(200)
    expect(body).toEqual({
      balances: [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: 'solana:localnet',
          value: 150_000,
          price: 150,
          quantity: { decimals: '9', numeric: '1000' },
          iconUrl: 'http://127.0.0.1:3000/api/public/getTokenImage/SOL',
        },
        {
          name: 'Latch USD',
          symbol: 'USDL',
          chainId: 'solana:localnet',
          address: `solana:localnet:${solanaUsdl.mint.address}`,
          value: 10_000,
          price: 1,
          quantity: { decimals: '6', numeric: '10000' },
          iconUrl: 'http://127.0.0.1:3000/api/public/getTokenImage/USDL',
        },
      ],
    })
  })

  it('reads what a transfer moved, leaves out what an account holds none of, and takes CAIP-10', async () => {
    const stranger = (await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(7))).address
    expect((await balances(stranger, 'chainId=solana:localnet')).body).toEqual({ balances: [] })

    const payer = await createKeyPairSignerFromPrivateKeyBytes(devKey(4).privateKey)
    const cluster = services.solana.get('solana:localnet')
    if (!cluster) throw new Error('no test cluster')
    await sendSolanaTransaction(cluster.rpc, payer, [
      getTransferSolInstruction({ source: payer, destination: address(stranger), amount: 2_500_000_000n }),
    ])
    await expect
      .poll(
        async () =>
          (
            await balances(
              `solana:localnet:${stranger}`,
              'chainId=solana:localnet&forceUpdate=solana:localnet:So11111111111111111111111111111111111111112',
            )
          ).body,
        { timeout: 10_000 },
      )
      .toMatchObject({ balances: [{ symbol: 'SOL', quantity: { numeric: '2.5' }, value: 375 }] })
  })

  it('lists the tokens the deployment does not know, of both token programs, by their mints and unpriced', async () => {
    const cluster = services.solana.get('solana:localnet')
    if (!cluster) throw new Error('no test cluster')
    const owner = (await generateKeyPairSigner()).address
    const classic = await makeSolanaMint(cluster.rpc, {
      program: 'token',
      decimals: 0,
      from: 4,
      holders: [{ owner, amount: 7n }],
    })
    const points = await makeSolanaMint(cluster.rpc, {
      program: 'token-2022',
      decimals: 2,
      from: 4,
      holders: [{ owner, amount: 1_250n }],
    })
    const { status, body } = await balances(owner, 'chainId=solana:localnet')
    expect(status).toBe(200)
    const unknown = (mint: string, numeric: string, decimals: string) => ({
      name: mint,
      symbol: `${mint.slice(0, 4)}…`,
      chainId: 'solana:localnet',
      address: `solana:localnet:${mint}`,
      quantity: { decimals, numeric },
      // No price is known: the route's convention for such a token (as on the devnets) is 0.
      price: 0,
      value: 0,
      iconUrl: expect.any(String),
    })
    expect(body.balances).toEqual(
      [unknown(classic.mint, '7', '0'), unknown(points.mint, '12.5', '2')].sort((a, b) =>
        a.name < b.name ? -1 : 1,
      ),
    )
  })

  it('answers 502 naming the cluster when it does not answer', async () => {
    const down = createSolanaClusters([{ ...localSolanaNetwork, rpcUrl: 'http://127.0.0.1:9' }], {})
    const response = await handleApiRequest(
      apiRequest(
        `/api/v1/account/${devKey(3).address}/balance?projectId=latch-multi&chainId=solana:localnet`,
      ),
      balanceRoute,
      { services: { ...services, solana: down }, params: { address: devKey(3).address } },
    )
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ error: 'The Solana cluster solana:localnet did not answer' })
  })

  it('answers 400 naming the address for one that is not Solana on a solana network, and none where the project does not list it', async () => {
    const evm = await balances('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'chainId=solana:localnet')
    expect(evm).toEqual({
      status: 400,
      body: {
        error: "Invalid parameter 'address': Expected a base58 Solana address or a solana CAIP-10 account",
        parameter: 'address',
      },
    })
    const solanaOnEvm = await balances(devKey(3).address, 'chainId=eip155:31337')
    expect(solanaOnEvm.status).toBe(400)
    expect(solanaOnEvm.body.parameter).toBe('address')
    expect((await balances(devKey(3).address, 'chainId=solana:localnet', 'latch-dev')).body).toEqual({
      balances: [],
    })
  })
})
