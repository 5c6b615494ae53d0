'use client'

import type { AccountType } from '@latch/shared-types'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { CopyButton } from '@/components/CopyButton'
import { useServerErrorText } from '@/components/useServerErrorText'
import { useController } from '@/embed/ControllerContext'
import { shortAddress } from '@/format/shortAddress'
import settingsMessages from '@/i18n/compiled/en/settings'
import { useMessages } from '@/i18n/useMessages'
import { embeddedAccountAtom } from '@/state/atoms'
import { LoginsSection } from './internal/LoginsSection'
import { SecondFactorSection } from './internal/SecondFactorSection'

/**
 * AccountSettings: which of the embedded user's two accounts the app sees, the key's own (EOA) or
 * the smart account it owns, with each address. Choosing one keeps it for the next login and tells
 * the app at once (accountsChanged). Below, the logins that open the wallet (LoginsSection) and its
 * second factor (SecondFactorSection).
 */
export function AccountSettingsView() {
  const controller = useController()
  const account = useAtomValue(embeddedAccountAtom)
  const t = useMessages(settingsMessages)
  const errorText = useServerErrorText()
  const [switching, setSwitching] = useState<AccountType>()
  const [error, setError] = useState<string>()
  if (!account?.address) return <div data-view="AccountSettings" />
  const current = account.accountType ?? 'eoa'
  const choices: { type: AccountType; name: string; address: string | undefined; note: string }[] = [
    {
      type: 'smartAccount',
      name: t.smartAccount(),
      address: account.smartAccount,
      note: account.smartAccountDeployed ? t.smartAccountNote() : t.smartAccountNoteNew(),
    },
    {
      type: 'eoa',
      name: t.keyAccount(),
      address: account.address,
      note: t.keyAccountNote(),
    },
  ]

  async function choose(type: AccountType) {
    setError(undefined)
    setSwitching(type)
    try {
      await controller.use('embedded', (flow) => flow.setAccountType(type))
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught))
    } finally {
      setSwitching(undefined)
    }
  }

  return (
    <div data-view="AccountSettings" className="flex flex-col gap-3 py-2">
      <p className="text-sm text-latch-muted-fg">{t.accountIntro()}</p>
      <ul className="flex flex-col gap-2">
        {choices.map((choice) => {
          const inUse = choice.type === current
          return (
            <li
              key={choice.type}
              data-testid={`account-type-${choice.type}`}
              aria-current={inUse ? 'true' : undefined}
              className={`flex flex-col gap-1 rounded-xl border px-3 py-2 ${inUse ? 'border-latch-accent' : 'border-latch-muted'}`}
            >
              <div className="flex items-center justify-between gap-2">
                <span className="font-semibold">{choice.name}</span>
                {inUse ? (
                  <span className="latch-tag">{t.inUse()}</span>
                ) : (
                  <button
                    type="button"
                    className="latch-button-secondary"
                    disabled={switching !== undefined || !choice.address}
                    onClick={() => choose(choice.type)}
                  >
                    {switching === choice.type ? t.switching() : t.chooseAccount()}
                  </button>
                )}
              </div>
              {choice.address ? (
                <div className="flex items-center gap-1">
                  <span
                    className="font-mono text-sm"
                    title={choice.address}
                    data-testid="account-type-address"
                  >
                    {shortAddress(choice.address)}
                  </span>
                  <CopyButton text={choice.address} what="address" icon className="latch-icon-button" />
                </div>
              ) : null}
              <p className="text-sm text-latch-muted-fg">{choice.note}</p>
            </li>
          )
        })}
      </ul>
      {error ? (
        <p role="alert" className="text-sm text-latch-danger" data-testid="account-settings-error">
          {errorText(error)}
        </p>
      ) : null}
      <LoginsSection owner={account.address} />
      <SecondFactorSection />
    </div>
  )
}
