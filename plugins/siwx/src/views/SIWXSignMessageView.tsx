import { useAppKit, useI18n, useNetwork, useToast, type ViewProps } from '@appkit/ui'
import { useSignIn } from '../react/useSignIn.js'
import { signInProblemText } from './signInProblemText.js'
import { signInViewMessages as m } from './signInViewMessages.js'
import { signInWithToast } from './signInWithToast.js'

/**
 * SIWXSignMessage (spec §2): asks the person to sign the sign-in message with their wallet.
 * Sign asks the wallet; Cancel declines (with sign-in required: back to a signed network, or
 * disconnect). A failed attempt shows the spec §8 toast 'Error signing message' (the toast
 * region announces it) and stays, to try again. Its texts are in the visitor's locale; the
 * message signed is not (a protocol text).
 */
export default function SIWXSignMessageView(_props: ViewProps) {
  const { kit } = useAppKit()
  const { t } = useI18n()
  const { status, isRequired, signIn, cancel } = useSignIn()
  const toast = useToast()
  const { caipNetwork } = useNetwork()
  const appName = kit.options.metadata?.name
  const signing = status === 'signing'
  return (
    <div className="status" data-testid="siwx-sign-message">
      <h3>{appName === undefined ? t(m.titleWithoutAppName) : t(m.title, { appName })}</h3>
      <p>
        {caipNetwork
          ? t(m.explanation, { networkName: caipNetwork.name })
          : t(m.explanationWithoutNetwork)}
      </p>
      {isRequired ? <p>{t(m.required)}</p> : null}
      <div aria-live="polite">
        {signing ? (
          <p>
            <span className="spinner" aria-hidden="true" /> {t(m.approveInWallet)}
          </p>
        ) : null}
      </div>
      <div className="row">
        <button type="button" className="btn" onClick={() => void cancel().catch(() => undefined)}>
          {t(m.cancel)}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={signing}
          onClick={() =>
            void signInWithToast(signIn, toast, (problem) => signInProblemText(t, problem))
          }
        >
          {signing ? t(m.signing) : t(m.sign)}
        </button>
      </div>
    </div>
  )
}
