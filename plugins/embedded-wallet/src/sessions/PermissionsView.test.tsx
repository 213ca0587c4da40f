import { AppKitError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { createViewTestKit, renderView } from '../testing/renderView.js'
import { createPermissionsController } from './createPermissionsController.js'
import { bindPermissionsView } from './PermissionsView.js'
import type { Session } from './permissionSchemas.js'

const ACCOUNT = { caip10: `eip155:31337:0x${'12'.repeat(20)}`, chainId: 31337 }
const SESSION: Session = {
  id: `0x${'ef'.repeat(32)}`,
  account: ACCOUNT.caip10,
  chainId: '0x7a69',
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: `0x02${'ab'.repeat(32)}` } },
  permissions: [
    {
      type: 'native-token-recurring-allowance',
      data: { allowance: '0x16345785d8a0000', start: 0, period: 86400 },
    },
    {
      type: 'contract-call',
      data: { address: `0x12${'00'.repeat(18)}34`, functions: [{ selector: '0xa9059cbb' }] },
    },
  ],
  expiry: 1_800_086_400,
  status: 'active',
  createdAt: 1_800_000_000,
}

function render(sessions: () => Promise<readonly Session[]>, kit = createViewTestKit()) {
  const controller = createPermissionsController({
    client: { list: sessions, revoke: async () => SESSION },
    account: () => ACCOUNT,
    request: async () => null,
    tokenInfo: async () => undefined,
  })
  const View = bindPermissionsView({
    controller,
    native: () => ({ symbol: 'ETH', decimals: 18 }),
    formatDate: (seconds) => `date ${seconds}`,
  })
  return {
    controller,
    html: () => renderView(<View view="EmbeddedPermissions" data={undefined} />, kit),
  }
}

describe('Permissions view (server-rendered markup)', () => {
  it('before the list arrives: a spinner announced as loading', () => {
    const { html } = render(async () => [])
    expect(html()).toContain('<span class="sr-only">Loading permissions</span>')
  })

  it('a labelled list: the signer shortened, each permission in words, the expiry, and a labelled Revoke button per session', async () => {
    const view = render(async () => [SESSION])
    await view.controller.load()
    const html = view.html()
    expect(html).toContain('aria-label="Active permissions"')
    expect(html).toContain('Key 0x02ab…abab')
    expect(html).toContain('0.1 ETH per day')
    expect(html).toContain('Call 0x1200…0034 transfer')
    expect(html).toContain('Expires date 1800086400')
    expect(html).toMatch(
      /<button type="button" class="btn" aria-label="Revoke permission for Key 0x02ab…abab"[^>]*>Revoke<\/button>/,
    )
  })

  it("empty: 'No active permissions'", async () => {
    const view = render(async () => [])
    await view.controller.load()
    expect(view.html()).toContain('No active permissions')
  })

  it("error: 'Could not load permissions' as an alert, with Try again", async () => {
    const view = render(async () => Promise.reject(new Error('down')))
    await view.controller.load()
    const html = view.html()
    expect(html).toContain('role="alert"')
    expect(html).toContain('Try again')
  })

  it('while revoking: the buttons are disabled and the status says to approve in the wallet', async () => {
    const view = render(async () => [SESSION])
    await view.controller.load()
    view.controller.store.setState({ revoking: SESSION.id })
    const html = view.html()
    expect(html).toContain('Revoking…')
    expect(html).toContain('disabled=""')
    expect(html).toContain('Approve the revocation in the wallet…')
  })
})

describe('Permissions view in the visitor locale', () => {
  it("words the list, the signer and the failures in the visitor's locale; the server's reason as it is", async () => {
    const kit = createViewTestKit({
      locale: 'fr',
      messages: {
        fr: {
          'embeddedWallet.permissions.list': 'Autorisations actives',
          'embeddedWallet.permissions.signerKey': 'Clé {key}',
          'embeddedWallet.permissions.loadFailedBecause':
            'Impossible de charger les autorisations : {reason}',
        },
      },
    })
    const view = render(async () => [SESSION], kit)
    await view.controller.load()
    expect(view.html()).toContain('aria-label="Autorisations actives"')
    expect(view.html()).toContain('Clé 0x02ab…abab')
    const failing = render(
      async () =>
        Promise.reject(
          new AppKitError('Could not load permissions', { details: 'quota exceeded' }),
        ),
      kit,
    )
    await failing.controller.load()
    expect(failing.html()).toContain('Impossible de charger les autorisations : quota exceeded')
  })

  it("without a smart account: 'Could not load permissions: no smart account is connected'", async () => {
    const controller = createPermissionsController({
      client: { list: async () => [], revoke: async () => SESSION },
      account: () => undefined,
      request: async () => null,
      tokenInfo: async () => undefined,
    })
    await controller.load()
    const View = bindPermissionsView({
      controller,
      native: () => ({ symbol: 'ETH', decimals: 18 }),
    })
    expect(renderView(<View view="EmbeddedPermissions" data={undefined} />)).toContain(
      'Could not load permissions: no smart account is connected',
    )
  })
})
