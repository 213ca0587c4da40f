import type { AppKit } from '@appkit/kernel'
import {
  AppKitEmbedded,
  AppKitProvider,
  ConnectButton,
  type ModalPreload,
  NetworkButton,
  type ThemeMode,
} from '@appkit/ui'
import { useState } from 'react'
import { AccountCard } from './AccountCard.js'
import { SendPanel } from './SendPanel.js'
import { SignMessagePanel } from './SignMessagePanel.js'
import { setTestWallet } from './testWalletSwitch.js'

export interface AppProps {
  kit: AppKit
  testWalletOn: boolean
  /** `?preload=intent`: the modal's code waits for a hover, a focus or the click. */
  preload: ModalPreload
}

export function App({ kit, testWalletOn, preload }: AppProps) {
  const [theme, setTheme] = useState<Exclude<ThemeMode, 'system'>>('light')
  return (
    <AppKitProvider kit={kit} themeMode={theme} preload={preload}>
      <div className={`demo demo--${theme}`}>
        <header className="demo__header">
          <h1>AppKit demo</h1>
          <nav className="demo__actions" aria-label="Wallet">
            <NetworkButton />
            <ConnectButton />
          </nav>
        </header>
        <section className="demo__settings" aria-label="Demo settings">
          <button
            type="button"
            data-testid="theme-toggle"
            onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}
          >
            {theme === 'light' ? 'Dark mode' : 'Light mode'}
          </button>
          <label>
            <input
              type="checkbox"
              data-testid="test-wallet-toggle"
              checked={testWalletOn}
              onChange={(event) => setTestWallet(event.target.checked)}
            />{' '}
            Development test wallet
          </label>
        </section>
        {kit.options.embedded ? (
          <section className="demo__embedded" data-testid="embedded-modal">
            <AppKitEmbedded />
          </section>
        ) : null}
        <main className="demo__grid">
          <AccountCard />
          <SignMessagePanel />
          <SendPanel />
        </main>
      </div>
    </AppKitProvider>
  )
}
