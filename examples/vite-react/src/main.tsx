import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { createDemoKit } from './createDemoKit.js'
import './demo.css'
import { installDemoEmbeddedWallet, isEmbeddedWalletOn } from './installDemoEmbeddedWallet.js'
import { areFamiliesOn, installDemoFamilies } from './installDemoFamilies.js'
import { demoSiwxMode, installDemoSiwx } from './installDemoSiwx.js'
import { installDemoSolana, isSolanaOn } from './installDemoSolana.js'
import { exposeDemoKit } from './solanaOnlyDemo.js'
import { installDemoTestWallet, isTestWalletOn } from './testWalletSwitch.js'

const testWalletOn = isTestWalletOn()
if (testWalletOn) installDemoTestWallet()
const kit = createDemoKit()

// Sign-in only with ?siwx=required or ?siwx=optional, through a dynamic import.
const params = new URLSearchParams(window.location.search)
exposeDemoKit(kit, params)
const siwxMode = demoSiwxMode(params)
if (siwxMode) void installDemoSiwx(kit, siwxMode, params)
// Solana (namespace, local network, test wallet) only with ?families=all or ?solana=1.
if (isSolanaOn(params)) void installDemoSolana(kit, { testWallet: testWalletOn })
// Polkadot, Bitcoin and Cosmos (namespaces and one network each) only with ?families=all.
if (areFamiliesOn(params)) void installDemoFamilies(kit)
// Email login (the embedded wallet) only with ?embeddedWallet=1.
if (isEmbeddedWalletOn(params)) void installDemoEmbeddedWallet(kit)

// Devtools only with ?devtools=1, through a dynamic import: without it the page loads none of it.
if (new URLSearchParams(window.location.search).get('devtools') === '1') {
  void import('@appkit/devtools').then(({ devtools, mountDevtools }) => {
    const tools = devtools()
    kit.use(tools)
    mountDevtools(tools)
  })
}

const root = document.getElementById('root')
if (!root) throw new Error('The demo page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <App
      kit={kit}
      testWalletOn={testWalletOn}
      preload={params.get('preload') === 'intent' ? 'intent' : 'idle'}
    />
  </StrictMode>,
)
