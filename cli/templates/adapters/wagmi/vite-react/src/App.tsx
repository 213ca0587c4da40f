import type { AppKit } from '@appkit/kernel'
import { AppKitProvider, ConnectButton } from '@appkit/ui'
import { AccountCard } from './AccountCard.js'
import { SignPanel } from './SignPanel.js'

const TITLE = '{{appName}}'

export function App({ kit }: { kit: AppKit }) {
  return (
    <AppKitProvider kit={kit}>
      <header className="app__header">
        <h1>{TITLE}</h1>
        <nav className="app__actions" aria-label="Wallet">
          <ConnectButton />
        </nav>
      </header>
      <main>
        <AccountCard />
        <SignPanel />
      </main>
    </AppKitProvider>
  )
}
