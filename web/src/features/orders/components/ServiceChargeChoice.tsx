import { percentText } from '@domain/pricing';

interface Props {
  chargeBp: number;
  checked: boolean;
  onChange: (on: boolean) => void;
}

/** The service charge at checkout, the guest's to add or leave (DECISIONS 32): voluntary, never forced. */
export function ServiceChargeChoice({ chargeBp, checked, onChange }: Props) {
  if (chargeBp === 0) return null;
  return (
    <label className="order-service-charge">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        Add a service charge ({percentText(chargeBp)})<span className="order-service-charge-hint">Voluntary: it goes to the staff.</span>
      </span>
    </label>
  );
}
