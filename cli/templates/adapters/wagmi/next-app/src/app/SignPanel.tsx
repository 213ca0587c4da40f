'use client'

import { useConnection, useSignMessage } from 'wagmi'

const MESSAGE = 'Hello from {{appName}}'

/** Signs a message with wagmi's useSignMessage: the wallet the modal connected signs it. */
export function SignPanel() {
  const { status } = useConnection()
  const sign = useSignMessage()
  return (
    <section aria-labelledby="sign-title">
      <h2 id="sign-title">Sign a message</h2>
      <p>
        Message: <q data-testid="sign-message">{MESSAGE}</q>
      </p>
      <button
        type="button"
        disabled={status !== 'connected' || sign.isPending}
        onClick={() => sign.mutate({ message: MESSAGE })}
      >
        Sign message
      </button>
      {sign.data && <p data-testid="sign-signature">{sign.data}</p>}
      {sign.error && (
        <p role="alert" data-testid="sign-error">
          {sign.error.message}
        </p>
      )}
    </section>
  )
}
