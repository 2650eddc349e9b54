import { useState, type FormEvent } from 'react';
import { createAffiliateLink, type TEndpointOutput, type affiliateLinks } from '@tessera/contract/api';
import { QueryView, useDialog, useFormat, useT, useToast } from '@tessera/platform-sdk';
import { useForm } from '@tessera/platform-sdk/forms';
import {
  Button,
  Card,
  EmptyState,
  Form,
  FormError,
  Icon,
  KeyValueList,
  List,
  ListRow,
  ListSkeleton,
  SectionHeader,
  SubmitBar,
  TextField,
} from '@tessera/ui-kit';
import { useAffiliateLinksQuery, useCreateLinkMutation, useDeleteLinkMutation, useQuotasQuery, useRebateSettingsQuery } from '../api';
import '../../../agent.css';

type TLink = TEndpointOutput<typeof affiliateLinks>['list'][number];

/** A chosen code: 4-16 letters and digits (the API's rule); empty lets the API make one. */
const CODE_RULE = /^[A-Za-z0-9]{4,16}$/;

/** One link: its code and address, copy, share (where the device can) and delete. */
function LinkRow({ link, onCopy, onShare, onDelete, busy }: { link: TLink; onCopy(): void; onShare?: () => void; onDelete(): void; busy: boolean }) {
  const t = useT('agent');
  const format = useFormat();
  return (
    <li className="ag-link" data-testid="affiliate-link" data-code={link.code}>
      <div className="ag-row">
        <strong>{link.code}</strong>
        <span className="tk-muted">{t('links.created', { time: format.dateTime(link.createdAt, 'record') })}</span>
      </div>
      <p className="ag-link__url" data-testid="affiliate-url">
        {link.url}
      </p>
      <div className="ag-actions">
        <Button size="sm" variant="secondary" onClick={onCopy} aria-label={t('links.copyLabel', { code: link.code })}>
          <Icon name="copy" /> {t('links.copy')}
        </Button>
        {onShare && (
          <Button size="sm" variant="secondary" onClick={onShare} aria-label={t('links.shareLabel', { code: link.code })}>
            <Icon name="share" /> {t('links.share')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onDelete} disabled={busy} aria-label={t('links.deleteLabel', { code: link.code })}>
          <Icon name="trash" /> {t('links.delete')}
        </Button>
      </div>
    </li>
  );
}

/** /m/member/agent/links: invitation links (create, copy / share, delete), the default rate of link registrations and the quotas. */
export function AgentLinksView() {
  const t = useT('agent');
  const toast = useToast();
  const dialog = useDialog();
  const links = useAffiliateLinksQuery();
  const settings = useRebateSettingsQuery();
  const quotas = useQuotasQuery();
  const create = useCreateLinkMutation();
  const remove = useDeleteLinkMutation();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const { formRef, ...form } = useForm<'code'>(createAffiliateLink, {
    initial: { code: '' },
    validate: (v) => (v.code.trim() !== '' && !CODE_RULE.test(v.code.trim()) ? { code: { key: 'links.codeRule', ns: 'agent' } } : {}),
  });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onCreate = (event: FormEvent) =>
    void form
      .submit(async (v) => {
        const code = v.code.trim();
        const link = await create.call({ body: code ? { code } : {} });
        form.reset();
        toast.show('success', t('links.createdToast', { code: link.code }));
        return link;
      }, event)
      .catch(() => undefined);

  async function copy(link: TLink) {
    try {
      await navigator.clipboard.writeText(link.url);
      toast.show('success', t('links.copied'));
    } catch {
      toast.show('fail', t('links.copyFailed'));
    }
  }

  async function onDelete(link: TLink) {
    const sure = await dialog.confirm({
      title: t('links.deleteTitle'),
      message: t('links.deleteText', { code: link.code }),
      confirmLabel: t('links.delete'),
      cancelLabel: t('contract.cancel'),
    });
    if (!sure) return;
    setDeleteError(null);
    try {
      await remove.call({ params: { code: link.code } });
      toast.show('success', t('links.deleted'));
    } catch (e) {
      setDeleteError((e as Error).message);
    }
  }

  return (
    <div className="tk-stack">
      <Card as="section" aria-labelledby="al-new">
        <Form ref={formRef} onSubmit={onCreate} aria-labelledby="al-new">
          <h2 id="al-new" className="tk-subheading">
            {t('links.newTitle')}
          </h2>
          <FormError>{form.formError}</FormError>
          <TextField label={t('links.code')} hint={t('links.codeHint')} autoComplete="off" autoCapitalize="characters" {...form.field('code')} maxLength={16} />
          <SubmitBar label={t('links.create')} busy={create.isPending} />
        </Form>
      </Card>

      <section className="tk-stack tk-stack--tight" aria-labelledby="al-list">
        <SectionHeader id="al-list" title={t('links.listTitle')} />
        <FormError>{deleteError}</FormError>
        <QueryView query={links} skeleton={<ListSkeleton rows={3} label={t('contract.loading')} />}>
          {(d) => (
            <>
              <p className="tk-muted" data-testid="affiliate-count">
                {t('links.count', { count: d.list.length, max: d.max })} · {t('links.registrations', { count: d.registrations })}
              </p>
              {d.list.length === 0 ? (
                <EmptyState text={t('links.empty')} />
              ) : (
                <ul className="ag-links" aria-label={t('links.listTitle')}>
                  {d.list.map((link) => (
                    <LinkRow
                      key={link.code}
                      link={link}
                      busy={remove.isPending}
                      onCopy={() => void copy(link)}
                      {...(canShare ? { onShare: () => void navigator.share({ title: t('links.shareTitle'), url: link.url }).catch(() => undefined) } : {})}
                      onDelete={() => void onDelete(link)}
                    />
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryView>
      </section>

      <section className="tk-stack tk-stack--tight" aria-labelledby="al-rates">
        <SectionHeader id="al-rates" title={t('links.ratesTitle')} />
        <QueryView query={settings} skeleton={<ListSkeleton rows={2} label={t('contract.loading')} />}>
          {(s) => (
            <KeyValueList
              data-testid="agent-rates"
              items={[
                { id: 'own', label: t('rebates.ownRate'), value: t('rebates.rate', { rate: s.ownRate }) },
                { id: 'default', label: t('links.defaultRate'), value: t('rebates.rate', { rate: s.defaultRate }) },
              ]}
            />
          )}
        </QueryView>
        <QueryView query={quotas} isEmpty={(q) => q.list.length === 0} empty={t('rebates.noQuotas')}>
          {(q) => (
            <List label={t('rebates.quotasTitle')}>
              {q.list.map((row) => (
                <ListRow
                  key={row.rate}
                  title={t('rebates.rate', { rate: row.rate })}
                  subtitle={t('rebates.quotaUsed', { used: row.used, quota: row.quota })}
                  value={t('rebates.quotaLeft', { count: row.remaining })}
                />
              ))}
            </List>
          )}
        </QueryView>
      </section>
    </div>
  );
}
