import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { DevWalletPanel } from './devWallet/DevWalletPanel'
import { startDevWallet } from './devWallet/startDevWallet'

// The script-tag page's only module: the dev wallet and its panel, nothing of Latch.
const { queue } = startDevWallet()
const container = document.createElement('div')
document.body.append(container)
createRoot(container).render(
  <StrictMode>
    <DevWalletPanel queue={queue} />
  </StrictMode>,
)
