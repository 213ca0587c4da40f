import type { Messages } from '@appkit/kernel'

export default {
  'names.accountEntry': 'Enregistrer un nom',
  'names.error.addressOrAuthConnectorNotFound':
    "Adresse ou connecteur d'authentification introuvable",
  'names.error.namesForAddressFailed': "Erreur lors de la récupération des noms de l'adresse",
  'names.error.networkNotFound': 'Réseau introuvable',
  'names.error.registerNameFailed': "Erreur lors de l'enregistrement du nom {name}",
  'names.error.resolveNameFailed': 'Erreur lors de la résolution du nom',
  'names.error.suggestionsFailed': 'Erreur lors de la récupération des suggestions de noms',
  'names.nameRule': 'Lettres, chiffres et tirets uniquement, 4 caractères minimum.',
  'names.register.alreadyRegistered': '{name} est déjà enregistré',
  'names.register.available': '{name} est disponible',
  'names.register.checking': 'Vérification de {name}…',
  'names.register.nameLabel': 'Nom',
  'names.register.namePlaceholder': 'votrenom',
  'names.register.preparing': 'Préparation de votre enregistrement…',
  'names.register.register': 'Enregistrer',
  'names.register.registering': 'Enregistrement de votre nom…',
  'names.register.signing': 'Signez le message dans votre portefeuille pour enregistrer le nom.',
  'names.register.suggestionAvailable': 'Disponible',
  'names.register.suggestionRegistered': 'Enregistré',
  'names.register.suggestions': 'Noms suggérés',
  'names.registerSuccess.backToAccount': 'Retour au compte',
  'names.registerSuccess.nameOfAccount': "C'est désormais le nom de votre compte.",
  'names.registerTitle': 'Choisissez un nom',
  'names.successTitle': 'Nom enregistré',
} satisfies Messages
