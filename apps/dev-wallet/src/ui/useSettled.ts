import { useEffect, useState } from 'react'

type Settled<T> = { status: 'pending' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown }

/** What a promise made outside React came to, re-rendering once it settles. */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [settled, setSettled] = useState<Settled<T>>({ status: 'pending' })
  useEffect(() => {
    let current = true
    promise.then(
      (value) => current && setSettled({ status: 'ready', value }),
      (error: unknown) => current && setSettled({ status: 'failed', error }),
    )
    return () => {
      current = false
    }
  }, [promise])
  return settled
}
