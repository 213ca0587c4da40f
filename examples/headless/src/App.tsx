import { AccountPanel } from './AccountPanel.js'
import { NetworkPanel } from './NetworkPanel.js'
import { SignInPanel } from './SignInPanel.js'
import { WalletsPanel } from './WalletsPanel.js'

/** Every screen drawn by the app with @appkit/ui's headless hooks; no modal, no AppKit button. */
export function App() {
  return (
    <div className="app">
      <h1>AppKit headless</h1>
      <main className="app__grid">
        <AccountPanel />
        <WalletsPanel />
        <NetworkPanel />
        <SignInPanel />
      </main>
    </div>
  )
}
