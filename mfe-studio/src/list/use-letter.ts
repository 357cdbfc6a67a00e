import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { Letter, LetterPreview } from 'shared-contracts/list-desk';
import { sitePaths } from 'shared-contracts/site-config';
import { problemOf } from '../calls/studio-calls';
import { useStudioSession } from '../frame/studio-session';
import {
  checkLetter,
  sendAtOf,
  withPieceLine,
  type CheckedSend,
  type LetterErrors,
  type LetterField,
} from './letter-form';

/** Send it now, or at a time she chooses. */
type SendWhen = 'now' | 'later';

/** The element of each field, to take her to the first one at fault. */
export const letterFieldIds: Record<LetterField, string> = {
  subject: 'letter-subject',
  body: 'letter-body',
  sendAt: 'letter-send-at',
};

/**
 * The letter's decisions: her writing, the pieces she inserts, the preview, the test to herself,
 * and the send. Each is checked with the server's schema first; whatever fails, she keeps what
 * she wrote. Once the send is accepted, she is taken back to her list, where it shows.
 */
export function useLetter(initial: Letter) {
  const { call } = useStudioSession();
  const navigate = useNavigate();
  const [letter, setLetter] = useState(initial);
  const [when, setWhen] = useState<SendWhen>('now');
  const [localSendAt, setLocalSendAt] = useState('');
  const [errors, setErrors] = useState<LetterErrors>({});
  const [busy, setBusy] = useState<'preview' | 'test'>();
  const [problem, setProblem] = useState<string>();
  const [sendProblem, setSendProblem] = useState<string>();
  const [preview, setPreview] = useState<LetterPreview>();
  const [testSentTo, setTestSentTo] = useState<string>();
  const bodyInput = useRef<HTMLTextAreaElement>(null);
  // Until she has been in the letter, its cursor is nowhere she chose: a piece goes at the end.
  const cursorPlaced = useRef(false);
  const [cursor, setCursor] = useState<{ at: number }>();

  useEffect(() => {
    const input = bodyInput.current;
    if (!cursor || !input) return;
    input.focus();
    input.setSelectionRange(cursor.at, cursor.at);
  }, [cursor]);

  const sendAt = when === 'later' ? sendAtOf(localSendAt) : undefined;

  const edit = (field: keyof Letter, value: string) => setLetter((now) => ({ ...now, [field]: value }));

  /** What she wrote, and when to send it if `withTime`, as the request; else each fault beside its field. */
  const checked = (withTime: boolean): CheckedSend | undefined => {
    const result = checkLetter(letter, withTime ? sendAt : undefined);
    if (result.ok) {
      setErrors({});
      return result.send;
    }
    setErrors(result.errors);
    const first = (Object.keys(letterFieldIds) as LetterField[]).find((field) => result.errors[field]);
    if (first) document.getElementById(letterFieldIds[first])?.focus();
    return undefined;
  };

  const insertPiece = (artworkId: string) => {
    const input = bodyInput.current;
    const at = cursorPlaced.current && input ? input.selectionEnd : letter.body.length;
    const inserted = withPieceLine(letter.body, at, artworkId);
    edit('body', inserted.body);
    setCursor({ at: inserted.cursor });
  };

  const showPreview = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(undefined);
    const request = checked(false);
    if (!request) return;
    setBusy('preview');
    try {
      setPreview(await call('studio-list-preview', request.letter));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  const sendTest = async () => {
    if (busy) return;
    setProblem(undefined);
    setTestSentTo(undefined);
    const request = checked(false);
    if (!request) return;
    setBusy('test');
    try {
      const { sentTo } = await call('studio-list-send-test', request.letter);
      setTestSentTo(sentTo);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(undefined);
    }
  };

  /** Whether the send may be asked for: what she wrote, and when, hold no fault. */
  const readyToSend = () => {
    setSendProblem(undefined);
    return checked(true) !== undefined;
  };

  const send = async () => {
    const request = checked(true);
    if (!request) return;
    try {
      await call('studio-list-send', request);
      navigate(sitePaths.studioList);
    } catch (error) {
      setSendProblem(problemOf(error));
    }
  };

  return {
    letter,
    edit,
    bodyInput,
    onBodyFocus: () => {
      cursorPlaced.current = true;
    },
    insertPiece,
    errors,
    busy,
    problem,
    preview,
    showPreview,
    testSentTo,
    sendTest,
    when,
    setWhen,
    localSendAt,
    setLocalSendAt,
    sendAt,
    readyToSend,
    send,
    sendProblem,
  };
}
