import { loadOnce } from '@/platform/loadOnce'

/**
 * The frame's features, each a flow whose code loads on first use, from one table of loaders (see
 * docs/architecture.md, "Adding a feature"). `use` runs a function with a feature's flow once it has
 * loaded: every caller shares one load, and a load that failed (a chunk the network lost) is tried
 * again by the next caller. `loaded` answers a flow only if it already loaded, for what must not
 * load it (settling a closed modal's approvals, tearing down).
 *
 * @example
 * const features = createFeatures({ swap: () => import('@/swap/createSwapFlow').then((m) => m.createSwapFlow(context, ports)) })
 * await features.use('swap', (flow) => flow.begin())
 */
export function createFeatures<Table extends Record<string, () => Promise<unknown>>>(table: Table) {
  type Flow<Name extends keyof Table> = Awaited<ReturnType<Table[Name]>>
  const ready = new Map<keyof Table, unknown>()
  const loaders = new Map(
    Object.entries(table).map(([name, loader]) => [
      name as keyof Table,
      loadOnce(() =>
        loader().then((flow) => {
          ready.set(name, flow)
          return flow
        }),
      ),
    ]),
  )
  const load = <Name extends keyof Table>(name: Name) => (loaders.get(name) as () => Promise<Flow<Name>>)()

  return {
    use: <Name extends keyof Table, Result>(
      name: Name,
      use: (flow: Flow<Name>) => Result,
    ): Promise<Awaited<Result>> => load(name).then((flow) => use(flow) as Awaited<Result>),
    load,
    loaded: <Name extends keyof Table>(name: Name): Flow<Name> | undefined =>
      ready.get(name) as Flow<Name> | undefined,
  }
}
