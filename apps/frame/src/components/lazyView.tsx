import { type ComponentType, lazy } from 'react'

/** A component whose code loads on first use, and can be loaded ahead (`preload`). */
type LazyView<P extends object> = ComponentType<P> & { preload(): Promise<ComponentType<P>> }

/**
 * A view whose code loads on first use. Once loaded (by `preload` or a first render), it renders
 * at once instead of suspending: React holds a Suspense boundary's content back for up to 300 ms
 * after its fallback showed, which a view that is already there must not pay on every open.
 *
 * @example
 * const AccountView = lazyView(() => import('@/views/Account/AccountView').then((m) => m.AccountView))
 * AccountView.preload() // once someone is connected
 */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // A chunk the network lost is asked for again next time.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Suspending = lazy(() => preload().then((component) => ({ default: component })))
  // biome-ignore lint/correctness/noComponentHookFactories: made once per view, at module level, as React.lazy makes its components
  function View(props: P) {
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />
  }
  return Object.assign(View, { preload })
}
