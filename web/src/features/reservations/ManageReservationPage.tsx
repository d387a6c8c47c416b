import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { pathInLang, useLang, useT } from '@/i18n';
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
  const t = useT('booking');
  const lang = useLang();
  usePageMeta(reference ? t('manageTitle', { reference }) : t('manageTitleNone'), t('manageDescription', { restaurant: restaurantName }));
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<Step>({ at: 'phone' });

  if (invalid) {
    return (
      <main className="container page manage-page" id="main">
        <h1>{t('manageHeading')}</h1>
        <p className="notice notice-warn" role="alert">
          {t('badReference')}
        </p>
        <Link className="btn" to={pathInLang('/booktable', lang)}>
          {t('heading')}
        </Link>
      </main>
    );
  }

  return (
    <main className="container page manage-page" id="main">
      <h1>{t('manageHeading')}</h1>
      <p>
        {t('referenceIs')} <strong>{reference}</strong>
      </p>
      {step.at === 'phone' && (
        <ManagePhoneStep reference={reference} phone={phone} onPhone={setPhone} problem={step.problem} onSent={(sent) => setStep({ at: 'otp', sent })} />
      )}
      {step.at === 'otp' && (
        <Suspense
          fallback={
            <p className="loading-state" role="status">
              {t('loading')}
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
