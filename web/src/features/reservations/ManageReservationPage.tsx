import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import type { ManageSession } from '@/api/reservations';
import { ManageBooking } from './components/ManageBooking';
import { ManagePhoneStep, type ManageCodeSent } from './components/ManagePhoneStep';
import { useManageReference } from './hooks/use-manage-reference';
import './reservations.css';

/** The code step loads once a code is sent, keeping it out of the page's first load. */
const ManageOtpStep = lazy(() => import('./components/ManageOtpStep').then((m) => ({ default: m.ManageOtpStep })));

type Step = { at: 'phone'; problem?: string } | { at: 'otp'; sent: ManageCodeSent } | { at: 'view'; session: ManageSession };

/** /reservation/:reference: the guest proves the booking with phone and OTP, sees it, and can cancel it. */
export default function ManageReservationPage() {
  const { reference, invalid } = useManageReference();
  const restaurantName = useSettings().identity.name;
  usePageMeta(reference ? `Reservation ${reference}` : 'Your reservation', `View, change or cancel your table reservation at ${restaurantName}.`);
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<Step>({ at: 'phone' });

  if (invalid) {
    return (
      <main className="container page manage-page" id="main">
        <h1>Your reservation</h1>
        <p className="notice notice-warn" role="alert">
          That does not look like a reservation reference. A reference is the 8 letters and digits shown when you booked.
        </p>
        <Link className="btn" to="/booktable">
          Book A Table
        </Link>
      </main>
    );
  }

  return (
    <main className="container page manage-page" id="main">
      <h1>Your reservation</h1>
      <p>
        Reference <strong>{reference}</strong>
      </p>
      {step.at === 'phone' && (
        <ManagePhoneStep reference={reference} phone={phone} onPhone={setPhone} problem={step.problem} onSent={(sent) => setStep({ at: 'otp', sent })} />
      )}
      {step.at === 'otp' && (
        <Suspense
          fallback={
            <p className="loading-state" role="status">
              Loading…
            </p>
          }
        >
          <ManageOtpStep
            reference={reference}
            phone={phone}
            sent={step.sent}
            onVerified={(session) => setStep({ at: 'view', session })}
            onBack={() => setStep({ at: 'phone' })}
          />
        </Suspense>
      )}
      {step.at === 'view' && (
        <ManageBooking
          reference={reference}
          session={step.session}
          onSession={(session) => setStep({ at: 'view', session })}
          onExpired={(problem) => setStep({ at: 'phone', problem })}
        />
      )}
    </main>
  );
}
