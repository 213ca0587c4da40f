import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Approuver',
  'secureFrame.consent.approved': "Approuvé. Vous pouvez revenir à l'application.",
  'secureFrame.consent.cancel': 'Annuler',
  'secureFrame.consent.failed': 'Une erreur est survenue',
  'secureFrame.consent.farcasterIntro':
    "Substitut local de l'approbation de {provider} : choisissez le nom d'utilisateur que {provider} renverrait.",
  'secureFrame.consent.heading': 'Se connecter avec {provider}',
  'secureFrame.consent.intro':
    "Substitut local de la page de consentement de {provider} : choisissez le nom d'utilisateur que {provider} renverrait.",
  'secureFrame.consent.invalidUsername':
    "Saisissez un nom d'utilisateur : lettres, chiffres, . _ - # (64 au maximum)",
  'secureFrame.consent.linkExpired': 'Ce lien de connexion a expiré',
  'secureFrame.consent.linkExpiredPage':
    'Ce lien de connexion a expiré. Fermez cette fenêtre et réessayez.',
  'secureFrame.consent.linkExpiredTitle': 'Lien expiré',
  'secureFrame.consent.openerGone': "La page qui a ouvert cette fenêtre n'existe plus.",
  'secureFrame.consent.pageTitle': 'Se connecter avec {provider} (émulateur AppKit)',
  'secureFrame.consent.username': "Nom d'utilisateur",
  'secureFrame.email.confirmChange': 'Confirmez le changement de votre e-mail',
  'secureFrame.email.confirmNew': 'Confirmez votre nouvel e-mail',
  'secureFrame.email.loginCode': 'Votre code de connexion AppKit',
  'secureFrame.email.newDevice': 'Approuvez un nouvel appareil',
  'secureFrame.frame.approve': 'Approuver',
  'secureFrame.frame.loading': 'Chargement…',
  'secureFrame.frame.notEmbeddable': "Cette page n'est pas autorisée à intégrer le portefeuille.",
  'secureFrame.frame.pageTitle': 'Portefeuille sécurisé AppKit',
  'secureFrame.frame.ready': 'Portefeuille sécurisé prêt.',
  'secureFrame.frame.reject': 'Refuser',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Chaîne {chainId}}} · demandé par {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Chaîne {chainId}}} · demandé par {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Envoyer des appels',
  'secureFrame.frame.sendTransaction': 'Envoyer la transaction',
  'secureFrame.frame.signMessage': 'Signer le message',
  'secureFrame.frame.signTypedData': 'Signer des données typées',
  'secureFrame.sessions.allow': "Autoriser {signer} jusqu'au {until} UTC : {permissions}",
  'secureFrame.sessions.callContract': 'appeler {address} {functions}',
  'secureFrame.sessions.grantTitle': 'Accorder des autorisations',
  'secureFrame.sessions.revokeDetails':
    'Révoquer la session {sessionId} de {account} sur la chaîne {chainId}',
  'secureFrame.sessions.revokeTitle': 'Révoquer des autorisations',
  'secureFrame.sessions.spendNative':
    "dépenser jusqu'à {amount} {symbol} {period, select, hour {par heure} day {par jour} week {par semaine} other {toutes les {seconds} secondes}}",
  'secureFrame.sessions.spendToken':
    "dépenser jusqu'à {amount} {symbol} ({token}) {period, select, hour {par heure} day {par jour} week {par semaine} other {toutes les {seconds} secondes}}",
  'secureFrame.sessions.spendTokenUnits':
    "dépenser jusqu'à {amount} unités du jeton {token} {period, select, hour {par heure} day {par jour} week {par semaine} other {toutes les {seconds} secondes}}",
  'secureFrame.solana.callProgram': 'Appeler le programme {programId}',
  'secureFrame.solana.noInstructions': 'Aucune instruction',
  'secureFrame.solana.sendSol': 'Envoyer {amount} SOL à {to}',
  'secureFrame.solana.sendToken': 'Envoyer {amount} du jeton {mint} au compte de jetons {account}',
  'secureFrame.solana.sendTokenUnits':
    'Envoyer {amount} unités de base de jeton au compte de jetons {account}',
  'secureFrame.solana.sendTransactionTitle': 'Envoyer la transaction (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Signer les transactions (Solana)',
  'secureFrame.solana.signMessageTitle': 'Signer le message (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Signer la transaction (Solana)',
  'secureFrame.solana.transactionHeader': 'Transaction {number} :',
} satisfies Messages
