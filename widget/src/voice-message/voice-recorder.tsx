/**
 * The recorder in place of the composer (loaded with the first press of "Record voice message"): the
 * elapsed time, the spec's 60 s hint once the limit stopped the recording, "Cancel recording" (and
 * Escape) and Send. A hold of the microphone that ends after recording began sends at once. When the
 * microphone cannot be used, it closes and the composer says why; the draft is never touched.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { CloseIcon } from "@chat/design";
import { usePanel } from "../common/panel-context.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import type { VoicePress } from "./voice-press.js";
import { createVoiceRecording, type VoiceRecording } from "./voice-recording.js";
import { clockOf } from "./voice-time.js";
import styles from "./voice-recorder.css?inline";

adoptOnDemandStyles([styles]);

/** A press held at least this long is a hold (release sends); a shorter one is a click. */
export const HOLD_MS = 400;

export interface VoiceRecorderProps {
  press: VoicePress;
  /** The recorder is done: sent, cancelled, or the microphone is `unavailable`. */
  onClose(unavailable: boolean): void;
  /** The recording to use (tests and stories); a browser one by default. */
  recording?: VoiceRecording;
}

export function VoiceRecorder({ press, onClose, recording: given }: VoiceRecorderProps) {
  const { t } = useLingui();
  const { chat } = usePanel();
  const [recording] = useState(() => given ?? createVoiceRecording());
  const state = useStore(recording.$state);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const send = async () => {
    const voice = await recording.finish();
    onClose(false);
    if (voice) await chat.sendVoice(voice.file, voice.duration);
  };
  const cancel = () => {
    recording.cancel();
    onClose(false);
  };

  // Focus moves in the same commit that shows the recorder, so keyboard users are never left on a
  // control that has gone (the microphone button) and nobody sees the recorder unfocused.
  useLayoutEffect(() => cancelRef.current?.focus(), []);

  useEffect(() => {
    if (recording.$state.get().status === "starting") void recording.start();
    // A press released before this loaded was a click: recording goes on until Send or Cancel.
    if (press.heldMs === undefined) press.onRelease = (heldMs) => void (heldMs >= HOLD_MS && recording.$state.get().status === "recording" && send());
    return () => {
      press.onRelease = undefined;
      recording.cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per recorder: its press and recording never change
  }, []);

  useEffect(() => {
    if (state.status === "unavailable") onClose(true);
  }, [state.status, onClose]);

  const elapsed = "elapsedMs" in state ? state.elapsedMs : 0;
  return (
    <div className="voice-recorder" role="group" aria-label={t`Record voice message`} onKeyDown={(event) => event.key === "Escape" && cancel()}>
      <span className={`voice-recorder__dot${state.status === "recording" ? " voice-recorder__dot--on" : ""}`} aria-hidden="true" />
      <span className="voice-recorder__time" role="timer">
        {clockOf(elapsed / 1000)}
      </span>
      {state.status === "limit" ? (
        <p className="voice-recorder__hint" role="status">
          <Trans>A voice message can be at most 60 seconds long.</Trans>
        </p>
      ) : null}
      <button ref={cancelRef} type="button" className="icon-button voice-recorder__cancel" aria-label={t`Cancel recording`} title={t`Cancel recording`} onClick={cancel}>
        <CloseIcon />
      </button>
      <button type="button" className="button button--primary" disabled={state.status !== "recording" && state.status !== "limit"} onClick={() => void send()}>
        <Trans>Send</Trans>
      </button>
    </div>
  );
}
