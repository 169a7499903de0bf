// The corners of a delivery area, listed as numbers under its map, each with a button that
// removes it.
import type { DeliveryAreaValue } from '../../../../../domain/settings-delivery';
import type { LatLng } from '../../../../../domain/types';
import { Button } from '../../../../../ui/Button';
import { useAdminI18n } from '../../../admin-i18n';

export function AreaPoints({
  area,
  onPoints,
}: {
  area: DeliveryAreaValue;
  onPoints: (points: LatLng[]) => void;
}) {
  const { t, locale } = useAdminI18n();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 5 });
  return (
    <ol className="a-points" aria-label={t('admin.services.delivery.points')}>
      {area.area.map((point, index) => (
        <li key={`${index}-${point.latitude}-${point.longitude}`}>
          <span dir="ltr">
            {number.format(point.latitude)}, {number.format(point.longitude)}
          </span>
          <Button variant="text" onClick={() => onPoints(area.area.filter((_, i) => i !== index))}>
            {t('admin.services.delivery.removePoint', { n: index + 1 })}
          </Button>
        </li>
      ))}
    </ol>
  );
}
