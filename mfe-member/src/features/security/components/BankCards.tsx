import { addBankCard, type bankCards, type TEndpointOutput } from '@tessera/contract/api';
import { bankCardNumberValid, cardDigitsOf } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import { useForm } from '@tessera/platform-sdk/forms';
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
  /** Asks for the payment password and binds; resolves false when the member cancelled. */
  onAdd: (bankCode: string, cardNumber: string) => Promise<boolean>;
  /** Asks for the confirmation and the payment password; resolves true when the card is gone. */
  onRemove: (card: TBankCard) => Promise<boolean>;
  onSetPayeeName: () => void;
  onSetPaymentPassword: () => void;
}

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
            // Cancelling the payment-password prompt keeps the form as it was.
            if (await onAdd(bank, number)) setAdding(false);
          }}
        />
      )}
    </Card>
  );
}

function AddCardForm({ holder, onAdd, onCancel }: { holder: string; onAdd: (bankCode: string, cardNumber: string) => Promise<void>; onCancel: () => void }) {
  const t = useT('member');
  const banks = useBankList(true);
  // The number's format is the bankCard field rule, its digits' count and checksum the contract's
  // bankCardNumberValid (the API's check); the API's refusals of the number or the bank show on
  // their fields (the descriptor's fieldErrors), others above the buttons.
  const {
    formRef,
    field,
    set,
    errors,
    formError,
    submit: submitForm,
  } = useForm<'bankCode' | 'cardNumber'>(addBankCard, {
    initial: { bankCode: '', cardNumber: '' },
    rules: { cardNumber: 'bankCard' },
    validate: (v) => ({
      bankCode: v.bankCode === '' ? { key: 'cards.bankRequired', ns: 'member' } : null,
      cardNumber: bankCardNumberValid(v.cardNumber) ? null : { key: 'cards.numberRule', ns: 'member' },
    }),
  });
  const [sending, setSending] = useState(false);

  const submit = (e: FormEvent) =>
    void submitForm(async (v) => {
      setSending(true);
      try {
        await onAdd(v.bankCode, cardDigitsOf(v.cardNumber));
      } finally {
        setSending(false);
      }
    }, e);

  return (
    <form ref={formRef} className="mb-filters" onSubmit={submit} noValidate aria-label={t('cards.addTitle')} data-testid="bank-card-form">
      <SelectField
        {...field('bankCode')}
        label={t('cards.bank')}
        placeholder={banks.isPending ? t('common.loading') : t('cards.chooseBank')}
        options={(banks.data?.list ?? []).map((b) => ({ value: b.code, label: b.name }))}
        error={errors.bankCode ?? (banks.error ? banks.error.message : undefined)}
      />
      <TextField
        {...field('cardNumber')}
        label={t('cards.number')}
        autoComplete="off"
        hint={t('cards.numberHint')}
        onChange={(e) => set('cardNumber', groupCardNumber(e.target.value))}
      />
      <p className="mb-note mb-cards__holder">{t('cards.holder', { name: holder })}</p>
      <FormError>{formError}</FormError>
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
