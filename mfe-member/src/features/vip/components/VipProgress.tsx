import type { TEndpointOutput, TVipLevel, vipLevels } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Card, Icon } from '@tessera/ui-kit';

type TNext = NonNullable<TEndpointOutput<typeof vipLevels>['next']>;

/** One requirement towards the next level: what the member has, what is needed, as a bar. */
function Bar({ id, label, part }: { id: string; label: string; part: TNext['deposit'] }) {
  const t = useT('member');
  const format = useFormat();
  return (
    <div className="mb-progress">
      <div className="mb-progress__head">
        <span id={id}>{label}</span>
        {/* A requirement already met says so ("¥500 of ¥100" read as a mistake while the other one holds the level back). */}
        <span className="mb-progress__figures">
          {part.percent >= 100
            ? t('vip.reached', { required: format.money(part.required) })
            : t('vip.of', { current: format.money(part.current), required: format.money(part.required) })}
        </span>
      </div>
      <div
        className="mb-progress__track"
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={part.percent}
        aria-valuetext={`${part.percent}%`}
      >
        <span className="mb-progress__fill" style={{ inlineSize: `${part.percent}%` }} />
      </div>
    </div>
  );
}

/** The member's level and, below the top, how far they are from the next on each requirement. */
export function VipProgress({ current, next, nextLevel }: { current: TVipLevel | undefined; next: TNext | null; nextLevel: TVipLevel | undefined }) {
  const t = useT('member');
  return (
    <Card as="section" aria-labelledby="mb-vip-current" className="mb-vip-card" data-testid="vip-progress">
      <div className="mb-vip-card__head">
        <Icon name="crown" size={32} />
        <div>
          <p className="mb-hero__label">{t('vip.yourLevel')}</p>
          <h2 className="mb-vip-card__title" id="mb-vip-current">
            {t('home.vip', { level: current?.level ?? 0 })} · {current?.name}
          </h2>
        </div>
      </div>
      {next && nextLevel ? (
        <>
          <p className="mb-note">
            {t('vip.toNext', { level: nextLevel.level, name: nextLevel.name })} {t('vip.bothNeeded')}
          </p>
          <Bar id="mb-vip-deposit" label={t('vip.deposits')} part={next.deposit} />
          <Bar id="mb-vip-turnover" label={t('vip.turnover')} part={next.turnover} />
        </>
      ) : (
        <p className="mb-note">{t('vip.top')}</p>
      )}
    </Card>
  );
}
