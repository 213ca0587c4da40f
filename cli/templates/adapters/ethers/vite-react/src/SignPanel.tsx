import { useAppKit } from '@appkit/ui'
import { useState } from 'react'
import { useEthers } from './useEthers.js'

const MESSAGE = 'Hello from {{appName}}'

/** Signs a message with ethers: the signer is the wallet the modal connected. */
export function SignPanel() {
  const { kit } = useAppKit()
  const { ethers, address } = useEthers(kit)
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  async function sign() {
    if (!ethers) return
    setError(undefined)
    try {
      const signer = await ethers.getSigner()
      setSignature(await signer.signMessage(MESSAGE))
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }

  return (
    <section aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p>
        Signer: <span data-testid="sign-address">{address ?? 'no wallet connected'}</span>
      </p>
      <p>
        Message: <q data-testid="sign-message">{MESSAGE}</q>
      </p>
      <button type="button" disabled={!address} onClick={() => void sign()}>
        Sign message
      </button>
      {signature && <p data-testid="sign-signature">{signature}</p>}
      {error && (
        <p role="alert" data-testid="sign-error">
          {error}
        </p>
      )}
    </section>
  )
}
