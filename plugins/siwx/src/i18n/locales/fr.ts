import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Aucune adresse active trouvée',
  'siwx.error.noActiveCaipNetworkOrClient': 'Aucun réseau actif ou client trouvé',
  'siwx.error.noConnectionClient': 'Aucun client de connexion trouvé',
  'siwx.error.signingFailed': 'Erreur lors de la signature du message',
  'siwx.signIn.approveInWallet': 'Approuvez la demande dans votre portefeuille',
  'siwx.signIn.cancel': 'Annuler',
  'siwx.signIn.explanation':
    "Signez un message dans votre portefeuille pour prouver que ce compte vous appartient sur {networkName}. La signature est gratuite et n'envoie aucune transaction.",
  'siwx.signIn.explanationWithoutNetwork':
    "Signez un message dans votre portefeuille pour prouver que ce compte vous appartient. La signature est gratuite et n'envoie aucune transaction.",
  'siwx.signIn.required':
    'La connexion est obligatoire : annuler vous ramène à un réseau sur lequel vous êtes connecté, ou déconnecte le portefeuille.',
  'siwx.signIn.sign': 'Signer',
  'siwx.signIn.signing': 'Signature…',
  'siwx.signIn.title': 'Se connecter à {appName}',
  'siwx.signIn.titleWithoutAppName': 'Se connecter à cette app',
  'siwx.title': 'Se connecter',
} satisfies Messages
