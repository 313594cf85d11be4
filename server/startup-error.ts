/** A problem at start-up that the operator can fix; printed as one clear sentence, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError'
}
