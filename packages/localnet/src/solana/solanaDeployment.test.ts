import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { solanaUsdl } from './solanaCluster.mjs'
import { solanaDeployment, solanaDeploymentsFilePath, writeSolanaDeployments } from './solanaDeployment.mjs'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'latch-solana-deployments-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('solanaDeployment', () => {
  it('names the local cluster solana:localnet, with USDL at its fixed mint and SOL at a reference price', () => {
    expect(solanaDeployment('GenesisHash111')).toEqual({
      caipNetworkId: 'solana:localnet',
      genesisHash: 'GenesisHash111',
      nativeUsdPrice: 150,
      tokens: [
        { mint: solanaUsdl.mint.address, symbol: 'USDL', name: 'Latch USD', decimals: 6, usdPrice: 1 },
      ],
    })
  })
})

describe('solanaDeploymentsFilePath', () => {
  it('is solana.json beside the deployments file, wherever LATCH_DEPLOYMENTS_FILE puts that', () => {
    expect(solanaDeploymentsFilePath('/repo', {})).toBe('/repo/.latch/solana.json')
    expect(solanaDeploymentsFilePath('/repo', { LATCH_DEPLOYMENTS_FILE: 'tmp/a/deployments.json' })).toBe(
      '/repo/tmp/a/solana.json',
    )
  })
})

describe('writeSolanaDeployments', () => {
  it('writes the deployments keyed by their CAIP-2 id', async () => {
    const file = join(dir, 'solana.json')
    const deployment = solanaDeployment('GenesisHash222')
    await writeSolanaDeployments(file, [deployment])
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ 'solana:localnet': deployment })
  })
})
