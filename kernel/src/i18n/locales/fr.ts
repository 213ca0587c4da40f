import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    "La configuration du projet a été refusée (HTTP 403) : vérifiez l'ID du projet et l'origine",
  'alerts.INVALID_APP_CONFIGURATION.short': 'Configuration invalide',
  'alerts.INVALID_PROJECT_ID.long':
    "L'ID du projet n'est pas valide : copiez-le à nouveau depuis les paramètres de votre projet",
  'alerts.INVALID_PROJECT_ID.short': 'ID de projet invalide',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    "Votre session n'est pas valide : vérifiez le réglage de l'heure de votre appareil et reconnectez-vous",
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Session expirée',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'La configuration du projet définit ces fonctionnalités à distance ; les valeurs locales sont ignorées',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Configuration locale ignorée',
  'alerts.MULTI_WALLET_NOT_ENABLED.long':
    'Le multi-portefeuille est désactivé dans la configuration du projet',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Multi-portefeuille désactivé',
  'alerts.NETWORK_NOT_FOUND.long':
    "Réseau introuvable - vérifiez qu'il figure bien dans le tableau networks",
  'alerts.NETWORK_NOT_FOUND.short': 'Réseau introuvable',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Cette origine ne fait pas partie des origines autorisées du projet ; ajoutez-la dans les paramètres du projet',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Origine non autorisée',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Passez un projectId à createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'ID de projet non configuré',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    "Trop de requêtes pour la configuration de l'app (HTTP 429) ; la configuration locale est utilisée",
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Trop de requêtes',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': "Impossible de récupérer la configuration de l'app",
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Erreur serveur',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'Le réseau demandé ne fait pas partie des réseaux configurés',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Réseau cible introuvable',
  'alerts.UNVERIFIED_DOMAIN.long': "Ce domaine n'est pas vérifié pour le projet",
  'alerts.UNVERIFIED_DOMAIN.short': 'Domaine non vérifié',
} satisfies Messages
