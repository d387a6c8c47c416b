import { findCard, renderSettingsPage, saveSettings, saveTheSettings, settingsSent } from './testing/settings-card';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';

const card = () => findCard('Texts to guests');

beforeEach(() => {
  vi.clearAllMocks();
  saveSettings.mockReturnValue(new Promise(() => {}));
});

describe('the texts setting', () => {
  it("starts on SMS, and saves 'WhatsApp, then SMS'", async () => {
    renderSettingsPage();
    const channel = within(await card()).getByLabelText('Send texts by');
    expect(channel).toHaveValue('sms');

    await userEvent.selectOptions(channel, 'WhatsApp, then SMS if it fails');
    await saveTheSettings();

    expect(settingsSent().texts).toEqual({ channel: 'whatsapp-then-sms' });
  });

  it("marks the field with the server's refusal when WhatsApp is not set up there", async () => {
    const message = 'WhatsApp needs its phone number id and access token set on the server (see docs/texts.md) before texts can go by WhatsApp';
    saveSettings.mockRejectedValue(
      new ApiError(400, message, { success: false, message, code: 'validation_failed', data: { field: 'texts.channel' } } as never),
    );
    renderSettingsPage();
    const channel = within(await card()).getByLabelText('Send texts by');

    await userEvent.selectOptions(channel, 'WhatsApp');
    await saveTheSettings();

    await vi.waitFor(() => expect(channel).toHaveAttribute('aria-invalid', 'true'));
    expect(channel).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});
