import { useState } from 'react';
import type { MenuItemView } from '@domain/menu';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import type { Resource } from '@/lib/use-resource';
import { AffectedBookings } from './AffectedBookings';
import type { AdminSettings } from '@/api/settings';
import { BookingCard } from './BookingCard';
import { ClosuresCard } from './ClosuresCard';
import { HomeCard } from './HomeCard';
import { HoursCard } from './HoursCard';
import { IdentityCard } from './IdentityCard';
import { KitchenCard } from './KitchenCard';
import { GuestsCard } from './GuestsCard';
import { StaffCard } from './StaffCard';
import { FloorCard } from './FloorCard';
import { PrivacyCard } from './PrivacyCard';
import { DevicesCard } from './DevicesCard';
import { LocaleCard } from './LocaleCard';
import { OffersCard } from './OffersCard';
import { OrderingCard } from './OrderingCard';
import { ChargesDiscountsCard } from './ChargesDiscountsCard';
import { PaymentsCard } from './PaymentsCard';
import { TextsCard } from './TextsCard';
import { SettingsErrorSummary } from './SettingsErrorSummary';
import { SettingsSaveBar } from './SettingsSaveBar';
import { SettingsStoreContext } from './settings-store';
import { useLeaveGuard } from './use-leave-guard';
import { useSettingsSave } from './use-settings-save';

const ASK = {
  discard: { title: 'Discard changes', message: 'Undo every change made since the last save?', confirmLabel: 'Discard changes', cancelLabel: 'Keep editing' },
  leave: {
    title: 'Leave without saving?',
    message: 'The settings have changes that are not saved. Leave this screen and lose them?',
    confirmLabel: 'Leave without saving',
    cancelLabel: 'Stay',
  },
};

interface SettingsEditorProps {
  initial: AdminSettings;
  menu: Resource<MenuItemView[]>;
}

/** The whole settings object as one draft: every card edits it; Save checks it with the server's schema, then sends it. */
export function SettingsEditor({ initial, menu }: SettingsEditorProps) {
  const s = useSettingsSave(initial);
  const [discarding, setDiscarding] = useState(false);
  const guard = useLeaveGuard(s.dirty);
  const problems = Object.entries(s.errors);

  return (
    <SettingsStoreContext.Provider value={s.store}>
      <AffectedBookings bookings={s.affected} locale={s.saved} focusRef={s.refs.affectedRef} />
      <form
        ref={s.refs.formRef}
        className="settings-form"
        noValidate
        aria-label="Restaurant settings"
        onSubmit={(e) => {
          e.preventDefault();
          if (!s.saving) void s.save();
        }}
      >
        {problems.length > 0 && <SettingsErrorSummary problems={problems} focusRef={s.refs.summaryRef} />}
        <IdentityCard />
        <LocaleCard />
        <HoursCard />
        <ClosuresCard />
        <BookingCard />
        <OrderingCard />
        <ChargesDiscountsCard />
        <PaymentsCard />
        <TextsCard />
        <OffersCard menu={menu} />
        <HomeCard menu={menu} />
        <KitchenCard />
        <GuestsCard />
        <FloorCard />
        <StaffCard />
        <PrivacyCard />
        <DevicesCard />
        <SettingsSaveBar
          saving={s.saving}
          dirty={s.dirty}
          problemCount={problems.length}
          savedAt={s.savedAt}
          updatedAt={s.saved.updatedAt}
          onDiscard={() => setDiscarding(true)}
        />
      </form>
      {discarding && <ConfirmDialog {...ASK.discard} onConfirm={async () => s.discard()} onClose={() => setDiscarding(false)} />}
      {guard.leaving && <ConfirmDialog {...ASK.leave} onConfirm={async () => guard.leave()} onClose={guard.stay} />}
    </SettingsStoreContext.Provider>
  );
}
