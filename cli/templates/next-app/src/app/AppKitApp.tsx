'use client'

import type { AppKit } from '@appkit/kernel'
import { AppKitProvider, ConnectButton } from '@appkit/ui'
import { useEffect, useState } from 'react'
import { createKit, mountDevtoolsIfAsked } from '../appkit.config'
import { AccountCard } from './AccountCard'

// The emulator's test wallet only with ?testWallet=1, loaded dynamically: without the flag the
// page loads none of it.
async function installTestWalletIfAsked(): Promise<void> {
  if (new URLSearchParams(window.location.search).get('testWallet') !== '1') return
  const { installTestWallet } = await import('@appkit/emulator/test-wallet')
  installTestWallet({
    chains: [
      {
        chainId: 31337,
        rpcUrl: process.env.NEXT_PUBLIC_APPKIT_RPC_31337 ?? 'http://127.0.0.1:8545',
        name: 'Hardhat',
      },
      {
        chainId: 1337,
        rpcUrl: process.env.NEXT_PUBLIC_APPKIT_RPC_1337 ?? 'http://127.0.0.1:8546',
        name: 'Localhost',
      },
    ],
  })
}

/**
 * The kit lives in this component's state: one per browser tab, and on the server one per
 * request render, so no state is shared between requests.
 */
export function AppKitApp({ title }: { title: string }) {
  const [kit] = useState<AppKit>(createKit)
  useEffect(() => {
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
      </main>
    </AppKitProvider>
  )
}
