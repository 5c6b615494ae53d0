import { en } from 'zod/locales'
import * as z from 'zod/mini'

// The protocol's schemas use zod's mini build, whose functions a bundler keeps only when used (the
// frame loads these schemas before it can answer the host's first message). That build sets no
// locale, so its issues would all read "Invalid input": English messages, as the full build has,
// say which rule a value broke. The setting is zod's own and global, as the full build's is.
z.config(en())

export * from 'zod/mini'
