import { Component, type ReactNode } from 'react'
import { errorMessage } from '../utils/errorMessage.js'

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
  override state: State = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    // A loader that names its failure (code VIEW_LOAD_FAILED, e.g. the embedded wallet's
    // 'Unable to load email login dependency') is shown with its own words.
    const named = (this.state.error as { code?: unknown } | undefined)?.code === VIEW_LOAD_FAILED
    return (
      <div className="centered" role="alert">
        <p>{named ? errorMessage(this.state.error) : 'This view could not be loaded.'}</p>
        {named ? null : <p className="sr-only">{errorMessage(this.state.error)}</p>}
        <button
          type="button"
          className="btn"
          onClick={() => {
            this.props.onRetry()
            this.setState({ error: undefined, failed: false })
          }}
        >
          Try again
        </button>
      </div>
    )
  }
}
