import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** @type {Record<string, Record<string, string>>} */
const platformPackages = {
  darwin: { x64: 'darwin-amd64', arm64: 'darwin-arm64' },
  linux: { x64: 'linux-amd64', arm64: 'linux-arm64' },
  win32: { x64: 'win32-amd64' },
}

/**
 * Finds the anvil binary the way `@foundry-rs/anvil`'s own bin.mjs does (its platform package,
 * else the `dist` folder its postinstall fills), so that we can spawn the binary itself and hold
 * its pid, rather than a node wrapper that forwards only some signals.
 * @returns {string}
 */
export function anvilBinaryPath() {
  const require = createRequire(import.meta.url)
  const wrapperDir = dirname(require.resolve('@foundry-rs/anvil/package.json'))
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = platformPackages[process.platform]?.[process.arch]
  if (platformPackage) {
    try {
      const candidate = createRequire(join(wrapperDir, 'package.json')).resolve(
        `@foundry-rs/anvil-${platformPackage}/bin/${binaryName}`,
      )
      if (existsSync(candidate)) return candidate
    } catch {
      // not installed for this platform: fall back to the downloaded copy, as bin.mjs does
    }
  }
  const fallback = join(wrapperDir, '..', 'dist', binaryName)
  if (existsSync(fallback)) return fallback
  throw new Error(
    `No anvil binary for ${process.platform}/${process.arch}: @foundry-rs/anvil-${platformPackage ?? '<none>'} is not installed`,
  )
}
