import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Deployment } from './deployContracts.mjs'
import { deploymentsFilePath, writeDeployments } from './writeDeployments.mjs'

const deployment: Deployment = {
  chainId: 31337,
  caipNetworkId: 'eip155:31337',
  deployBlock: 1,
  deployer: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
  multicall: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  weth: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  factory: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
  router: '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba',
  usdToken: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
  tokens: [
    {
      address: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
      symbol: 'USDL',
      name: 'Latch USD',
      decimals: 6,
      usdPrice: 1,
    },
  ],
  pairs: [],
  smartAccounts: {
    entryPoint: '0x49EA5126fD67f877b62dDC0144DBeb42591DF7bb',
    accountFactory: '0x2fb5e98f1eFE95aE50F9BecAfCE660701aD8D9be',
    accountImplementation: '0x674D53a841dd0bfc6f9eB2E096DDA7d0F9EC1b89',
    paymaster: '0x5E388db7c3aef7deA9585FbE3c077f0c98857d0d',
  },
}

let dir: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'latch-deployments-'))
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('writeDeployments', () => {
  it('writes the deployments as JSON, creating the folder, and leaves no temporary file behind', async () => {
    const filePath = join(dir, '.latch/deployments.json')
    await writeDeployments(filePath, { 31337: deployment })
    expect(JSON.parse(await readFile(filePath, 'utf8'))).toEqual({ 31337: deployment })
    expect(await readdir(join(dir, '.latch'))).toEqual(['deployments.json'])
  })

  it('replaces an existing file whole', async () => {
    const filePath = join(dir, 'deployments.json')
    await writeFile(
      filePath,
      JSON.stringify({ 31338: { ...deployment, chainId: 31338 }, padding: 'x'.repeat(10_000) }),
    )
    await writeDeployments(filePath, { 31337: deployment })
    expect(JSON.parse(await readFile(filePath, 'utf8'))).toEqual({ 31337: deployment })
  })
})

describe('deploymentsFilePath', () => {
  it('is .latch/deployments.json under the root by default', () => {
    expect(deploymentsFilePath('/repo', {})).toBe('/repo/.latch/deployments.json')
  })

  it('follows LATCH_DEPLOYMENTS_FILE, taking a relative one from the root', () => {
    expect(deploymentsFilePath('/repo', { LATCH_DEPLOYMENTS_FILE: '/tmp/d.json' })).toBe('/tmp/d.json')
    expect(deploymentsFilePath('/repo', { LATCH_DEPLOYMENTS_FILE: 'out/d.json' })).toBe('/repo/out/d.json')
  })
})
