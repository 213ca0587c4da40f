import { useState } from 'react'
import { DisconnectIcon } from '../../components/icons.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { shortAddress } from '../../utils/shortAddress.js'
import { connectorImageUrl } from '../shared/imageUrls.js'
import { useErrorText } from '../shared/useErrorText.js'
import { addWallet } from './addWallet.js'
import { listConnections, type WalletConnectionRow } from './listConnections.js'
import { profileWalletsMessages as m } from './profileWalletsMessages.js'
import { switchToConnection } from './switchToConnection.js'

function rowKey(row: Pick<WalletConnectionRow, 'namespace' | 'connectorId'>): string {
  return `${row.namespace}:${row.connectorId}`
}

/**
 * ProfileWallets (multi-wallet): every connection across namespaces, the active one marked;
 * switch to another, add a wallet, disconnect one (`kit.disconnectConnection`: the wallet lets
 * go and is no longer watched). With the multi-wallet gate closed, switching
 * and adding show the 'multi-wallet not enabled' info alert instead (spec §8); going to another
 * family's current wallet is a change of family and works either way.
 */
export default function ProfileWalletsView() {
  const { kit, toasts } = useUi()
  const { t } = useI18n()
  const errorText = useErrorText()
  const rows = useStoreSelector(kit.registry.store, listConnections, (a, b) => {
    return a.length === b.length && a.every((row, i) => shallowRowEqual(row, b[i]))
  })
  const [busy, setBusy] = useState<string>()

  async function disconnect(row: WalletConnectionRow) {
    setBusy(rowKey(row))
    try {
      await kit.disconnectConnection(row.namespace, row.connectorId)
      if (listConnections(kit.registry.store.getState()).length === 0) kit.close()
    } catch (error) {
      toasts.show('error', errorText(error))
    } finally {
      setBusy(undefined)
    }
  }

  if (rows.length === 0) {
    return (
      <div className="centered" role="status">
        <p>{t(m.noWallet)}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => kit.router.reset('Connect')}
        >
          {t(m.connectAWallet)}
        </button>
      </div>
    )
  }

  return (
    <div className="list">
      <ul className="list" aria-label={t(m.list)}>
        {rows.map((row) => {
          // The switch button's name holds all it shows (label in name): wallet, address, network.
          const named = {
            wallet: row.name,
            address: shortAddress(row.address),
            network: row.network.name,
          }
          return (
            <li key={rowKey(row)} className="row" style={{ alignItems: 'center' }}>
              <button
                type="button"
                className="item"
                aria-current={row.active ? 'true' : undefined}
                aria-label={row.active ? t(m.activeLabel, named) : t(m.switchTo, named)}
                disabled={row.active || busy !== undefined}
                onClick={() => switchToConnection(kit, row)}
              >
                <RemoteImage
                  url={row.connector ? connectorImageUrl(kit, row.connector) : undefined}
                  name={row.name}
                  decorative
                />
                <span className="item-name" aria-hidden="true">
                  {/* A space, not <br/>: the row's text must read as the words of its label. */}
                  {row.name}{' '}
                  <span className="balance line" title={row.address}>
                    {shortAddress(row.address)} · {row.network.name}
                  </span>
                </span>
                {row.active ? (
                  <>
                    {' '}
                    <span className="tag">{t(m.activeTag)}</span>
                  </>
                ) : null}
              </button>
              <button
                type="button"
                className="icon-btn"
                style={{ flex: 'none' }}
                aria-label={t(m.disconnect, named)}
                disabled={busy !== undefined}
                aria-busy={busy === rowKey(row) || undefined}
                onClick={() => disconnect(row)}
              >
                <DisconnectIcon />
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className="btn btn-block" onClick={() => addWallet(kit)}>
        {t(m.addWallet)}
      </button>
    </div>
  )
}

function shallowRowEqual(a: WalletConnectionRow, b: WalletConnectionRow | undefined): boolean {
  return (
    b !== undefined &&
    a.namespace === b.namespace &&
    a.connectorId === b.connectorId &&
    a.name === b.name &&
    a.connector === b.connector &&
    a.address === b.address &&
    a.network === b.network &&
    a.current === b.current &&
    a.active === b.active
  )
}
