import { useAccount, useSignIn } from '@appkit/ui'

/** Sign-in with the wallet (SIWX), drawn by the app. */
export function SignInPanel() {
  const { isConnected } = useAccount()
  const { available, status, session, error, signIn, signOut } = useSignIn()
  if (!isConnected) return null
  return (
    <section className="panel" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">Sign in</h2>
      {session ? (
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
            disabled={!available || status === 'signing'}
            onClick={() => void signIn()}
          >
            Sign in
          </button>
        </>
      )}
      {error ? (
        <p role="alert" data-testid="sign-in-error">
          {error.shortMessage}
        </p>
      ) : null}
    </section>
  )
}
