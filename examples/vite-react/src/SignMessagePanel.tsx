import { useAccount, useAppKit } from '@appkit/ui'
import { useState } from 'react'
import { verifyEvmSignature } from './verifyEvmSignature.js'
import { verifyFamilySignature } from './verifyFamilySignature.js'

/** Signs a message with the connected wallet and checks the signature with viem. */
export function SignMessagePanel() {
  const { kit } = useAppKit()
  const { address, isConnected } = useAccount()
  const [message, setMessage] = useState('Hello from the AppKit demo')
  const [result, setResult] = useState<{ signature: string; valid: boolean | undefined }>()
  const [error, setError] = useState<string>()

  async function sign() {
    setError(undefined)
    setResult(undefined)
    try {
      const signature = await kit.signMessage(message)
      // viem checks EVM signatures; polkadot, bip122 and cosmos ones their family's library.
      const { activeNamespace: namespace, activeCaipNetwork } = kit.registry.store.getState()
      const evm = namespace === 'eip155'
      const valid = evm
        ? await verifyEvmSignature({
            chainId: activeCaipNetwork?.id,
            address: address as `0x${string}`,
            message,
            signature: signature as `0x${string}`,
          })
        : await verifyFamilySignature(namespace, { address: address ?? '', message, signature })
      setResult({ signature, valid })
    } catch (failure) {
      setError(
        failure instanceof Error
          ? ((failure as { shortMessage?: string }).shortMessage ?? failure.message)
          : String(failure),
      )
    }
  }

  return (
    <section className="demo__card" aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <label>
        Message
        <textarea
          data-testid="sign-input"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </label>
      <button type="button" data-testid="sign-button" disabled={!isConnected} onClick={sign}>
        Sign message
      </button>
      {result ? (
        <p data-testid="sign-result">
          <span data-testid="sign-valid">
            {result.valid === undefined
              ? 'Not checked here'
              : result.valid
                ? 'Signature valid'
                : 'Signature invalid'}
          </span>
          <code data-testid="sign-signature">{result.signature}</code>
        </p>
      ) : null}
      {error ? (
        <p role="alert" data-testid="sign-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
