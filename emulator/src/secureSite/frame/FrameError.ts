/** An error the frame answers the host with, carrying its EIP-1193 code when it has one. */
export class FrameError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}
