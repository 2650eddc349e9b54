import { useEffect, useRef, useState } from 'react';
import { hasAgentFeatures, PATHS } from '@tessera/contract';
import { useNav, useSession, useT } from '@tessera/platform-sdk';
import { Button, Dialog, useDialogTurn } from '@tessera/ui-kit';
import { useContractRequestsQuery } from '../api';

/** The three requests of spec §3, in the order their dialogs appear, with the screen Go opens. */
export const CONTRACT_PROMPTS = [
  { kind: 'daily', field: 'dailysalreqtype', path: PATHS.salaryContract },
  { kind: 'dividend', field: 'divtypecompperiodreq', path: PATHS.dividendContract },
  { kind: 'hourly', field: 'contracthoursalreq', path: PATHS.hourContract },
] as const;
type TPromptKind = (typeof CONTRACT_PROMPTS)[number]['kind'];
type TDismissed = { token: string | null; kinds: TPromptKind[] };

/**
 * Answered prompts are remembered in this tab for the session token (sessionStorage, which the
 * platform's logout clears): a reload or a new page of the same session does not ask again.
 */
const DISMISSED_KEY = 'contractPromptsAnswered';

function readDismissed(): TDismissed {
  try {
    const v = JSON.parse(window.sessionStorage.getItem(DISMISSED_KEY) ?? 'null') as TDismissed | null;
    return v && typeof v.token === 'string' && Array.isArray(v.kinds) ? v : { token: null, kinds: [] };
  } catch {
    return { token: null, kinds: [] };
  }
}

function writeDismissed(v: TDismissed): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(v));
  } catch {
    // Storage refused (private mode, quota): the answer is kept for this page only.
  }
}

/**
 * Spec §4 "agent prompts": after a login and a session renewal, members whose type is not 4, 40,
 * 41 or 42 read their pending contract requests; each non-empty one gets a dialog (one at a time)
 * with Cancel and Go, Go opening the matching contract screen. Answered dialogs stay answered
 * for that session token, across reloads of the tab; a new token (login, renewal) asks again.
 */
export function ContractPrompt() {
  const t = useT('agent');
  const { session } = useSession();
  const { navigate } = useNav();
  const eligible = session !== null && hasAgentFeatures(session.type);
  const token = eligible ? session.token : null;
  const requests = useContractRequestsQuery(eligible);
  const { refetch } = requests;
  const [dismissed, setDismissed] = useState<TDismissed>(readDismissed);

  // A renewed token for the same member keeps the cache key: read the requests again for it.
  const lastToken = useRef(token);
  useEffect(() => {
    if (token && lastToken.current && token !== lastToken.current) void refetch();
    lastToken.current = token;
  }, [token, refetch]);

  const done = dismissed.token === token ? dismissed.kinds : [];
  const data = requests.data;
  const next = data ? CONTRACT_PROMPTS.find((p) => data[p.field] !== '' && !done.includes(p.kind)) : undefined;
  // A blocking prompt: it goes before account prompts and marketing popups (docs/decisions/dialogs.md).
  const myTurn = useDialogTurn('agent.contractPrompt', 'blocking', eligible && next !== undefined);
  if (!eligible || !data || !next) return null;

  const close = () => {
    const answered = { token, kinds: [...done, next.kind] };
    writeDismissed(answered);
    setDismissed(answered);
  };
  const go = () => {
    close();
    navigate(next.path);
  };
  return (
    <Dialog
      open={myTurn}
      title={t(`prompt.title.${next.kind}`)}
      onClose={close}
      dismissible={false}
      data-testid="contract-prompt"
      data-kind={next.kind}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('prompt.cancel')}
          </Button>
          <Button variant="primary" onClick={go}>
            {t('prompt.go')}
          </Button>
        </>
      }
    >
      <p>{t('prompt.text', { label: data[next.field] })}</p>
    </Dialog>
  );
}
