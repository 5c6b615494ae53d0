// Checks that the npm package's types stand alone: packs the SDK as npm would publish it, installs the
// tarball into a project outside the workspace (with only its peer dependencies, viem and @wagmi/core,
// and its own dependencies beside it), and type-checks a consumer of its four entries with the root's TypeScript, strict and
// with every declaration file checked. Run after the SDK build (`npm run size` runs it).
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const sdk = join(dirname(fileURLToPath(import.meta.url)), '..')
const repo = join(sdk, '../..')

// Uses each entry the way the README does; the @ts-expect-error lines prove the protocol's types
// still narrow (a consumer given `any` would compile everything).
const consumer = `import {
  createLatch,
  type EmbeddedResult,
  InvalidAppConfigurationError,
  type Latch,
  type LatchOptions,
  type LatchState,
  openModal,
  ProviderRpcError,
  UserRejectedRequestError,
  type ViewName,
} from '@latch/sdk'
import { announceBitcoinWallets } from '@latch/sdk/bitcoin'
import { announceNearWallets } from '@latch/sdk/near'
import {
  type NearSignedMessage,
  type SiwxVerificationError,
  type VerifiedSiwxSession,
  type BitcoinSignedMessage,
  verifyBitcoinSignedMessage,
  verifyNearSignedMessage,
  verifySiwxSession,
} from '@latch/sdk/server'
import { createSolanaWallet, type LatchSolanaWallet } from '@latch/sdk/solana'
import { latch } from '@latch/sdk/wagmi'

const options: LatchOptions = { projectId: 'latch-dev', networks: ['eip155:31337'], themeMode: 'dark' }
const instance: Latch = createLatch(options)
const state: LatchState = instance.getState()
const view: ViewName = state.view
const status: 'disconnected' | 'connecting' | 'connected' | 'reconnecting' = state.status

export async function use(): Promise<VerifiedSiwxSession> {
  await instance.open({ view: 'Account' })
  await openModal({ view })
  const { action } = await instance.embedded('connectEmail', { email: 'ada@example.com' })
  const next: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' = action
  const user: EmbeddedResult<'getUser'> = await instance.embedded('getUser')
  await instance.embedded('signOut')
  // @ts-expect-error connectEmail needs an email
  await instance.embedded('connectEmail', {})
  // @ts-expect-error init is the SDK's own message, not a headless one
  await instance.embedded('init', {})
  // @ts-expect-error not a view of the modal
  await instance.open({ view: 'Nowhere' })
  instance.provider.on('chainChanged', (chainId: string) => chainId)
  instance.subscribe((next: LatchState) => next.address?.toLowerCase())
  const solana: LatchSolanaWallet = createSolanaWallet(instance, { chains: ['solana:localnet'] })
  const { accounts } = await solana.features['standard:connect'].connect()
  const [signed] = await solana.features['solana:signMessage'].signMessage({
    account: accounts[0],
    message: new Uint8Array([1]),
  })
  // @ts-expect-error a message is bytes
  await solana.features['solana:signMessage'].signMessage({ account: accounts[0], message: 'hi' })
  const error = new UserRejectedRequestError({ details: next })
  if (error instanceof ProviderRpcError && error.code === 4001) throw new InvalidAppConfigurationError()
  const connector = latch({ projectId: 'latch-dev' })
  void [connector, user.address, status, signed?.signature, state.accounts?.[0]]
  const nearSigned: NearSignedMessage = { accountId: 'alice.near', publicKey: 'ed25519:1', signature: 'AA==' }
  const nearOk: boolean = verifyNearSignedMessage({
    signed: nearSigned,
    message: 'Sign in',
    recipient: 'shop.example',
    nonce: new Uint8Array(32),
  })
  const bitcoinSigned: BitcoinSignedMessage = { address: 'bc1q…', signature: 'AkcwRAIg…' }
  const bitcoinOk: boolean = verifyBitcoinSignedMessage({ signed: bitcoinSigned, message: 'Sign in' })
  const stopAnnouncing: () => void = announceBitcoinWallets()
  // @ts-expect-error it takes no options
  announceBitcoinWallets({ namespace: 'bip122' })
  const stopAnnouncingNear: () => void = announceNearWallets()
  void [nearOk, bitcoinOk, stopAnnouncing, stopAnnouncingNear]
  return verifySiwxSession({
    session: { message: '', signature: '0x' },
    projectId: 'latch-dev',
    origin: 'https://shop.example',
  }).catch((failure: SiwxVerificationError) => {
    throw failure.details
  })
}
`

const tsconfig = {
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2022', 'DOM'],
    types: [],
    noEmit: true,
    skipLibCheck: false,
  },
  files: ['consumer.ts'],
}

const declarationsOf = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.d.ts'))

/**
 * Packs the SDK into a temporary project outside the workspace and type-checks a consumer there.
 * Resolves with the declaration files the package ships; rejects with tsc's report, or when a
 * declaration names a private workspace package or the package ships none.
 *
 * @example
 * const files = await checkPackageTypes() // ['Latch.d.ts', 'index.d.ts', ...]
 */
export async function checkPackageTypes() {
  const dir = mkdtempSync(join(tmpdir(), 'latch-sdk-consumer-'))
  try {
    const [{ filename }] = JSON.parse(
      execFileSync('npm', ['pack', '--json', '--pack-destination', dir, '--offline'], {
        cwd: sdk,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    )
    const installed = join(dir, 'node_modules', '@latch', 'sdk')
    mkdirSync(installed, { recursive: true })
    execFileSync('tar', ['-xzf', join(dir, filename), '-C', installed, '--strip-components=1'])
    // Only the peer dependencies and the package's own dependencies are installed beside it, as npm
    // would; the workspace's packages are not.
    const { dependencies } = JSON.parse(readFileSync(join(sdk, 'package.json'), 'utf8'))
    for (const name of ['viem', '@wagmi/core', ...Object.keys(dependencies)]) {
      mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true })
      symlinkSync(join(repo, 'node_modules', name), join(dir, 'node_modules', name), 'dir')
    }

    const files = declarationsOf(installed).filter((file) => !file.startsWith('node_modules'))
    if (!files.includes(join('dist', 'index.d.ts')))
      throw new Error(
        'the packed SDK has no dist/index.d.ts: build it first (node apps/sdk/scripts/build.mjs)',
      )
    for (const file of files)
      if (/@latch\/(protocol|shared-types)/.test(readFileSync(join(installed, file), 'utf8')))
        throw new Error(`${file} of the packed SDK names a private workspace package`)

    writeFileSync(join(dir, 'consumer.ts'), consumer)
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig))
    try {
      execFileSync(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], {
        cwd: dir,
        encoding: 'utf8',
      })
    } catch (error) {
      throw new Error(`a consumer outside the workspace does not type-check:\n${error.stdout}`)
    }
    return files.map((file) => file.replace(/^dist[\\/]/, ''))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(join(sdk, 'dist'))) throw new Error('run the SDK build first')
  const files = await checkPackageTypes()
  console.log(
    `@latch/sdk's types stand alone: a consumer outside the workspace type-checks (${files.length} .d.ts).`,
  )
}
