// The social consent page's script (the emulator's stand-in for a provider's OAuth page), in
// the popup the host page opened. On Approve it gets a single-use code from its own server and
// posts it to the opener, at the opener's origin only; Cancel closes the popup.
const CHANNEL = 'appkit:embedded-wallet'

function meta(name: string): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? ''
}

const state = meta('appkit-state')
const openerOrigin = meta('appkit-opener-origin')
const farcaster = meta('appkit-mode') === 'farcaster'
const form = document.getElementById('consent') as HTMLFormElement
const input = document.getElementById('username') as HTMLInputElement
const message = document.getElementById('message') as HTMLElement

document.getElementById('cancel')?.addEventListener('click', () => window.close())

form.addEventListener('submit', (event) => {
  event.preventDefault()
  message.textContent = ''
  void approve(input.value.trim())
})

async function approve(username: string): Promise<void> {
  const response = await fetch(farcaster ? '/v1/farcaster/approve' : '/v1/social/approve', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ state, username }),
  })
  const json = (await response.json()) as {
    result?: { code?: string }
    error?: { message?: string }
  }
  if (farcaster && response.ok) {
    input.disabled = true
    for (const button of form.querySelectorAll('button')) button.disabled = true
    message.textContent = 'Approved. You can go back to the app.'
    return
  }
  const code = json.result?.code
  if (!response.ok || typeof code !== 'string') {
    message.textContent = json.error?.message ?? 'Something went wrong'
    return
  }
  if (!window.opener) {
    message.textContent = 'The page that opened this window is gone.'
    return
  }
  ;(window.opener as Window).postMessage(
    { channel: CHANNEL, kind: 'social-result', state, code },
    openerOrigin,
  )
  window.close()
}
