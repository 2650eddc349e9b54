import type { TEndpointOutput, rebateQuote } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount, Button, Card, KeyValueList } from '@tessera/ui-kit';

export interface RebateCardProps {
  quote: TEndpointOutput<typeof rebateQuote>;
  claiming: boolean;
  onClaim: () => void;
}

/** What a claim would credit now, how it is worked out (turnover × the VIP rate) and the claim button. */
export function RebateCard({ quote, claiming, onClaim }: RebateCardProps) {
  const t = useT('member');
  const format = useFormat();
  return (
    <Card as="section" aria-labelledby="mb-rebate-amount-label" data-testid="rebate-quote" data-claimable={quote.claimable ? 'true' : 'false'}>
      <div className="mb-hero">
        <span className="mb-hero__label" id="mb-rebate-amount-label">
          {t('rebate.amount')}
        </span>
        <Amount value={format.money(quote.amount)} size="xl" data-testid="rebate-amount" />
      </div>
      <KeyValueList
        items={[
          { id: 'turnover', label: t('rebate.turnover'), value: <Amount value={format.money(quote.turnover)} size="sm" /> },
          { id: 'rate', label: t('rebate.rate', { level: quote.vipLevel }), value: `${quote.ratePercent}%` },
          { id: 'minimum', label: t('rebate.minimum'), value: <Amount value={format.money(quote.minimum)} size="sm" /> },
          { id: 'since', label: t('rebate.since'), value: quote.since ? format.dateTime(quote.since, 'record') : t('rebate.sinceFirst') },
        ]}
      />
      <Button block loading={claiming} disabled={!quote.claimable || claiming} onClick={onClaim} aria-describedby="mb-rebate-note">
        {t('rebate.claim')}
      </Button>
      <p className="mb-note mb-note--center" id="mb-rebate-note">
        {quote.claimable ? t('rebate.claimableNote') : t('rebate.belowMinimum', { minimum: format.money(quote.minimum) })}
      </p>
    </Card>
  );
}
