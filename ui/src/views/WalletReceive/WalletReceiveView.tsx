import { getNamespaceState } from '@appkit/kernel'
import { CopyIcon } from '../../components/icons.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { QrCode } from '../../qrCode/QrCode.js'
import { copyAddress } from '../shared/copyAddress.js'
import { receiveNetworks } from './receiveNetworks.js'
import { walletReceiveMessages as m } from './walletReceiveMessages.js'

/** The QR code's accessible name, in English. */
export const RECEIVE_QR_LABEL = m.qrLabel.message

/**
 * WalletReceive (the 'receive' feature, spec §6): the active account's address as a QR code to
 * scan and as text to copy, with the networks it can receive on, so nobody sends on another.
 */
export default function WalletReceiveView() {
  const { kit, toasts } = useUi()
  const { t } = useI18n()
  const receive = useStoreSelector(
    kit.registry.store,
    (state) => {
      const chain = getNamespaceState(state)
      return {
        address: chain?.status === 'connected' ? chain.address : undefined,
        networks: receiveNetworks(state)
          .map((network) => network.name)
          .join(', '),
      }
    },
    (a, b) => a.address === b.address && a.networks === b.networks,
  )

  if (!receive.address) {
    return (
      <div className="centered" role="status">
        <p>{t(m.noWallet)}</p>
      </div>
    )
  }
  const { address } = receive

  return (
    <div className="receive">
      <QrCode value={address} label={t(m.qrLabel)} />
      <p className="receive-address" data-testid="receive-address">
        {address}
      </p>
      <button type="button" className="btn" onClick={() => copyAddress(address, toasts, kit.i18n)}>
        <CopyIcon /> {t(m.copyAddress)}
      </button>
      <p className="receive-networks">{t(m.receiveOnly, { networks: receive.networks })}</p>
    </div>
  )
}
