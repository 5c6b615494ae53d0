import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Artifacts } from './compileContracts.mjs'
import { compileContracts } from './compileContracts.mjs'

const counter = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

contract Counter {
    uint256 public count;

    function increment() external {
        count += 1;
    }
}
`

const shapes = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.37;

interface IShape {
    function area() external view returns (uint256);
}

abstract contract Shape is IShape {}

contract Square is Shape {
    function area() external pure returns (uint256) {
        return 4;
    }
}
`

const creationCode = /^0x[0-9a-f]{100,}$/

// Each compile of even a tiny contract takes solc-js a second or two, so the tests share one.
let root: string
let project: { contractsDir: string; cacheFile: string }
let compiled: Artifacts

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'latch-compile-'))
  project = { contractsDir: join(root, 'contracts'), cacheFile: join(root, 'contracts/cache/contracts.json') }
  await mkdir(join(project.contractsDir, 'cache'), { recursive: true })
  await writeFile(join(project.contractsDir, 'Counter.sol'), counter)
  await writeFile(join(project.contractsDir, 'Shapes.sol'), shapes)
  await writeFile(project.cacheFile, '{"key": ')
  compiled = await compileContracts(project)
}, 30_000)

afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('compileContracts', () => {
  it('compiles the deployable contracts into ABIs and creation code, leaving interfaces and abstract ones out', () => {
    expect(Object.keys(compiled).sort()).toEqual(['Counter', 'Square'])
    expect(compiled.Counter?.bytecode).toMatch(creationCode)
    expect(compiled.Counter?.abi).toContainEqual(
      expect.objectContaining({ type: 'function', name: 'increment', inputs: [] }),
    )
  })

  it('replaced the corrupt cache with the artifacts and a sha256 key', async () => {
    expect(JSON.parse(await readFile(project.cacheFile, 'utf8'))).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{64}$/),
      artifacts: compiled,
    })
  })

  it('answers from the cache while the sources are the same, and compiles again when they change', async () => {
    const copy = { contractsDir: join(root, 'copy'), cacheFile: join(root, 'copy/cache/contracts.json') }
    await cp(project.contractsDir, copy.contractsDir, { recursive: true })
    const cache = JSON.parse(await readFile(copy.cacheFile, 'utf8'))
    // A marker no compile would produce proves that the answer came from the cache.
    cache.artifacts.Counter.bytecode = '0xcached'
    await writeFile(copy.cacheFile, JSON.stringify(cache))

    expect((await compileContracts(copy)).Counter?.bytecode).toBe('0xcached')

    await writeFile(join(copy.contractsDir, 'Counter.sol'), counter.replace('count += 1', 'count += 2'))
    const recompiled = await compileContracts(copy)
    expect(recompiled.Counter?.bytecode).toMatch(creationCode)
    expect(recompiled.Counter?.bytecode).not.toBe(compiled.Counter?.bytecode)
    expect(JSON.parse(await readFile(copy.cacheFile, 'utf8')).key).not.toBe(cache.key)
  }, 30_000)

  it("rejects with solc's messages when a contract does not compile, caching nothing", async () => {
    const broken = { contractsDir: join(root, 'broken'), cacheFile: join(root, 'broken/cache.json') }
    await mkdir(broken.contractsDir)
    await writeFile(
      join(broken.contractsDir, 'Broken.sol'),
      'pragma solidity ^0.8.37;\ncontract Broken { uint256 x = ; }\n',
    )
    await expect(compileContracts(broken)).rejects.toThrow(/Solidity compilation failed:\n.*Broken\.sol/s)
    await expect(readFile(broken.cacheFile)).rejects.toThrow('ENOENT')
  }, 30_000)

  it('reads imports from @account-abstraction and @openzeppelin only, keeping their contracts but not their libraries', async () => {
    const importing = { contractsDir: join(root, 'importing'), cacheFile: join(root, 'importing/cache.json') }
    await mkdir(importing.contractsDir)
    await writeFile(
      join(importing.contractsDir, 'Proxied.sol'),
      'pragma solidity ^0.8.37;\nimport "@openzeppelin/contracts/proxy/ERC1967/ERC1967Proxy.sol";\ncontract Proxied {}\n',
    )
    expect(Object.keys(await compileContracts(importing)).sort()).toEqual(['ERC1967Proxy', 'Proxied'])

    await writeFile(
      join(importing.contractsDir, 'Proxied.sol'),
      'pragma solidity ^0.8.37;\nimport "forge-std/Test.sol";\ncontract Proxied {}\n',
    )
    await expect(compileContracts(importing)).rejects.toThrow(
      'forge-std/Test.sol is not in a package the contracts may import from',
    )
  }, 60_000)

  it('rejects a folder without contracts', async () => {
    const empty = join(root, 'empty')
    await mkdir(empty)
    await expect(
      compileContracts({ contractsDir: empty, cacheFile: join(empty, 'cache.json') }),
    ).rejects.toThrow(`No .sol files in ${empty}`)
  })

  it('compiles the devnet contracts and the Farcaster registries', async () => {
    const artifacts = await compileContracts()
    expect(Object.keys(artifacts).sort()).toEqual([
      'ERC1967Proxy',
      'ERC20',
      'EntryPoint',
      'Factory',
      'IdRegistry',
      'KeyRegistry',
      'LatchAccount',
      'LatchAccountFactory',
      'Multicall3',
      'Pair',
      'Router02',
      'SenderCreator',
      'SimpleAccount',
      'UserOperationLib',
      'VerifyingPaymaster',
      'WETH',
    ])
    for (const { bytecode } of Object.values(artifacts)) expect(bytecode).toMatch(creationCode)
  }, 60_000)
})
