/**
 * The bridge between the custom element (attributes, methods) and the React tree inside it: one per
 * element, so two panels on a page never share state.
 */
import type { PanelChatCommand } from "@chat/client";
import { atom, type WritableAtom } from "nanostores";
import type { ChatPanelEnvironment, ChatPanelEventDetails, ChatPanelEventName } from "./types.js";

/** Requests from the page that the panel carries out once its chat is running. */
export type PanelCommand = PanelChatCommand;

export interface PanelController {
  $open: WritableAtom<boolean>;
  $fullscreen: WritableAtom<boolean>;
  $inline: WritableAtom<boolean>;
  $hideClose: WritableAtom<boolean>;
  $hideLauncher: WritableAtom<boolean>;
  /** `sound`: a short tone for a message the person is not looking at. */
  $sound: WritableAtom<boolean>;
  /** `notifications`: desktop notifications while the page is hidden (when the browser allows them). */
  $notifications: WritableAtom<boolean>;
  $token: WritableAtom<string | null>;
  environment: ChatPanelEnvironment | undefined;
  /** Dispatches one of the public events on the element (bubbling, composed). */
  emit<K extends ChatPanelEventName>(type: K, detail: ChatPanelEventDetails[K]): void;
  /** The same, for an event given as one value (`{ type, detail }`). */
  emitEvent(event: { [K in ChatPanelEventName]: { type: K; detail: ChatPanelEventDetails[K] } }[ChatPanelEventName]): void;
  /** Asks the element to open or close (keeps the `open` attribute in step). */
  setOpen(open: boolean): void;
  setFullscreen(fullscreen: boolean): void;
  command(command: PanelCommand): void;
  /** Receives commands; the ones sent before anyone listened are delivered at once. */
  onCommand(listener: (command: PanelCommand) => void): () => void;
}

export interface ControllerHost {
  dispatch(event: CustomEvent): void;
  setOpen(open: boolean): void;
  setFullscreen(fullscreen: boolean): void;
}

export function createPanelController(host: ControllerHost): PanelController {
  const queue: PanelCommand[] = [];
  let listener: ((command: PanelCommand) => void) | null = null;
  return {
    $open: atom(false),
    $fullscreen: atom(false),
    $inline: atom(false),
    $hideClose: atom(false),
    $hideLauncher: atom(false),
    $sound: atom(false),
    $notifications: atom(false),
    $token: atom<string | null>(null),
    environment: undefined,
    emit(type, detail) {
      host.dispatch(new CustomEvent(type, { detail, bubbles: true, composed: true }));
    },
    emitEvent(event) {
      host.dispatch(new CustomEvent(event.type, { detail: event.detail, bubbles: true, composed: true }));
    },
    setOpen: (open) => host.setOpen(open),
    setFullscreen: (fullscreen) => host.setFullscreen(fullscreen),
    command(command) {
      if (listener) listener(command);
      else queue.push(command);
    },
    onCommand(next) {
      listener = next;
      for (const command of queue.splice(0)) next(command);
      return () => {
        if (listener === next) listener = null;
      };
    },
  };
}

/** A stand-alone controller for tests and stories that render the panel without the element. */
export function createTestController(): PanelController & { events: CustomEvent[] } {
  const events: CustomEvent[] = [];
  const controller: PanelController = createPanelController({
    dispatch: (event) => events.push(event),
    setOpen: (open) => controller.$open.set(open),
    setFullscreen: (fullscreen) => controller.$fullscreen.set(fullscreen),
  });
  return Object.assign(controller, { events });
}
