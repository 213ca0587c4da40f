import type { ChainNamespace, PluginContext } from '@appkit/kernel'
import { BLOCKCHAIN_NAMES } from '../message/BLOCKCHAIN_NAMES.js'
import type { SiwxStorage } from '../storage/SiwxStorage.js'
import type { SiwxVerifier } from '../verify/SiwxVerifier.js'

/**
 * Whether sign-in applies to a family: its sessions can be verified where they are kept. With
 * the app's own verifiers, the families they name; otherwise the families with a message
 * profile whose adapter checks signatures (`verifyMessage`). A storage that names its families
 * (a server's verifiers) narrows either. Read when asked, so a family installed later counts.
 */
export function signInSupport(
  context: Pick<PluginContext, 'adapter'>,
  options: { verifiers?: readonly SiwxVerifier[] | undefined; storage: SiwxStorage },
): (namespace: ChainNamespace) => boolean {
  const { verifiers, storage } = options
  const verifiable = (namespace: ChainNamespace) =>
    verifiers
      ? verifiers.some((verifier) => verifier.namespace === namespace)
      : Object.hasOwn(BLOCKCHAIN_NAMES, namespace) &&
        context.adapter(namespace)?.verifyMessage !== undefined
  return (namespace) => verifiable(namespace) && (storage.namespaces?.includes(namespace) ?? true)
}
