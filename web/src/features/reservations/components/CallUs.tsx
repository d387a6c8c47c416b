import { phoneHref } from '@domain/settings';
import { useSettings } from '@/lib/settings';

/** The restaurant's phone number as a link that dials it. */
export function CallUs() {
  const settings = useSettings();
  return <a href={phoneHref(settings)}>{settings.identity.phone}</a>;
}
