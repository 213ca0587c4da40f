import { useAppKit, useNetwork, useToast, type ViewProps } from '@appkit/ui'
import { useSignIn } from '../react/useSignIn.js'
import { signInWithToast } from './signInWithToast.js'

/**
 * SIWXSignMessage (spec §2): asks the person to sign the sign-in message with their wallet.
 * Sign asks the wallet; Cancel declines (with sign-in required: back to a signed network, or
 * disconnect). A failed attempt shows the spec §8 toast 'Error signing message' (the toast
 * region announces it) and stays, to try again.
 */
export default function SIWXSignMessageView(_props: ViewProps) {
  const { kit } = useAppKit()
  const { status, isRequired, signIn, cancel } = useSignIn()
  const toast = useToast()
  const { caipNetwork } = useNetwork()
  const appName = kit.options.metadata?.name ?? 'This app'
  const signing = status === 'signing'
  return (
    <div className="status" data-testid="siwx-sign-message">
      <h3>{`Sign in to ${appName}`}</h3>
      <p>
        {`Sign a message in your wallet to prove this account is yours${caipNetwork ? ` on ${caipNetwork.name}` : ''}. Signing is free and sends no transaction.`}
      </p>
      {isRequired ? (
        <p>
          Signing in is required: cancelling returns to a network you signed in on, or disconnects.
        </p>
      ) : null}
      <div aria-live="polite">
        {signing ? (
          <p>
            <span className="spinner" aria-hidden="true" /> Approve the request in your wallet
          </p>
        ) : null}
      </div>
      <div className="row">
        <button type="button" className="btn" onClick={() => void cancel().catch(() => undefined)}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={signing}
          onClick={() => void signInWithToast(signIn, toast)}
        >
          {signing ? 'Signing…' : 'Sign'}
        </button>
      </div>
    </div>
  )
}
