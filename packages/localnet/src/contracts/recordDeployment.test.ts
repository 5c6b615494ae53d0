import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Deployment } from './deployContracts.mjs'
import { recordDeployment } from './recordDeployment.mjs'

function deploymentOn(chainId: number, deployBlock = 1): Deployment {
  return {
    chainId,
    caipNetworkId: `eip155:${chainId}`,
    deployBlock,
    deployer: '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
    multicall: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
    weth: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
    factory: '0xe1DA8919f262Ee86f9BE05059C9280142CF23f48',
    router: '0x0C8E79F3534B00D9a3D4a856B665Bf4eBC22f2ba',
    usdToken: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
    tokens: [],
    pairs: [],
    smartAccounts: {
      entryPoint: '0x49EA5126fD67f877b62dDC0144DBeb42591DF7bb',
      accountFactory: '0x2fb5e98f1eFE95aE50F9BecAfCE660701aD8D9be',
      accountImplementation: '0x674D53a841dd0bfc6f9eB2E096DDA7d0F9EC1b89',
      paymaster: '0x5E388db7c3aef7deA9585FbE3c077f0c98857d0d',
    },
  }
}

let dir: string
let filePath: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'latch-record-'))
  filePath = join(dir, '.latch/deployments.json')
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

async function readJson() {
  return JSON.parse(await readFile(filePath, 'utf8'))
}

describe('recordDeployment', () => {
  it('creates the file with the one chain', async () => {
    expect(await recordDeployment(filePath, deploymentOn(31337))).toEqual({ 31337: deploymentOn(31337) })
    expect(await readJson()).toEqual({ 31337: deploymentOn(31337) })
  })

  it("keeps the other chains' entries and replaces the same chain's", async () => {
    await recordDeployment(filePath, deploymentOn(31337))
    await recordDeployment(filePath, deploymentOn(31338))
    await recordDeployment(filePath, deploymentOn(31337, 5))
    expect(await readJson()).toEqual({ 31337: deploymentOn(31337, 5), 31338: deploymentOn(31338) })
  })

  it('replaces a file that is not a JSON object', async () => {
    await recordDeployment(filePath, deploymentOn(31338))
    await writeFile(filePath, '[1, 2')
    await recordDeployment(filePath, deploymentOn(31337))
    expect(await readJson()).toEqual({ 31337: deploymentOn(31337) })
    await writeFile(filePath, '[1, 2]')
    await recordDeployment(filePath, deploymentOn(31337))
    expect(await readJson()).toEqual({ 31337: deploymentOn(31337) })
  })
})
