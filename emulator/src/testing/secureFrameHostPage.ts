/**
 * A host page for a browser test, on its own origin: it embeds the secure frame and talks its
 * protocol (`window.frameReady`, `window.call(type, payload)` resolving with the frame's answer).
 */
export function secureFrameHostPage(frameUrl: string, secureOrigin: string): string {
  return `<!doctype html><html><body><iframe title="wallet" src="${frameUrl}"></iframe><script>
const secure = ${JSON.stringify(secureOrigin)}
const channel = 'appkit:embedded-wallet'
const pending = new Map()
let markReady
window.frameReady = new Promise((resolve) => { markReady = resolve })
window.addEventListener('message', (event) => {
  if (event.origin !== secure || event.data?.channel !== channel) return
  if (event.data.kind === 'ready') markReady()
  else pending.get(event.data.id)?.(event.data)
})
window.call = (type, payload) => new Promise((resolve) => {
  const id = crypto.randomUUID()
  pending.set(id, resolve)
  document.querySelector('iframe').contentWindow.postMessage({ channel, kind: 'request', id, type, payload }, secure)
})
</script></body></html>`
}
