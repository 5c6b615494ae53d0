export {
  BaseError,
  InvalidAppConfigurationError,
  ProjectIdNotConfiguredError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UserRejectedRequestError,
} from '@latch/protocol/errors'
export { closeModal } from './closeModal'
export { createLatch } from './createLatch'
export { getLatch } from './getLatch'
export type {
  EmbeddedMessageType,
  EmbeddedPayload,
  EmbeddedResult,
  Latch,
  LatchProvider,
  LatchProviderEvents,
  LatchState,
  OpenOptions,
  ViewName,
} from './Latch'
export type { LatchOptions } from './LatchOptions'
export { openModal } from './openModal'
