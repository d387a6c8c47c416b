import { memo } from 'react';
import { SettingsCard, Text } from './fields';

/** Who and where the restaurant is: every page, text and the schema.org block show it. */
export const IdentityCard = memo(function IdentityCard() {
  return (
    <SettingsCard id="settings-identity" title="Identity" lead="The name, address and contacts every page, footer and text message shows.">
      <div className="settings-grid">
        <Text
          path="identity.name"
          label="Restaurant name"
          autoComplete="organization"
          maxLength={30}
          hint="At most 30 characters: every text to guests carries it"
        />
        <Text path="identity.tagline" label="Tagline" className="settings-wide" maxLength={200} />
        <Text path="identity.taglineI18n.gu" label="Gujarati tagline" lang="gu" className="settings-wide" maxLength={200} autoComplete="off" />
        <Text path="identity.taglineI18n.hi" label="Hindi tagline" lang="hi" className="settings-wide" maxLength={200} autoComplete="off" />
        <Text path="identity.address.line1" label="Address" autoComplete="address-line1" className="settings-wide" maxLength={120} />
        <Text path="identity.address.city" label="City" autoComplete="address-level2" maxLength={60} />
        <Text path="identity.address.region" label="State or region" autoComplete="address-level1" maxLength={60} />
        <Text path="identity.address.postcode" label="Postcode" autoComplete="postal-code" maxLength={20} />
        <Text path="identity.address.country" label="Country" autoComplete="country-name" maxLength={60} />
        <Text
          path="identity.phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="As guests dial it, with the country code: +91 79 4000 1234"
          maxLength={24}
        />
        <Text path="identity.email" label="Email" type="email" autoComplete="email" />
        <Text
          path="identity.siteUrl"
          label="Site URL"
          type="url"
          hint="The site's address, like https://thalihouse.in: links in texts and shared pages use it"
        />
        <Text path="identity.mapUrl" label="Map link" type="url" hint="A link to the restaurant on a map; leave empty for none" className="settings-wide" />
        <Text path="identity.geo.lat" label="Latitude" inputMode="decimal" hint="The map's position, from -90 to 90" />
        <Text path="identity.geo.lon" label="Longitude" inputMode="decimal" hint="From -180 to 180" />
        <Text
          path="identity.gstin"
          label="GSTIN"
          hint="15 characters, printed on the tax invoice; leave empty if not registered"
          maxLength={15}
          autoComplete="off"
        />
        <Text
          path="identity.fssaiLicence"
          label="FSSAI licence number"
          hint="14 digits, printed on the bill"
          inputMode="numeric"
          maxLength={14}
          autoComplete="off"
        />
        <Text
          path="identity.directions"
          label="Directions"
          multiline
          hint="How to find the restaurant: shown on the Contact page"
          className="settings-wide"
          maxLength={500}
        />
        <Text path="identity.directionsI18n.gu" label="Gujarati directions" lang="gu" multiline className="settings-wide" maxLength={500} />
        <Text path="identity.directionsI18n.hi" label="Hindi directions" lang="hi" multiline className="settings-wide" maxLength={500} />
      </div>
    </SettingsCard>
  );
});
