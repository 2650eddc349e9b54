import { type TPromotionStatus } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import type { TPromotion } from '@tessera/contract/api';
import { Button, Card, StatusPill, type TStatusTone } from '@tessera/ui-kit';
import { useId, useState } from 'react';
import { SafeHtml } from '../../../components/SafeHtml';

const TONES: Record<TPromotionStatus, TStatusTone> = {
  joining: 'info',
  applying: 'info',
  claim: 'success',
  processing: 'warning',
  issued: 'success',
  claimed: 'neutral',
  joined: 'success',
  rejected: 'danger',
  'coming soon': 'neutral',
  closed: 'neutral',
};

/** Translation key of a status ('coming soon' has a space). */
export const statusKey = (status: TPromotionStatus) => `activity.status.${status.replace(' ', '_')}`;

export interface PromotionCardProps {
  promotion: TPromotion;
  period: string;
  /** The apply button; omitted when this member cannot apply. */
  onApply?: () => void;
  /** The first card's image is above the fold: not lazy. */
  eager?: boolean;
}

/** A promotion: its image, title, summary, the member's status in words, the period, terms on demand, apply. */
export function PromotionCard({ promotion, period, onApply, eager }: PromotionCardProps) {
  const t = useT('home');
  const [open, setOpen] = useState(false);
  const termsId = useId();
  return (
    <Card className="home-promo" data-testid="promotion" data-status={promotion.status}>
      <img
        className="home-promo-image"
        src={promotion.imageUrl}
        alt=""
        width={750}
        height={300}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
      <div className="home-promo-body">
        <div className="home-promo-head">
          <h2 className="home-promo-title">{promotion.title}</h2>
          <StatusPill tone={TONES[promotion.status]} data-testid="promotion-status">
            {t(statusKey(promotion.status))}
          </StatusPill>
        </div>
        <p className="home-promo-summary">{promotion.summary}</p>
        <p className="home-promo-period">{period}</p>
        <div className="home-promo-actions">
          <Button variant="secondary" aria-expanded={open} aria-controls={termsId} onClick={() => setOpen((o) => !o)}>
            {open ? t('activity.hideTerms') : t('activity.terms')}
          </Button>
          {onApply && (
            <Button variant="primary" onClick={onApply} data-testid="promotion-apply">
              {t('activity.apply')}
            </Button>
          )}
        </div>
        <div id={termsId} hidden={!open} className="home-promo-terms">
          {open && <SafeHtml html={promotion.content} />}
        </div>
      </div>
    </Card>
  );
}
