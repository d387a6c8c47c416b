import { useState } from 'react';
import { Modal } from '../shell/Modal';
import { indiaPresetLines } from './india-preset';
import { useSettingsStore } from './settings-store';

/**
 * "Set up for India": one button that fills the settings an Indian bill needs (rupees, 5% GST in CGST and SGST
 * halves, SAC 996331), after showing what it will change. Nothing is saved until the owner presses Save.
 */
export function IndiaPreset() {
  const store = useSettingsStore();
  const [open, setOpen] = useState(false);
  const [filled, setFilled] = useState(false);
  const lines = open ? indiaPresetLines(store.get().draft) : [];
  const changing = lines.filter((l) => l.changes);

  const fill = () => {
    for (const l of changing) store.set(l.path, l.value);
    setOpen(false);
    setFilled(true);
  };

  return (
    <div className="settings-india">
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(true)}>
        Set up for India
      </button>
      {filled && (
        <p className="admin-sub" role="status">
          Filled in for India. Check the fields, then Save; to change the menu&apos;s prices to rupees, see Menu prices below.
        </p>
      )}
      {open && (
        <Modal title="Set up for India" onClose={() => setOpen(false)}>
          {changing.length === 0 ? (
            <p>These settings are already set for India.</p>
          ) : (
            <p className="admin-sub">These fields will be filled in. Nothing is saved until you press Save.</p>
          )}
          <ul className="settings-preset-list" aria-label="What Set up for India changes">
            {lines.map((l) => (
              <li key={l.path}>
                <strong>{l.label}:</strong> {l.changes ? `${l.from} → ${l.to}` : `${l.to} (already set)`}
              </li>
            ))}
            <li>
              <strong>Service charge:</strong> voluntary. With rupees, checkout offers it unticked and the counter can remove it, as India&apos;s consumer
              guidelines of July 2022 require.
            </li>
          </ul>
          <p className="admin-sub">Menu prices stay as they are: after the currency changes, Menu prices below can multiply them.</p>
          <div className="admin-modal-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)} data-autofocus>
              Cancel
            </button>
            <button type="button" className="btn btn-primary" onClick={fill} disabled={changing.length === 0}>
              Fill in {changing.length} {changing.length === 1 ? 'field' : 'fields'}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
