'use client'

import { CopyButton } from '@/components/CopyButton'
import { shortAddress } from '@/format/shortAddress'

/**
 * The heading of another namespace's account in Account's Tokens tab: its namespace and network, and
 * its address (shortened, copyable, and in full for assistive technology and tests as
 * `<testId>-address`).
 */
export function OtherAccountHeading(props: {
  /** The heading's id, which the section is labelled by. */
  id: string
  namespace: string
  networkName: string
  address: string
  testId: string
}) {
  const { id, namespace, networkName, address, testId } = props
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="text-sm font-semibold">
          {namespace} <span className="font-normal text-latch-muted-fg">· {networkName}</span>
        </h3>
        <div className="flex items-center gap-1">
          <p className="font-mono text-sm text-latch-muted-fg" title={address}>
            {shortAddress(address)}
          </p>
          <CopyButton text={address} what="address" chain={namespace} icon className="latch-icon-button" />
        </div>
      </div>
      <p className="sr-only" data-testid={`${testId}-address`}>
        {address}
      </p>
    </>
  )
}
