/**
 * The operation log's sentences come from the shared contract, which the server's .xlsx export
 * renders too, so the page and the download always say the same thing in the reader's language.
 */
export { describeOp } from '../../../shared/contract/op-log-words';
