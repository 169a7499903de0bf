// §2.2 query parameters read on any page.
export interface StartupQuery {
  qrId: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  /** from=preview or any `preview` parameter: the visit is not counted. */
  isPreview: boolean;
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function readStartupQuery(search: string): StartupQuery {
  const params = new URLSearchParams(search);
  return {
    qrId: nonEmpty(params.get('qr-id')),
    utmSource: nonEmpty(params.get('utm_source')),
    utmCampaign: nonEmpty(params.get('utm_campaign')),
    isPreview: params.get('from') === 'preview' || params.has('preview'),
  };
}
