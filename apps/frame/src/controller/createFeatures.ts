/**
 * The frame's features, each a flow whose code loads on first use, from one table of loaders (see
 * docs/architecture.md, "Adding a feature"). `use` runs a function with a feature's flow once it has
 * loaded: every caller shares one load, and a load that failed (a chunk the network lost) is tried
 * again by the next caller. `loaded` answers a flow only if it already loaded, for what must not
 * load it (settling a closed modal's approvals, tearing down).
 *
 * @example
 * const features = createFeatures({ swap: () => import('./createSwapFlow').then((m) => m.createSwapFlow(context, ports)) })
 * await features.use('swap', (flow) => flow.begin())
 */
export function createFeatures<Table extends Record<string, () => Promise<unknown>>>(table: Table) {
  type Flow<Name extends keyof Table> = Awaited<ReturnType<Table[Name]>>
  const loading = new Map<keyof Table, Promise<unknown>>()
  const ready = new Map<keyof Table, unknown>()

  function load<Name extends keyof Table>(name: Name): Promise<Flow<Name>> {
    let attempt = loading.get(name)
    if (!attempt) {
      const loader = table[name] as () => Promise<unknown>
      attempt = loader().then((flow) => {
        ready.set(name, flow)
        return flow
      })
      loading.set(name, attempt)
      const failed = attempt
      failed.catch(() => {
        if (loading.get(name) === failed) loading.delete(name)
      })
    }
    return attempt as Promise<Flow<Name>>
  }

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
