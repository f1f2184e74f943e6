/**
 * The composer's "Record voice message" control and the recorder it opens (loaded on the first press,
 * with the recording code). A press starts recording: releasing it after a hold sends, a click (or
 * Enter or Space) keeps recording until Send or "Cancel recording". Shown only where the browser can
 * record (MediaRecorder and getUserMedia).
 */
import { useLingui } from "@lingui/react/macro";
import type { PointerEvent as ReactPointerEvent } from "react";
import { MicIcon } from "@chat/design";
import { onDemand } from "../modals/on-demand.js";
import type { VoicePress } from "./voice-press.js";

export type { VoicePress } from "./voice-press.js";

/** The recorder: elapsed time, the hint at the limit, "Cancel recording" and Send. */
export const VoiceRecorder = onDemand(() => import("./voice-recorder.js").then((m) => m.VoiceRecorder));

export const canRecord = () => typeof MediaRecorder !== "undefined" && typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia;

export function VoiceButton({ onStart }: { onStart(press: VoicePress): void }) {
  const { t } = useLingui();
  if (!canRecord()) return null;

  const onPointerDown = (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    const press: VoicePress = {};
    const downAt = event.timeStamp;
    const end = (up: PointerEvent) => {
      removeEventListener("pointerup", end);
      removeEventListener("pointercancel", end);
      press.heldMs = up.type === "pointerup" ? up.timeStamp - downAt : 0;
      press.onRelease?.(press.heldMs);
    };
    addEventListener("pointerup", end);
    addEventListener("pointercancel", end);
    onStart(press);
  };

  return (
    <button
      type="button"
      className="icon-button composer__voice"
      aria-label={t`Record voice message`}
      title={t`Record voice message`}
      onPointerDown={onPointerDown}
      // A click that no pointer pressed: Enter or Space.
      onClick={(event) => event.detail === 0 && onStart({ heldMs: 0 })}
      onContextMenu={(event) => event.preventDefault()}
    >
      <MicIcon />
    </button>
  );
}
