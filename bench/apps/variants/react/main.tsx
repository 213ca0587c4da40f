// Size floor of the per-package variants: React and one button, nothing else.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const [clicks, setClicks] = useState(0)
  return (
    <button type="button" onClick={() => setClicks(clicks + 1)}>
      {clicks ? `Clicked ${clicks}` : 'Connect Wallet'}
    </button>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('The bench page needs a #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
