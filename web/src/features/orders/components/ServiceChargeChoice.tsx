import { useT } from '@/i18n';
import { percentText } from '@domain/pricing';

interface Props {
  chargeBp: number;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** The service charge at checkout, the guest's to add or leave (DECISIONS 32): voluntary, never forced. */
export function ServiceChargeChoice({ chargeBp, checked, onChange }: Props) {
  const t = useT('order');
  if (chargeBp === 0) return null;
  return (
    <label className="order-service-charge">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        {t('addServiceCharge', { percent: percentText(chargeBp) })}
        <span className="order-service-charge-hint">{t('serviceVoluntary')}</span>
      </span>
    </label>
  );
}
