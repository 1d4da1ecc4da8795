/** A remote's code could not be fetched or did not contain the module asked for. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    readonly cause?: unknown,
  ) {
    super(`${remoteId} could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}
