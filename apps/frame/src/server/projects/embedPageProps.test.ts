import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { embedPageProps } from './embedPageProps'
import { devProject, shopProject, storeOf } from './internal/testProjects'

const store = storeOf(devProject, { ...shopProject, restrictedTimeZones: ['Asia/Tokyo'] })
const usdlMint = 'Hp4A4kVeZ1uWHnHNMxG8nAoWFHH1vK3y3sTaD5yYtD6c'
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`

let dir: string | undefined
afterEach(() => {
  vi.unstubAllEnvs()
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

function deploymentsFile(): string {
  dir = mkdtempSync(join(tmpdir(), 'latch-embed-props-'))
  const file = join(dir, 'deployments.json')
  const token = { address: address(9), symbol: 'USDC', name: 'USD Coin', decimals: 6, usdPrice: 1 }
  const deployment = {
    chainId: 31337,
    caipNetworkId: 'eip155:31337',
    deployBlock: 1,
    deployer: address(1),
    multicall: address(2),
    weth: address(3),
    factory: address(4),
    router: address(5),
    usdToken: address(9),
    tokens: [token],
    pairs: [],
  }
  writeFileSync(file, JSON.stringify({ 31337: deployment }))
  const usdl = { mint: usdlMint, symbol: 'USDL', name: 'Latch USD', decimals: 6, usdPrice: 1 }
  const cluster = {
    caipNetworkId: 'solana:localnet',
    genesisHash: 'G3nesis',
    nativeUsdPrice: 150,
    tokens: [usdl],
  }
  writeFileSync(join(dir, 'solana.json'), JSON.stringify({ 'solana:localnet': cluster }))
  return file
}

describe('embedPageProps', () => {
  it("gives the project's modal props, with the devnets' router and tokens", async () => {
    vi.stubEnv('LATCH_DEPLOYMENTS_FILE', deploymentsFile())
    vi.stubEnv('LATCH_MODE', 'local')
    vi.stubEnv('LATCH_WC_RELAY_URL', undefined)
    vi.stubEnv('LATCH_WC_PROJECT_ID', undefined)
    expect(await embedPageProps('latch-dev', store)).toEqual({
      kind: 'ok',
      projectId: 'latch-dev',
      allowedOriginPatterns: ['http://localhost:*'],
      networks: ['eip155:31337', 'eip155:31338'],
      walletConnect: { relayUrl: 'ws://127.0.0.1:5555', projectId: 'latch-dev', local: true },
      knownContracts: [
        {
          chainId: 31337,
          routers: [address(5)],
          tokens: [{ address: address(9), symbol: 'USDC', decimals: 6 }],
        },
      ],
      knownSolanaTokens: [
        { caipNetworkId: 'solana:localnet', tokens: [{ mint: usdlMint, symbol: 'USDL', decimals: 6 }] },
      ],
      sponsorGas: true,
      restrictedTimeZones: [],
    })
  })

  it('is JSON as it is, as getServerSideProps needs: no WalletConnect is null, no sponsorGas false', async () => {
    vi.stubEnv('LATCH_DEPLOYMENTS_FILE', join(tmpdir(), 'latch-no-such-deployments.json'))
    vi.stubEnv('LATCH_MODE', 'upstream')
    vi.stubEnv('LATCH_WC_PROJECT_ID', undefined)
    const props = await embedPageProps('shop', store)
    expect(props).toMatchObject({
      kind: 'ok',
      walletConnect: null,
      knownContracts: [],
      knownSolanaTokens: [],
      sponsorGas: false,
      restrictedTimeZones: ['Asia/Tokyo'],
    })
    expect(JSON.parse(JSON.stringify(props))).toEqual(props)
  })

  it('gives the alert for a missing or unknown projectId', async () => {
    expect(await embedPageProps(undefined, store)).toEqual({
      kind: 'error',
      title: 'Project ID Not Configured',
      message: 'Pass a projectId to createLatch().',
    })
    expect(await embedPageProps('nobody', store)).toEqual({
      kind: 'error',
      title: 'Invalid App Configuration',
      message: 'The project ID is invalid. Check the projectId you passed to Latch.',
    })
  })
})
