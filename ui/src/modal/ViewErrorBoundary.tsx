import { Component, type ReactNode } from 'react'
import { errorMessage } from '../utils/errorMessage.js'

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
    return (
      <div className="centered" role="alert">
        <p>This view could not be loaded.</p>
        <p className="sr-only">{errorMessage(this.state.error)}</p>
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
