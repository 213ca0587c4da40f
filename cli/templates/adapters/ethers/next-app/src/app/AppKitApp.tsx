'use client'

import type { AppKit } from '@appkit/kernel'
import { AppKitProvider, ConnectButton } from '@appkit/ui'
import { useEffect, useState } from 'react'
import { createKit, installTestWalletIfAsked, mountDevtoolsIfAsked } from '../appkit.config'
import { AccountCard } from './AccountCard'
import { SignPanel } from './SignPanel'

/**
 * The kit lives in this component's state: one per browser tab, and on the server one per
 * request render, so no state is shared between requests.
 */
export function AppKitApp({ title }: { title: string }) {
  const [kit] = useState<AppKit>(createKit)
  useEffect(() => {
    // The emulator's test wallets with ?testWallet=1 only (see appkit.config.ts).
    void installTestWalletIfAsked()
    void mountDevtoolsIfAsked(kit)
  }, [kit])
  return (
    <AppKitProvider kit={kit}>
      <header className="app__header">
        <h1>{title}</h1>
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
