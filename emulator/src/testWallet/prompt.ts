import { createPromptQueue } from './createPromptQueue.js'
import { promptStyles } from './promptStyles.js'
import type { TestWalletPrompt, TestWalletPromptRequest } from './types.js'

export interface DomPrompt {
  prompt: TestWalletPrompt
  /** Rejects the open request and every later one, and removes the dialog from the page. */
  close(): void
}

const maxParamsLength = 4000

function formatParams(params: unknown): string {
  let text: string
  try {
    text =
      JSON.stringify(
        params,
        (_key, value) => (typeof value === 'bigint' ? `${value}n` : value),
        2,
      ) ?? ''
  } catch {
    text = String(params)
  }
  return text.length > maxParamsLength ? `${text.slice(0, maxParamsLength)}…` : text
}

function adoptStyles(document: Document, root: ShadowRoot): void {
  // Constructed stylesheets are not inline styles, so a strict style-src CSP allows them.
  const view = document.defaultView
  try {
    if (view && 'adoptedStyleSheets' in root && typeof view.CSSStyleSheet === 'function') {
      const sheet = new view.CSSStyleSheet()
      sheet.replaceSync(promptStyles)
      root.adoptedStyleSheets = [sheet]
      return
    }
  } catch {
    // Fall back to a <style> element below.
  }
  const style = document.createElement('style')
  style.textContent = promptStyles
  root.append(style)
}

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  return node
}

function render(document: Document, request: TestWalletPromptRequest) {
  const host = element(document, 'div')
  host.setAttribute('data-testid', 'testwallet-prompt')
  const root = host.attachShadow({ mode: 'open' })
  adoptStyles(document, root)

  const dialog = element(document, 'dialog')
  dialog.setAttribute('role', 'dialog')
  dialog.setAttribute('aria-label', 'AppKit Test Wallet request')
  dialog.setAttribute('aria-describedby', 'testwallet-summary')

  const summary = element(document, 'p', request.summary)
  summary.className = 'summary'
  summary.id = 'testwallet-summary'
  summary.setAttribute('data-testid', 'testwallet-summary')

  const details = element(document, 'dl')
  details.append(
    element(document, 'dt', 'Method'),
    element(document, 'dd', request.method),
    element(document, 'dt', 'Origin'),
    element(document, 'dd', request.origin),
  )

  const params = element(document, 'pre', formatParams(request.params))
  params.setAttribute('aria-label', 'Request parameters')

  const reject = element(document, 'button', 'Reject')
  reject.type = 'button'
  reject.setAttribute('data-testid', 'testwallet-reject')
  const approve = element(document, 'button', 'Approve')
  approve.type = 'button'
  approve.className = 'approve'
  approve.setAttribute('data-testid', 'testwallet-approve')
  const actions = element(document, 'div')
  actions.className = 'actions'
  actions.append(reject, approve)

  dialog.append(element(document, 'h2', 'AppKit Test Wallet'), summary, details, params, actions)
  root.append(dialog)
  return { host, dialog, approve, reject }
}

/**
 * The approve/reject prompt as a small dialog appended to document.body, in its own shadow
 * root. It opens as a modal <dialog> (top layer, so it sits above any page modal and keeps
 * focus), moves focus to Approve, and treats Escape as Reject. Request data is written with
 * textContent only: requests are untrusted. One request shows at a time; others wait in order.
 */
export function createDomPrompt(document: Document): DomPrompt {
  let settleOpen: ((approved: boolean) => void) | undefined
  let closed = false

  const show: TestWalletPrompt = (request) =>
    new Promise<boolean>((resolve) => {
      if (closed) {
        resolve(false)
        return
      }
      const previousFocus = document.activeElement
      const { host, dialog, approve, reject } = render(document, request)
      const settle = (approved: boolean) => {
        if (settleOpen !== settle) return
        settleOpen = undefined
        if (dialog.open) dialog.close()
        host.remove()
        if (previousFocus && 'focus' in previousFocus && previousFocus.isConnected) {
          ;(previousFocus as HTMLElement).focus()
        }
        resolve(approved)
      }
      settleOpen = settle
      approve.addEventListener('click', () => settle(true))
      reject.addEventListener('click', () => settle(false))
      dialog.addEventListener('cancel', (event) => {
        event.preventDefault()
        settle(false)
      })
      // Closed some other way (the browser may close a modal dialog on Escape): a reject.
      dialog.addEventListener('close', () => settle(false))
      document.body.append(host)
      try {
        dialog.showModal()
      } catch {
        dialog.setAttribute('open', '')
      }
      approve.focus()
    })

  return {
    prompt: createPromptQueue(show),
    close() {
      closed = true
      settleOpen?.(false)
    },
  }
}
