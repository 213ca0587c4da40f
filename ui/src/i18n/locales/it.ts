import type { Messages } from '@appkit/kernel'

export default {} satisfies Messages
