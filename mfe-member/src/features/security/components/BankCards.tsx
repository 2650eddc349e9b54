import type { bankCards, TEndpointOutput } from '@tessera/contract/api';
import { bankCardNumberValid, cardDigitsOf, isApiError } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import { Button, Card, FormError, SelectField, StatusPill, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { groupCardNumber } from '../cardNumber';
import { useBankList } from '../api';
import '../security.css';

export type TBankCard = TEndpointOutput<typeof bankCards>['list'][number];

export interface BankCardsProps {
  cards: readonly TBankCard[];
  max: number;
  /** Bound payee name (every card's holder), or null: a card cannot be added before it. */
  payeeName: string | null;
  paymentPasswordSet: boolean;
  onAdd: (bankCode: string, cardNumber: string) => Promise<unknown>;
  /** Asks for the confirmation and the payment password; resolves true when the card is gone. */
  onRemove: (card: TBankCard) => Promise<boolean>;
  onSetPayeeName: () => void;
  onSetPaymentPassword: () => void;
}

/** Codes the API gives about the number itself: shown under the number field, not above the form. */
const NUMBER_ERRORS = new Set(['BANK_CARD_INVALID', 'BANK_CARD_DUPLICATE']);

/**
 * The member's bank cards (masked, with bank and holder), Remove on each, and the add form while
 * fewer than `max` are bound. The API wants the payee name and the payment password first, so
 * until both are set the form is replaced by what is missing, each with its button.
 */
export function BankCards({ cards, max, payeeName, paymentPasswordSet, onAdd, onRemove, onSetPayeeName, onSetPaymentPassword }: BankCardsProps) {
  const t = useT('member');
  const [adding, setAdding] = useState(false);
  const ready = payeeName !== null && paymentPasswordSet;
  const full = cards.length >= max;
  return (
    <Card as="section" aria-labelledby="mb-cards-title" data-testid="bank-cards" data-count={cards.length}>
      <div className="mb-kyc__head">
        <h2 className="mb-menu__title mb-reveal" id="mb-cards-title" tabIndex={-1}>
          {t('cards.title')}
        </h2>
        <StatusPill tone={cards.length > 0 ? 'success' : 'warning'}>{t('cards.count', { n: cards.length, max })}</StatusPill>
      </div>
      {cards.length === 0 ? (
        <p className="mb-note">{t('cards.none')}</p>
      ) : (
        <ul className="mb-records mb-cards" aria-label={t('cards.title')}>
          {cards.map((c) => (
            <li key={c.id} className="mb-record" data-testid="bank-card" data-id={c.id}>
              <span className="mb-record__title">{c.bankName}</span>
              <span className="mb-record__end">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('cards.removeLabel', { bank: c.bankName, card: c.cardNumber })}
                  onClick={() => void onRemove(c)}
                >
                  {t('cards.remove')}
                </Button>
              </span>
              <span className="mb-record__meta mb-cards__number">
                <span className="mb-cards__digits">{c.cardNumber}</span> · {c.holder}
              </span>
            </li>
          ))}
        </ul>
      )}
      {full && <p className="mb-note">{t('cards.full', { max })}</p>}
      {!full && !ready && (
        <div className="mb-cards__missing" data-testid="bank-card-missing">
          <p className="mb-note">{t('cards.needs')}</p>
          {payeeName === null && (
            <Button variant="secondary" block onClick={onSetPayeeName}>
              {t('cards.needPayee')}
            </Button>
          )}
          {!paymentPasswordSet && (
            <Button variant="secondary" block onClick={onSetPaymentPassword}>
              {t('cards.needPayPw')}
            </Button>
          )}
        </div>
      )}
      {!full && ready && !adding && (
        <Button variant="secondary" block onClick={() => setAdding(true)}>
          {t('cards.add')}
        </Button>
      )}
      {!full && ready && adding && (
        <AddCardForm
          holder={payeeName}
          onCancel={() => setAdding(false)}
          onAdd={async (bank, number) => {
            await onAdd(bank, number);
            setAdding(false);
          }}
        />
      )}
    </Card>
  );
}

function AddCardForm({ holder, onAdd, onCancel }: { holder: string; onAdd: (bankCode: string, cardNumber: string) => Promise<void>; onCancel: () => void }) {
  const t = useT('member');
  const banks = useBankList(true);
  const [bank, setBank] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<{ bank?: string; number?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      bank: bank === '' ? t('cards.bankRequired') : undefined,
      number: bankCardNumberValid(number) ? undefined : t('cards.numberRule'),
    };
    setErrors(next);
    if (next.bank || next.number) return;
    setSending(true);
    try {
      await onAdd(bank, cardDigitsOf(number));
    } catch (err) {
      const message = (err as Error).message;
      setErrors(isApiError(err) && NUMBER_ERRORS.has(err.code) ? { number: message } : { form: message });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="mb-filters" onSubmit={(e) => void submit(e)} noValidate aria-label={t('cards.addTitle')} data-testid="bank-card-form">
      <SelectField
        label={t('cards.bank')}
        name="bankCode"
        value={bank}
        placeholder={banks.isPending ? t('common.loading') : t('cards.chooseBank')}
        options={(banks.data?.list ?? []).map((b) => ({ value: b.code, label: b.name }))}
        error={errors.bank ?? (banks.error ? banks.error.message : undefined)}
        onChange={(e) => setBank(e.target.value)}
      />
      <TextField
        label={t('cards.number')}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        value={number}
        hint={t('cards.numberHint')}
        error={errors.number}
        onChange={(e) => setNumber(groupCardNumber(e.target.value))}
      />
      <p className="mb-note mb-cards__holder">{t('cards.holder', { name: holder })}</p>
      <FormError>{errors.form}</FormError>
      <div className="mb-cards__actions">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={sending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={sending}>
          {t('cards.save')}
        </Button>
      </div>
    </form>
  );
}
