import { useSignIn } from '@appkit/siwx'
import { useAccount } from '@appkit/ui'

/** Sign-in with the wallet (SIWX), drawn by the app with the siwx plugin's own hook. */
export function SignInPanel() {
  const { isConnected } = useAccount()
  const { isEnabled, isSignedIn, status, error, signIn, signOut } = useSignIn()
  if (!isConnected) return null
  return (
    <section className="panel" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in</h2>
      {isSignedIn ? (
        <>
          <p data-testid="sign-in-status">Signed in</p>
          <button type="button" onClick={() => void signOut()}>
            Sign out
          </button>
        </>
      ) : (
        <>
          <p data-testid="sign-in-status">{status === 'signing' ? 'Signing…' : 'Not signed in'}</p>
          <button
            type="button"
            disabled={!isEnabled || status === 'signing'}
            // A failed attempt shows in `error`; the rejection itself needs no handling here.
            onClick={() => void signIn().catch(() => undefined)}
          >
            Sign in
          </button>
        </>
      )}
      {error ? (
        <p role="alert" data-testid="sign-in-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
