import type { ChainNamespace } from '@latch/protocol'
import { useId } from 'react'
import { namespaceNames } from '@/networks/namespaceNames'

/**
 * A pick of the active namespace, where there is more than one to pick from (Connect: whose wallets
 * it lists; Activity: whose transactions): a group of toggle buttons named by `label`, which stay
 * in place as what they pick changes (so does the keyboard's focus).
 */
export function NamespacePicker(props: {
  label: string
  namespaces: readonly ChainNamespace[]
  active: ChainNamespace
  onPick: (namespace: ChainNamespace) => void
}) {
  const labelId = useId()
  return (
    <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 pt-2 text-sm text-latch-muted-fg">
      <span id={labelId}>{props.label}</span>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset */}
      <div role="group" aria-labelledby={labelId} className="flex gap-1 rounded-lg bg-latch-muted p-1">
        {props.namespaces.map((namespace) => (
          <button
            key={namespace}
            type="button"
            aria-pressed={namespace === props.active}
            className={`rounded-md px-2 py-1 ${namespace === props.active ? 'bg-latch-bg font-semibold text-latch-fg' : ''}`}
            onClick={() => props.onPick(namespace)}
          >
            {namespaceNames[namespace]}
          </button>
        ))}
      </div>
    </div>
  )
}
