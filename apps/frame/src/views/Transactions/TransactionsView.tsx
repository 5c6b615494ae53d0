'use client'

import { TransactionList } from './TransactionList'

/** Transactions: the connected account's activity on its own, the list at the modal's full height. */
export function TransactionsView() {
  return (
    <div data-view="Transactions" className="flex min-h-0 flex-col py-2">
      <div className="max-h-[70vh] overflow-y-auto overscroll-contain">
        <TransactionList />
      </div>
    </div>
  )
}
