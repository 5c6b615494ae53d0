/**
 * Code that loads on first use (a feature, the method table, the query cache): `load` runs once, every caller shares its
 * promise, and a load that failed (a chunk the network lost) is tried again by the next caller.
 *
 * @example
 * const sendFlow = loadOnce(() => import('./createSendFlow').then((m) => m.createSendFlow(context, deps)))
 * await sendFlow()
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    if (!loading) {
      const attempt = load()
      loading = attempt
      attempt.catch(() => {
        if (loading === attempt) loading = undefined
      })
    }
    return loading
  }
}
