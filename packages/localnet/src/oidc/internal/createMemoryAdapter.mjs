/**
 * @typedef {Record<string, unknown> & { uid?: string, userCode?: string, grantId?: string, consumed?: number }} Payload
 */

/** The models that revoking a grant takes with it. */
const grantable = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
])

/**
 * An in-memory store of oidc-provider's models, one per provider, so that two providers in one
 * process (as in tests) never share sessions or codes, and without the library's "development-only
 * adapter" warning on every start. Entries go when they expire; a restart forgets everything.
 * @param {{ now?: () => number }} [options] `now` in milliseconds, for tests
 * @returns {(model: string) => object}
 */
export function createMemoryAdapter(options = {}) {
  const { now = Date.now } = options
  /** @type {Map<string, { payload: Payload, expiresAt: number }>} */
  const entries = new Map()
  /** @type {Map<string, string>} */
  const sessionIdByUid = new Map()
  /** @type {Map<string, string>} */
  const idByUserCode = new Map()
  /** @type {Map<string, Set<string>>} */
  const keysByGrant = new Map()

  /** @param {string} key */
  function live(key) {
    const entry = entries.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt > now()) return entry
    remove(key)
    return undefined
  }

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key)
    if (entry === undefined) return
    entries.delete(key)
    const { uid, userCode, grantId } = entry.payload
    if (uid !== undefined && sessionIdByUid.get(uid) === idOf(key)) sessionIdByUid.delete(uid)
    if (userCode !== undefined && idByUserCode.get(userCode) === idOf(key)) idByUserCode.delete(userCode)
    if (grantId !== undefined) keysByGrant.get(grantId)?.delete(key)
  }

  function sweep() {
    for (const key of [...entries.keys()]) live(key)
    for (const [grantId, keys] of keysByGrant) if (keys.size === 0) keysByGrant.delete(grantId)
  }

  return (model) => {
    /** @param {string} id */
    const keyOf = (id) => `${model}:${id}`
    return {
      /** @param {string} id @param {Payload} payload @param {number} [expiresIn] seconds */
      async upsert(id, payload, expiresIn) {
        const key = keyOf(id)
        remove(key)
        entries.set(key, {
          payload,
          expiresAt: expiresIn === undefined ? Number.POSITIVE_INFINITY : now() + expiresIn * 1000,
        })
        if (model === 'Session' && payload.uid !== undefined) sessionIdByUid.set(payload.uid, id)
        if (payload.userCode !== undefined) idByUserCode.set(payload.userCode, id)
        if (payload.grantId !== undefined && grantable.has(model)) {
          const keys = keysByGrant.get(payload.grantId) ?? new Set()
          keysByGrant.set(payload.grantId, keys.add(key))
        }
        sweep()
      },
      /** @param {string} id */
      async find(id) {
        return live(keyOf(id))?.payload
      },
      /** @param {string} uid */
      async findByUid(uid) {
        const id = sessionIdByUid.get(uid)
        return id === undefined ? undefined : live(keyOf(id))?.payload
      },
      /** @param {string} userCode */
      async findByUserCode(userCode) {
        const id = idByUserCode.get(userCode)
        return id === undefined ? undefined : live(keyOf(id))?.payload
      },
      /** @param {string} id */
      async consume(id) {
        const entry = live(keyOf(id))
        if (entry) entry.payload.consumed = Math.floor(now() / 1000)
      },
      /** @param {string} id */
      async destroy(id) {
        remove(keyOf(id))
      },
      /** @param {string} grantId */
      async revokeByGrantId(grantId) {
        for (const key of keysByGrant.get(grantId) ?? []) remove(key)
        keysByGrant.delete(grantId)
      },
    }
  }
}

/** @param {string} key */
function idOf(key) {
  return key.slice(key.indexOf(':') + 1)
}
