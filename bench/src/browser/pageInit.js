// Runs in every bench page before the page's own scripts (Playwright's addInitScript).
// 1. A test wallet announced over EIP-6963 ('Bench Wallet'), so every app lists the same
//    injected wallet and can connect to it without an extension.
// 2. window.__bench: finds visible text through open shadow roots and records the first click
//    and the last key press on the page clock (performance.now()).
;(() => {
  // AllWallets loads hundreds of images: keep every resource timing entry (default 250).
  performance.setResourceTimingBufferSize(100_000)
  const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
  const listeners = new Map()
  let connected = false

  function emit(event, value) {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }

  const provider = {
    isBenchWallet: true,
    async request({ method }) {
      switch (method) {
        case 'eth_requestAccounts':
        case 'wallet_requestPermissions':
          connected = true
          emit('connect', { chainId: '0x1' })
          emit('accountsChanged', [ADDRESS])
          return method === 'eth_requestAccounts'
            ? [ADDRESS]
            : [{ parentCapability: 'eth_accounts' }]
        case 'eth_accounts':
          return connected ? [ADDRESS] : []
        case 'wallet_getPermissions':
          return connected ? [{ parentCapability: 'eth_accounts' }] : []
        case 'wallet_revokePermissions':
          connected = false
          emit('accountsChanged', [])
          return null
        case 'eth_chainId':
          return '0x1'
        case 'net_version':
          return '1'
        case 'wallet_switchEthereumChain':
          return null
        default:
          throw Object.assign(new Error(`Bench wallet: ${method} is not supported`), { code: 4200 })
      }
    },
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
      return provider
    },
    removeListener(event, listener) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((candidate) => candidate !== listener),
      )
      return provider
    },
  }

  const info = Object.freeze({
    uuid: '6f1d4a3e-2b7c-4e9a-9c1d-0b5e8f7a6c21',
    name: 'Bench Wallet',
    icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="32" height="32"%3E%3Crect width="32" height="32" fill="%233b82f6"/%3E%3C/svg%3E',
    rdns: 'dev.appkit.bench',
  })
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()

  function* elements(root) {
    for (const element of root.querySelectorAll('*')) {
      yield element
      if (element.shadowRoot) yield* elements(element.shadowRoot)
    }
  }

  function isVisible(element) {
    const rect = element.getBoundingClientRect()
    return (
      rect.width > 0 &&
      rect.height > 0 &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
  }

  function ownText(element) {
    let text = ''
    for (const node of element.childNodes) if (node.nodeType === Node.TEXT_NODE) text += node.data
    text = text.trim()
    // Small components split text over a few spans (e.g. '0xf3', '…', '2266').
    if (!text && element.childElementCount > 0 && element.childElementCount <= 4) {
      text = (element.textContent ?? '').trim()
    }
    return text
  }

  /** A visible element whose own text matches, searching open shadow roots too. */
  function findVisibleText(source, flags) {
    const pattern = new RegExp(source, flags)
    for (const element of elements(document)) {
      if (pattern.test(ownText(element)) && isVisible(element)) return element
    }
    return undefined
  }

  /** Our modal's shadow root (the AllWallets figures are ours only). */
  const modalRoot = () => document.querySelector('[data-appkit-modal]')?.shadowRoot

  const tileNames = () =>
    [...(modalRoot()?.querySelectorAll('button.tile .tile-name') ?? [])].map(
      (element) => element.textContent ?? '',
    )

  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

  /**
   * Scrolls AllWallets' grid `step` px a frame to the end, while it keeps loading pages, then
   * back to the top; records every frame's duration (requestAnimationFrame deltas) both ways.
   */
  async function scrollAllWallets(step, timeoutMs) {
    const scroller = modalRoot()?.querySelector('.scroller')
    if (!scroller) throw new Error('AllWallets: no .scroller in the modal')
    const deadline = performance.now() + timeoutMs
    const down = []
    const up = []
    let last = await nextFrame()
    const atEnd = () => scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1
    while (performance.now() < deadline) {
      if (atEnd() && !scroller.querySelector('.sentinel')) break
      scroller.scrollTop += step
      const now = await nextFrame()
      down.push(now - last)
      last = now
    }
    const loaded = atEnd() && !scroller.querySelector('.sentinel')
    while (scroller.scrollTop > 0 && performance.now() < deadline) {
      scroller.scrollTop -= step
      const now = await nextFrame()
      up.push(now - last)
      last = now
    }
    return { down, up, loaded, scrollHeight: scroller.scrollHeight }
  }

  /** True once the grid shows only wallets whose name contains `term` (and at least one). */
  function searchSettled(term) {
    const names = tileNames()
    const lower = term.toLowerCase()
    return names.length > 0 && names.every((name) => name.toLowerCase().includes(lower))
  }

  /** Resource timing of the last /getWallets request whose query has `search=term`. */
  function searchRequestTiming(term) {
    const entries = performance
      .getEntriesByType('resource')
      .filter(
        (entry) => entry.name.includes('/getWallets') && entry.name.includes(`search=${term}`),
      )
    const entry = entries[entries.length - 1]
    return entry ? { startTime: entry.startTime, responseEnd: entry.responseEnd } : undefined
  }

  /**
   * Arms a watch for text: from the next click on, every animation frame looks for it, and the
   * page clock of the first frame that shows it is kept in `bench.watched`. Started by the
   * click itself, so the figure does not include the test driver's round trips.
   */
  function watchTextFromNextClick(source, flags, timeoutMs = 30_000) {
    bench.watched = undefined
    const check = (deadline) => {
      const now = performance.now()
      if (bench.hasVisibleText(source, flags)) bench.watched = now
      else if (now < deadline) requestAnimationFrame(() => check(deadline))
      else bench.watched = Number.NaN
    }
    document.addEventListener(
      'click',
      () => requestAnimationFrame(() => check(performance.now() + timeoutMs)),
      { capture: true, once: true },
    )
  }

  const bench = {
    tileNames,
    watchTextFromNextClick,
    watched: undefined,
    scrollAllWallets,
    /** Listeners the app holds on the Bench Wallet's provider (the load bench counts leaks). */
    providerListenerCount: () =>
      [...listeners.values()].reduce((sum, list) => sum + list.length, 0),
    searchSettled,
    searchRequestTiming,
    firstClick: undefined,
    lastKey: undefined,
    findVisibleText,
    hasVisibleText: (source, flags) => findVisibleText(source, flags) !== undefined,
  }
  window.__bench = bench
  document.addEventListener(
    'click',
    () => {
      bench.firstClick ??= performance.now()
    },
    true,
  )
  document.addEventListener(
    'keydown',
    () => {
      bench.lastKey = performance.now()
    },
    true,
  )
})()
