import { element } from './element.js'

/** What a prompt shows: a heading, who asks, the details, and what the two buttons do. */
export interface PromptView {
  title: string
  /** Untrusted lines (dapp metadata, request summary): shown as text. */
  lines: readonly string[]
  /** How many more prompts wait behind this one. */
  waiting: number
  onApprove: () => Promise<void>
  onReject: () => Promise<void>
}

/**
 * Fills `container` with one prompt and its Approve and Reject buttons, or empties and hides
 * it when there is none. Both buttons are disabled while either answer is being sent.
 */
export function renderPrompt(container: HTMLElement, view: PromptView | undefined): void {
  container.replaceChildren()
  container.hidden = view === undefined
  if (view === undefined) return
  const approve = element('button', { text: 'Approve', attributes: { type: 'button' } })
  const reject = element('button', { text: 'Reject', attributes: { type: 'button' } })
  const answer = (action: () => Promise<void>) => () => {
    approve.disabled = true
    reject.disabled = true
    action().finally(() => {
      approve.disabled = false
      reject.disabled = false
    })
  }
  approve.addEventListener('click', answer(view.onApprove))
  reject.addEventListener('click', answer(view.onReject))
  container.append(
    element('h2', { text: view.title, attributes: { id: 'prompt-title' } }),
    element(
      'ul',
      { attributes: { class: 'details' } },
      view.lines.map((line) => element('li', { text: line })),
    ),
    element('div', { attributes: { class: 'actions' } }, [approve, reject]),
  )
  if (view.waiting > 0) {
    container.append(element('p', { text: `${view.waiting} more waiting` }))
  }
}
