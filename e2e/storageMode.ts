import type { TestInfo } from '@playwright/test'

/**
 * The browser's storage for the cross-site frame: none of its own (Chromium's default), or
 * partitioned (as in Safari and Firefox). Every browser spec runs in both (playwright.config.ts).
 */
export type StorageMode = 'storage-blocked' | 'storage-partitioned'

/**
 * The storage mode of the running test's project: its `metadata`, since a mode has more than one
 * project (the specs that run alone have their own).
 * @example
 * const user = storageMode(testInfo) === 'storage-blocked' ? 'Alice' : 'Carol'
 */
export function storageMode(testInfo: Pick<TestInfo, 'project'>): StorageMode {
  const mode = testInfo.project.metadata.storageMode
  if (mode !== 'storage-blocked' && mode !== 'storage-partitioned')
    throw new Error(`project ${testInfo.project.name} has no storage mode`)
  return mode
}
