import type { MessageDescriptor } from '@appkit/kernel'
import { Component, type ContextType, type ReactNode } from 'react'
import { UiContext } from '../context/UiContext.js'
import { errorMessage } from '../utils/errorMessage.js'
import { failureMessages } from '../utils/failureMessages.js'
import { viewOutletMessages as m } from './viewOutletMessages.js'

/** The code of a view loader's own failure, whose message the boundary shows as it is. */
export const VIEW_LOAD_FAILED = 'VIEW_LOAD_FAILED'

interface Props {
  onRetry: () => void
  children: ReactNode
}

interface State {
  error: unknown
  failed: boolean
}

/** Catches a view that failed to load or render, and offers to try again. */
export class ViewErrorBoundary extends Component<Props, State> {
  // A class cannot use hooks: the kit's messages come through the provider's context (English
  // without one). The modal re-renders on a change of locale, and this boundary with it.
  static override contextType = UiContext
  declare context: ContextType<typeof UiContext>
  override state: State = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  private t(descriptor: MessageDescriptor): string {
    return this.context?.kit.i18n.t(descriptor) ?? descriptor.message
  }

  override render() {
    if (!this.state.failed) return this.props.children
    // A loader that names its failure (code VIEW_LOAD_FAILED, e.g. the embedded wallet's
    // 'Unable to load email login dependency') is shown with its own words.
    const named = (this.state.error as { code?: unknown } | undefined)?.code === VIEW_LOAD_FAILED
    const reason = errorMessage(this.state.error, this.t(failureMessages.somethingWentWrong))
    return (
      <div className="centered" role="alert">
        <p>{named ? reason : this.t(m.loadFailed)}</p>
        {named ? null : <p className="sr-only">{reason}</p>}
        <button
          type="button"
          className="btn"
          onClick={() => {
            this.props.onRetry()
            this.setState({ error: undefined, failed: false })
          }}
        >
          {this.t(m.tryAgain)}
        </button>
      </div>
    )
  }
}
