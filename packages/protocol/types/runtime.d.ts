/**
 * The few globals the contract uses that every runtime it runs in has (browsers, Node ≥ 11) but
 * that no ES lib declares. Declared here, narrowly, so the protocol is checked without the DOM or
 * Node types and cannot reach for anything else of either.
 */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
