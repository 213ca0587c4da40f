import type { Messages } from '@appkit/kernel'

export default {
  'acme.quests.title': 'Quêtes',
  'acme.quests.left': '{count, plural, one {# quête restante} other {# quêtes restantes}}',
} satisfies Messages
