import { ChainNotConfiguredError, ConnectorNotConnectedError, createConnector } from '@wagmi/core'
import { getAddress, numberToHex, SwitchChainError, UserRejectedRequestError } from 'viem'
import { createLatch } from './createLatch'
import { latchIcon } from './internal/latchIcon'
import type { Latch, LatchProvider } from './Latch'
import type { LatchOptions } from './LatchOptions'

latch.type = 'latch' as const

/**
 * A wagmi connector for Latch: connecting opens the modal, and the Latch provider (one instance per
 * connector, made on first use) serves requests and events. `getLatch()` gives that instance, to open
 * a view or read the modal's state.
 *
 * @example
 * import { createConfig, http } from '@wagmi/core'
 * import { latch } from '@latch/sdk/wagmi'
 *
 * const config = createConfig({
 *   chains: [anvil],
 *   connectors: [latch({ projectId: 'latch-dev' })],
 *   transports: { [anvil.id]: http() },
 * })
 */
export function latch(options: LatchOptions = {}) {
  let instance: Latch | undefined

  return createConnector<LatchProvider, { getLatch(): Latch }>((config) => {
    const request = async <T>(method: string, params?: unknown[]) =>
      (await getLatch().provider.request({ method, params })) as T

    const getAccounts = async () =>
      (await request<string[]>('eth_accounts')).map((account) => getAddress(account))
    const getChainId = async () => Number(await request<string>('eth_chainId'))

    const switchChain = async ({ chainId }: { chainId: number }) => {
      const chain = config.chains.find((chain) => chain.id === chainId)
      if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
      try {
        await request('wallet_switchEthereumChain', [{ chainId: numberToHex(chainId) }])
      } catch (error) {
        if ((error as { code?: unknown }).code === 4001) throw new UserRejectedRequestError(error as Error)
        throw new SwitchChainError(error as Error)
      }
      config.emitter.emit('change', { chainId })
      return chain
    }

    const onAccountsChanged = async (accounts: string[]) => {
      if (!accounts.length) onDisconnect()
      // Accounts arriving while wagmi is not connected (the user connected in the modal) are a connection.
      else if (config.emitter.listenerCount('connect'))
        await onConnect({ chainId: String(await getChainId()) })
      else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) })
    }
    const onChainChanged = (chainId: string) => config.emitter.emit('change', { chainId: Number(chainId) })
    const onConnect = async ({ chainId }: { chainId: string }) => {
      const accounts = await getAccounts()
      if (accounts.length) config.emitter.emit('connect', { accounts, chainId: Number(chainId) })
    }
    const onDisconnect = () => config.emitter.emit('disconnect')

    function getLatch() {
      if (!instance) {
        instance = createLatch(options)
        // A frame that went away while an event was handled leaves nothing to report.
        instance.provider
          .on('accountsChanged', (accounts) => onAccountsChanged(accounts).catch(() => {}))
          .on('chainChanged', onChainChanged)
          .on('connect', (info) => onConnect(info).catch(() => {}))
          .on('disconnect', onDisconnect)
      }
      return instance
    }

    return {
      id: 'latch',
      name: 'Latch',
      type: latch.type,
      icon: latchIcon,
      rdns: 'id.latch',
      getLatch,
      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        // Reconnecting must not open the modal: it only picks up a session the frame still has.
        const accounts = (
          await request<string[]>(isReconnecting ? 'eth_accounts' : 'eth_requestAccounts')
        ).map((account) => getAddress(account))
        if (!accounts.length) throw new ConnectorNotConnectedError()
        let currentChainId = await getChainId()
        if (chainId && chainId !== currentChainId) currentChainId = (await switchChain({ chainId })).id
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId: currentChainId,
        }
      },
      async disconnect() {
        // The frame treats revoking eth_accounts as a disconnect; a frame that is gone is disconnected anyway.
        await request('wallet_revokePermissions', [{ eth_accounts: {} }]).catch(() => {})
      },
      getAccounts,
      getChainId,
      getProvider: async () => getLatch().provider,
      async isAuthorized() {
        return (await getAccounts().catch(() => [])).length > 0
      },
      switchChain,
      onAccountsChanged,
      onChainChanged,
      onConnect,
      onDisconnect,
    }
  })
}
