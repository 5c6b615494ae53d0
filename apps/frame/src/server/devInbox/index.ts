export { devInboxEnabled } from './devInboxEnabled'
export { devInboxUrl } from './devInboxUrl'
export { InboxMessage } from './InboxMessage'
export { type DevInbox, type ReadDevInboxOptions, readDevInbox } from './readDevInbox'
