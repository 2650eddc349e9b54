import { useCallback, useRef, useState } from 'react';
import type { TFileProblem } from './FileField';

/** The field's messages (translated): no file chosen, a type not accepted, a file over the limit. */
export interface TFileUploadMessages {
  required: string;
  type: string;
  size: string;
}

export interface TFileUpload {
  file: File | null;
  /** The field's message (a missing or refused file), or null. */
  error: string | null;
  /** The share sent (0..1) while sending, null otherwise. */
  progress: number | null;
  sending: boolean;
  /** The props FileField takes from the upload (spread them, add the labels). */
  field: {
    file: File | null;
    error: string | null;
    progress: number | null;
    disabled: boolean;
    onFileChange(file: File | null, problem: TFileProblem | null): void;
  };
  /**
   * Checks the chosen file (the field shows why it cannot go) and, when it may, runs `run` with it
   * and a progress reporter; the file is emptied once `run` resolves. Resolves what `run` did, or
   * undefined when nothing was sent (no file, a refused one, already sending); rejects as `run` does.
   */
  send<R>(run: (file: File, onProgress: (fraction: number | null) => void) => Promise<R>): Promise<R | undefined>;
}

/**
 * The state of one FileField upload, the same for every screen that sends a file: the chosen file,
 * the field's message (set as a file is picked, and again on send), and the progress while it goes.
 * Errors of the send itself (the API's refusals) stay with the caller.
 */
export function useFileUpload(messages: TFileUploadMessages): TFileUpload {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<TFileProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;
  const sendingRef = useRef(false);

  const onFileChange = useCallback(
    (picked: File | null, why: TFileProblem | null) => {
      setFile(picked);
      setProblem(why);
      setError(why ? messages[why] : null);
    },
    [messages],
  );

  const send = async <R>(run: (file: File, onProgress: (fraction: number | null) => void) => Promise<R>): Promise<R | undefined> => {
    if (sendingRef.current) return undefined;
    if (!file) return void setError(messages.required);
    if (problem) return void setError(messages[problem]);
    setError(null);
    sendingRef.current = true;
    setProgress(0);
    // A late report (an adapter's last throttled one) must not bring the bar back once done.
    let live = true;
    try {
      const done = await run(file, (fraction) => live && setProgress((before) => fraction ?? before));
      setFile(null);
      return done;
    } finally {
      live = false;
      sendingRef.current = false;
      setProgress(null);
    }
  };

  return { file, error, progress, sending, field: { file, error, progress, disabled: sending, onFileChange }, send };
}
