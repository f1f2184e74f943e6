/**
 * Compile-time check (run by `npm run typecheck`): the attributes the element observes are exactly
 * the ones the shipped typings list (`satisfies` in types.ts rules out extras; this rules out gaps).
 * The other public types are the shipped ones themselves (types.ts re-exports widget/types/contract).
 */
import type { ChatPanelAttribute } from "../../types/contract.js";
import type { CHAT_PANEL_ATTRIBUTES } from "./types.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

export type PublicTypesMatch = Expect<Equal<ChatPanelAttribute, (typeof CHAT_PANEL_ATTRIBUTES)[number]>>;
