import { startWalletPage } from './startWalletPage.js'

function required<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id)
  if (!(found instanceof type)) throw new Error(`The wallet page lacks #${id}`)
  return found
}

const status = required('status', HTMLElement)
startWalletPage(
  {
    accounts: required('accounts', HTMLElement),
    pairForm: required('pair-form', HTMLFormElement),
    pairInput: required('pair-uri', HTMLInputElement),
    scanInput: required('scan-image', HTMLInputElement),
    status,
    prompt: required('prompt', HTMLElement),
    sessions: required('sessions', HTMLElement),
  },
  window.location,
).catch((error: unknown) => {
  status.textContent = `The wallet could not start: ${error instanceof Error ? error.message : String(error)}`
})
