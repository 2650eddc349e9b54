import { useT } from '@tessera/platform-sdk';
import { Button, Dialog } from '@tessera/ui-kit';

export interface ResetPinChooserProps {
  open: boolean;
  onSms: () => void;
  onQuestions: () => void;
  onClose: () => void;
}

/** A member who set security questions proves who they are for a PIN reset either way: an SMS code or the questions. */
export function ResetPinChooser({ open, onSms, onQuestions, onClose }: ResetPinChooserProps) {
  const t = useT('member');
  return (
    <Dialog open={open} title={t('security.resetTitle')} onClose={onClose} closeLabel={t('common.close')} data-testid="reset-pin-chooser">
      <p className="mb-note">{t('self.verifyWay')}</p>
      <div className="mb-self__choices">
        <Button block onClick={onQuestions} data-testid="reset-by-questions">
          {t('self.byQuestions')}
        </Button>
        <Button variant="secondary" block onClick={onSms} data-testid="reset-by-sms">
          {t('self.bySms')}
        </Button>
      </div>
    </Dialog>
  );
}
