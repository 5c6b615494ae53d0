import { processGlobal } from '../../internal/processGlobal'
import type { AdminEndpoint } from '../AdminEndpoint'

const slot = processGlobal<AdminEndpoint>('latch.adminEndpoint')

/**
 * The process's open admin endpoint, if any. On globalThis because instrumentation opens it and the
 * route handler, which Next may load as another copy of this module, answers with it.
 */
export function currentAdminEndpoint(): AdminEndpoint | undefined {
  return slot.get()
}

export function setCurrentAdminEndpoint(endpoint: AdminEndpoint | undefined): void {
  slot.set(endpoint)
}
