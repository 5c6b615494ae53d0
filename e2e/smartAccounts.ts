import { devAccounts } from '@latch/localnet/devAccounts'
import { expect, type Page } from '@playwright/test'
import { type Address, encodeFunctionData, erc20Abi, getAddress, type Hex, parseUnits } from 'viem'
import { deployments, devnetAClient, devnetRpc } from './devnet'
import { latchFrame, overlay } from './fixtures'

// Dev account 6 pays the smart accounts their USDL: anvil's dev accounts are unlocked, so the node signs.
const funder = devAccounts[6]

/** Gives `account` `amount` USDL on devnet A from dev account 6. */
export async function giveUsdl(account: Address, amount: string) {
  if (!funder) throw new Error('No dev account 6')
  const hash = await devnetRpc<Hex>('eth_sendTransaction', [
    {
      from: funder.address,
      to: deployments().usdToken,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account, parseUnits(amount, 6)],
      }),
    },
  ])
  await devnetAClient.waitForTransactionReceipt({ hash })
}

/**
 * In Account: Account settings, "Use this account" on the smart account; the host sees its address.
 * With `close`, the modal is then closed with its own button (the button that had focus became
 * "In use").
 */
export async function useSmartAccount(page: Page, eoa: string, { close = false } = {}): Promise<Address> {
  const frame = latchFrame(page)
  await frame.getByRole('button', { name: 'Account settings' }).click()
  const smart = frame.getByTestId('account-type-smartAccount')
  await smart.getByRole('button', { name: 'Use this account' }).click()
  await expect(smart.getByText('In use')).toBeVisible()
  await expect(page.getByTestId('address')).not.toHaveText(eoa)
  const account = getAddress((await page.getByTestId('address').textContent()) ?? '')
  if (close) {
    await frame.getByRole('button', { name: 'Close' }).click()
    await expect(overlay(page)).toBeHidden()
  }
  return account
}
