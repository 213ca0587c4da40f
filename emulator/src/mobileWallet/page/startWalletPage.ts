import type { WalletKitTypes } from '@reown/walletkit'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { mnemonicToAccount } from 'viem/accounts'
import { DEFAULT_PROJECT_IDS, TEST_MNEMONIC } from '../../defaults.js'
import { toProviderRpcError } from '../../testWallet/methods/toProviderRpcError.js'
import { unrecognizedChainError } from '../../testWallet/ProviderRpcError.js'
import { approvedNamespaces, LOCAL_EVM_CHAINS } from './approvedNamespaces.js'
import { createAnsweredRequests } from './createAnsweredRequests.js'
import { createPromptQueue, type Prompt } from './createPromptQueue.js'
import { describeProposal } from './describeProposal.js'
import { describeVerifyContext } from './describeVerifyContext.js'
import { evmChainsFromSearch } from './evmChainsFromSearch.js'
import { imageFilePixels } from './imageFilePixels.js'
import { namespacesWithChain } from './namespacesWithChain.js'
import { pairingUriFromImage } from './pairingUriFromImage.js'
import { isPairingUri, pairingUriFromSearch } from './pairingUriFromSearch.js'
import { performRequest } from './performRequest.js'
import { rejectionFor } from './rejectionFor.js'
import { relayUrlFor } from './relayUrlFor.js'
import { type PromptView, renderPrompt } from './renderPrompt.js'
import { renderSessions } from './renderSessions.js'
import { solanaAccount } from './solanaAccount.js'
import { startWalletKit } from './startWalletKit.js'
import { summarizeRequest } from './summarizeRequest.js'
import { UNKNOWN_CHAIN_ID } from './UNKNOWN_CHAIN_ID.js'
import type { WalletRequestContext } from './WalletRequestContext.js'

/** The parts of the served HTML the script fills in (see walletPageHtml). */
export interface WalletPageElements {
  accounts: HTMLElement
  pairForm: HTMLFormElement
  pairInput: HTMLInputElement
  /** A file input: a picture of the dapp's QR code. */
  scanInput: HTMLInputElement
  status: HTMLElement
  prompt: HTMLElement
  sessions: HTMLElement
}

interface WalletPrompt extends Prompt {
  view: Omit<PromptView, 'waiting'>
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The test mobile wallet: WalletKit on the emulator's relay, Hardhat account 0 and its Solana
 * twin. Pairs from a pasted `wc:` URI, a scanned picture of the QR code, or `?uri=` (deep links), then asks Approve or Reject
 * for the session proposal and for each request, one at a time; lists the sessions with a
 * Disconnect button each. Every outcome is written to the status line.
 */
export async function startWalletPage(ui: WalletPageElements, location: Location): Promise<void> {
  const setStatus = (text: string) => {
    ui.status.textContent = text
  }
  setStatus('Starting the wallet…')
  const evm = mnemonicToAccount(TEST_MNEMONIC)
  const solana = await solanaAccount(TEST_MNEMONIC)
  ui.accounts.textContent = `EVM ${evm.address} · Solana ${solana.address}`
  const answered = createAnsweredRequests(sessionStorage)
  const walletKit = await startWalletKit({
    relayUrl: relayUrlFor(location),
    projectId: DEFAULT_PROJECT_IDS[0] ?? 'appkit-local-project',
    pageUrl: `${location.origin}/wallet`,
    verifyUrl: `${location.origin}/verify/v3`,
  })

  const dappNames = new Map<string, string>()
  const showSessions = () => {
    const sessions = Object.values(walletKit.getActiveSessions())
    for (const session of sessions) {
      dappNames.set(session.topic, session.peer.metadata.name || 'Unnamed dapp')
    }
    renderSessions(ui.sessions, sessions, { disconnect, moveToUnknownChain })
  }
  const prompts = createPromptQueue<WalletPrompt>(() => {
    const current = prompts.current()
    renderPrompt(
      ui.prompt,
      current === undefined ? undefined : { ...current.view, waiting: prompts.size() - 1 },
    )
  })

  async function disconnect(session: SessionTypes.Struct): Promise<void> {
    const name = session.peer.metadata.name || 'Unnamed dapp'
    try {
      await walletKit.disconnectSession({
        topic: session.topic,
        reason: getSdkError('USER_DISCONNECTED'),
      })
      setStatus(`Disconnected from ${name}`)
    } catch (error) {
      setStatus(`Disconnect failed: ${messageOf(error)}`)
    }
    showSessions()
  }

  /**
   * chainChanged to a chain outside the session, as a wallet the user moved by hand would say.
   * The event has to name an approved chain (WalletKit checks it): its data is the new one.
   */
  async function moveToUnknownChain(session: SessionTypes.Struct): Promise<void> {
    const name = session.peer.metadata.name || 'Unnamed dapp'
    const approved = session.namespaces.eip155?.accounts[0]?.split(':').slice(0, 2).join(':')
    try {
      if (approved === undefined) throw new Error('the session has no EVM account')
      await walletKit.emitSessionEvent({
        topic: session.topic,
        event: { name: 'chainChanged', data: UNKNOWN_CHAIN_ID },
        chainId: approved,
      })
      setStatus(`Told ${name} the wallet is on chain ${UNKNOWN_CHAIN_ID}`)
    } catch (error) {
      setStatus(`Could not move to chain ${UNKNOWN_CHAIN_ID}: ${messageOf(error)}`)
    }
  }

  async function switchChain(topic: string, chainId: number): Promise<void> {
    const chain = `eip155:${chainId}`
    const session = walletKit.getActiveSessions()[topic]
    const isLocal = (LOCAL_EVM_CHAINS as readonly string[]).includes(chain)
    if (session === undefined || !isLocal) throw unrecognizedChainError(`0x${chainId.toString(16)}`)
    const updated = namespacesWithChain(session.namespaces, chain, evm.address)
    if (updated !== undefined) await walletKit.updateSession({ topic, namespaces: updated })
    if (session.namespaces.eip155?.events.includes('chainChanged')) {
      await walletKit.emitSessionEvent({
        topic,
        event: { name: 'chainChanged', data: chainId },
        chainId: chain,
      })
    }
  }

  function addProposal({
    id,
    params,
    verifyContext,
  }: {
    id: number
    params: WalletKitTypes.SessionProposal['params']
    verifyContext?: WalletKitTypes.SessionProposal['verifyContext']
  }) {
    const { dappName, dappUrl, lines } = describeProposal(params)
    const settle = (status: string) => {
      prompts.remove(`proposal:${id}`)
      setStatus(status)
      showSessions()
    }
    prompts.add({
      key: `proposal:${id}`,
      view: {
        title: 'Session proposal',
        lines: [
          `Dapp: ${dappName}`,
          `URL: ${dappUrl}`,
          describeVerifyContext(verifyContext),
          ...lines,
        ],
        onApprove: async () => {
          try {
            const namespaces = approvedNamespaces(
              params,
              { evm: evm.address, solana: solana.address },
              evmChainsFromSearch(location.search),
            )
            await walletKit.approveSession({ id, namespaces })
            settle(`Connected to ${dappName}`)
          } catch (error) {
            setStatus(`Could not approve the session: ${messageOf(error)}`)
          }
        },
        onReject: async () => {
          try {
            await walletKit.rejectSession({ id, reason: getSdkError('USER_REJECTED') })
            settle(`Rejected the session proposal from ${dappName}`)
          } catch (error) {
            settle(`Could not reject the session: ${messageOf(error)}`)
          }
        },
      },
    })
    setStatus(`Session proposal from ${dappName}`)
  }

  function addRequest({ id, topic, params }: WalletKitTypes.SessionRequest) {
    if (answered.has(id)) return
    const { method, params: requestParams } = params.request
    const request = { method, params: requestParams, chainId: params.chainId }
    const context: WalletRequestContext = {
      evm,
      solana,
      rpcUrl: (chainId) => `${location.origin}/rpc/${chainId}`,
      switchChain: (chainId) => switchChain(topic, chainId),
    }
    const respond = async (
      outcome: { result: unknown } | { error: { code: number; message: string } },
    ) => {
      // Answered: the next prompt shows while the answer is on its way.
      answered.add(id)
      prompts.remove(`request:${id}`)
      await walletKit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...outcome } })
    }
    prompts.add({
      key: `request:${id}`,
      view: {
        title: `Request from ${dappNames.get(topic) ?? 'a dapp'}`,
        lines: summarizeRequest(request),
        onApprove: async () => {
          let outcome: { result: unknown } | { error: { code: number; message: string } }
          try {
            outcome = { result: await performRequest(context, request) }
          } catch (error) {
            const { code, message } = toProviderRpcError(error)
            outcome = { error: { code, message } }
          }
          try {
            await respond(outcome)
            setStatus(
              'error' in outcome
                ? `${method} failed: ${outcome.error.message}`
                : method === 'eth_sendTransaction'
                  ? `Transaction sent: ${String(outcome.result)}`
                  : `Approved ${method}`,
            )
          } catch (error) {
            setStatus(`Could not answer ${method}: ${messageOf(error)}`)
          }
          showSessions()
        },
        onReject: async () => {
          try {
            await respond({ error: rejectionFor(method) })
            setStatus(`Rejected ${method}`)
          } catch (error) {
            setStatus(`Could not answer ${method}: ${messageOf(error)}`)
          }
        },
      },
    })
    setStatus(`${method} request from ${dappNames.get(topic) ?? 'a dapp'}`)
  }

  async function pair(uri: string): Promise<void> {
    if (!isPairingUri(uri)) {
      setStatus('That is not a WalletConnect pairing URI (wc:…@2?…symKey=…)')
      return
    }
    setStatus('Pairing…')
    try {
      await walletKit.pair({ uri })
      setStatus('Paired: waiting for the session proposal')
    } catch (error) {
      setStatus(`Pairing failed: ${messageOf(error)}`)
    }
  }

  walletKit.on('session_proposal', addProposal)
  walletKit.on('session_request', addRequest)
  walletKit.on('proposal_expire', ({ id }) => {
    prompts.remove(`proposal:${id}`)
    setStatus('The session proposal expired')
  })
  walletKit.on('session_request_expire', ({ id }) => prompts.remove(`request:${id}`))
  walletKit.on('session_delete', ({ topic }) => {
    setStatus(`${dappNames.get(topic) ?? 'The dapp'} ended the session`)
    showSessions()
  })

  showSessions()
  for (const [id, proposal] of Object.entries(walletKit.getPendingSessionProposals())) {
    addProposal({ id: Number(id), params: proposal })
  }
  for (const pending of walletKit.getPendingSessionRequests()) addRequest(pending)
  if (prompts.size() === 0) setStatus('Ready: paste a WalletConnect URI')

  ui.pairForm.addEventListener('submit', (event) => {
    event.preventDefault()
    const uri = ui.pairInput.value.trim()
    ui.pairInput.value = ''
    void pair(uri)
  })
  ui.scanInput.addEventListener('change', () => {
    const file = ui.scanInput.files?.[0]
    ui.scanInput.value = ''
    if (file !== undefined) void scan(file)
  })
  async function scan(file: Blob): Promise<void> {
    setStatus('Reading the QR code…')
    let found: ReturnType<typeof pairingUriFromImage>
    try {
      found = pairingUriFromImage(await imageFilePixels(file))
    } catch {
      setStatus('That file is not an image the wallet can read')
      return
    }
    if ('error' in found) setStatus(found.error)
    else await pair(found.uri)
  }
  const linked = pairingUriFromSearch(location.search)
  if (linked !== undefined) {
    // A reload must not pair the same URI again.
    history.replaceState(null, '', location.pathname)
    await pair(linked)
  }
}
