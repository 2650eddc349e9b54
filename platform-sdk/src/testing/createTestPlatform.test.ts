import { applyPromotion, deleteAffiliateLink, submitKyc, uploadDepositReceipt } from '@tessera/contract/api';
import { ApiError } from '@tessera/contract';
import type { TUploadProgress } from '@tessera/contract';
import { createTestPlatform } from './createTestPlatform';

const png = (bytes: number, name = 'a.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('createTestPlatform: upload progress (platform 1.2)', () => {
  it('reports an upload from 0 bytes to all of its files once the answer is there', async () => {
    const seen: TUploadProgress[] = [];
    const platform = createTestPlatform({ api: { submitKyc: { status: 'PENDING', documentType: 'ID_CARD', reason: null } } });
    await platform.api.call(submitKyc, { form: { documentType: 'ID_CARD', document: png(300) } }, { onUploadProgress: (p) => seen.push(p) });
    expect(seen).toEqual([
      { loaded: 0, total: 300, fraction: 0 },
      { loaded: 300, total: 300, fraction: 1 },
    ]);
  });

  it('counts every file of the form (repeated parts), and a JSON body holding a file', async () => {
    const seen: TUploadProgress[] = [];
    const platform = createTestPlatform({ api: { applyPromotion: {}, uploadDepositReceipt: {} } });
    await platform.api.call(
      applyPromotion,
      { params: { id: '3' }, form: { comment: 'hi', images: [png(100), png(50, 'b.png')] } },
      { onUploadProgress: (p) => seen.push(p) },
    );
    expect(seen.at(-1)).toEqual({ loaded: 150, total: 150, fraction: 1 });
    seen.length = 0;
    await platform.api.call(uploadDepositReceipt, { params: { orderNo: 'D1' }, body: { receipt: png(10) } } as never, {
      onUploadProgress: (p) => seen.push(p),
    });
    expect(seen.map((p) => p.loaded)).toEqual([0, 10]);
  });

  it('an answer function may report progress of its own; a refusal still rejects with its error after the upload', async () => {
    const seen: number[] = [];
    const platform = createTestPlatform({
      api: {
        submitKyc: (_input: unknown, options: { onUploadProgress?(p: TUploadProgress): void } | undefined) => {
          options?.onUploadProgress?.({ loaded: 150, total: 300, fraction: 0.5 });
          return new ApiError('KYC_PENDING', 'One is under review');
        },
      },
    });
    const error = await platform.api
      .call(submitKyc, { form: { documentType: 'ID_CARD', document: png(300) } }, { onUploadProgress: (p) => seen.push(p.fraction ?? -1) })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'KYC_PENDING' });
    expect(seen).toEqual([0, 0.5, 1]);
  });

  it('reports nothing for a JSON call, and nothing for an aborted one', async () => {
    const onUploadProgress = jest.fn();
    const platform = createTestPlatform({ api: { deleteAffiliateLink: { deleted: true }, submitKyc: {} } });
    await platform.api.call(deleteAffiliateLink, { params: { code: 'A' } }, { onUploadProgress });
    const controller = new AbortController();
    controller.abort();
    await expect(platform.api.call(submitKyc, { form: { document: png(5) } } as never, { signal: controller.signal, onUploadProgress })).rejects.toMatchObject({
      code: 'ABORTED',
    });
    expect(onUploadProgress).not.toHaveBeenCalled();
  });

  it('format.percent: whole percentages in the language', () => {
    expect(createTestPlatform().format.percent(0.426)).toBe('42%');
    expect(createTestPlatform({ language: 'ES' }).format.percent(0.5)).toBe('50\u00a0%');
  });
});
