import { describe, expect, it, vi } from 'vitest'
import { createTestKit } from '../testing/createTestKit.js'
import { loadOpeningView } from './loadOpeningView.js'

function Modal() {
  return null
}
function ConnectView() {
  return null
}
function AccountView() {
  return null
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * A kit whose Connect and Account views resolve when the test says so (its message formatter
 * loaded already, as the page's idle moment leaves it).
 */
async function setup() {
  const kit = createTestKit()
  await kit.i18n.load()
  const connect = deferred<unknown>()
  const account = deferred<unknown>()
  const connectLoader = vi.fn(() => connect.promise)
  const accountLoader = vi.fn(() => account.promise)
  kit.router.registerView('Connect', connectLoader)
  kit.router.registerView('Account', accountLoader)
  const shell = deferred<typeof Modal>()
  const modalLoader = vi.fn(() => shell.promise)
  return {
    kit,
    connect,
    account,
    connectLoader,
    accountLoader,
    shell,
    modalLoader,
  }
}

/** Lets every queued promise callback run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('loadOpeningView: the modal and its opening view load in parallel, no waterfall', () => {
  it('calls the modal loader and the view loader before either resolves', async () => {
    const { kit, connectLoader, modalLoader } = await setup()
    loadOpeningView(kit, modalLoader, 'Connect').ready.catch(() => {})
    await flush()
    expect(modalLoader).toHaveBeenCalledTimes(1)
    expect(connectLoader).toHaveBeenCalledTimes(1)
  })

  it('loads the view the router shows once open (the view open() chose)', async () => {
    const { kit, accountLoader, connectLoader, modalLoader } = await setup()
    kit.open({ view: 'Account' })
    loadOpeningView(kit, modalLoader).ready.catch(() => {})
    await flush()
    expect(accountLoader).toHaveBeenCalledTimes(1)
    expect(connectLoader).not.toHaveBeenCalled()
  })

  it('is ready only once both have resolved, with the view already loaded in the view registry', async () => {
    const { kit, connect, shell, modalLoader } = await setup()
    const ready = vi.fn()
    loadOpeningView(kit, modalLoader, 'Connect').ready.then(ready)
    shell.resolve(Modal)
    await flush()
    expect(ready).not.toHaveBeenCalled()
    connect.resolve({ default: ConnectView })
    await flush()
    expect(ready).toHaveBeenCalledWith(Modal)
    expect(kit.router.peekView('Connect')).toEqual({
      status: 'loaded',
      module: { default: ConnectView },
    })
  })

  it('waits for the modal shell when the view came first', async () => {
    const { kit, connect, shell, modalLoader } = await setup()
    const ready = vi.fn()
    loadOpeningView(kit, modalLoader, 'Connect').ready.then(ready)
    connect.resolve({ default: ConnectView })
    await flush()
    expect(ready).not.toHaveBeenCalled()
    shell.resolve(Modal)
    await flush()
    expect(ready).toHaveBeenCalledWith(Modal)
  })

  it('a view that failed to load does not hold the modal back (the outlet offers to try again)', async () => {
    const { kit, connect, shell, modalLoader } = await setup()
    const load = loadOpeningView(kit, modalLoader, 'Connect')
    connect.reject(new Error('chunk failed'))
    shell.resolve(Modal)
    await expect(load.ready).resolves.toBe(Modal)
    await expect(load.view).rejects.toThrow('chunk failed')
    expect(kit.router.peekView('Connect')?.status).toBe('failed')
  })

  it('rejects when the modal shell failed to load', async () => {
    const { kit, connect, shell, modalLoader } = await setup()
    const load = loadOpeningView(kit, modalLoader, 'Connect')
    shell.reject(new Error('shell failed'))
    connect.resolve({ default: ConnectView })
    await expect(load.ready).rejects.toThrow('shell failed')
  })

  it('a view no one registered loads nothing and leaves the modal to say so', async () => {
    const { kit, shell, modalLoader } = await setup()
    const load = loadOpeningView(kit, modalLoader, 'NoSuchView' as 'Connect')
    shell.resolve(Modal)
    await expect(load.view).resolves.toBeUndefined()
    await expect(load.ready).resolves.toBe(Modal)
  })

  it('a second call (hover, then open) fetches nothing new', async () => {
    const { kit, account, shell, accountLoader, modalLoader } = await setup()
    const first = loadOpeningView(kit, modalLoader, 'Account')
    const second = loadOpeningView(kit, modalLoader, 'Account')
    shell.resolve(Modal)
    account.resolve({ default: AccountView })
    await Promise.all([first.ready, second.ready])
    expect(accountLoader).toHaveBeenCalledTimes(1)
  })

  it("waits for the visitor's catalog, so the modal first renders in its language", async () => {
    const kit = createTestKit({ locale: 'fr' })
    const catalog = deferred<Record<string, string> | undefined>()
    kit.i18n.register({ name: 'test', load: () => catalog.promise })
    kit.router.registerView('Connect', async () => ({ default: ConnectView }))
    const modalLoader = vi.fn(async () => Modal)
    const ready = vi.fn()
    loadOpeningView(kit, modalLoader, 'Connect').ready.then(ready)
    await flush()
    expect(ready).not.toHaveBeenCalled()
    catalog.resolve({ 'test.title': 'Titre' })
    await vi.waitFor(() => expect(ready).toHaveBeenCalledWith(Modal))
  })
})
