'use client';

import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { EditProfileForm } from './EditProfileForm';
import type { ProfileDraft } from './profileDraft';

export type { ProfileDraft };

export type EditProfileDialogProps = {
  /** Shows the dialog (controlled). */
  open: boolean;
  /** Called with `false` when it closes (Cancel, Escape, the close button, or once saved). */
  onOpenChange: (open: boolean) => void;
  /** The profile as saved; every opening starts from it. */
  profile: ProfileDraft;
  /**
   * Saves what changed. A rejection keeps the dialog open with every edit in place (the caller
   * says what went wrong); with nothing changed the dialog just closes.
   */
  onSave: (changes: Partial<ProfileDraft>) => Promise<unknown>;
};

const FORM_ID = 'edit-profile-form';

/** 'Edit Profile': photos, bio, cultural journey, location, interests and languages. */
export function EditProfileDialog({ open, onOpenChange, profile, onSave }: EditProfileDialogProps) {
  const { t } = useLingui();
  const [saving, setSaving] = useState(false);
  // A new key after every close: the next opening starts from the profile as saved.
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    onOpenChange(false);
    setFormKey((key) => key + 1);
  };

  const save = async (changes: Partial<ProfileDraft>) => {
    if (Object.keys(changes).length === 0) return close();
    setSaving(true);
    try {
      await onSave(changes);
      close();
    } catch {
      // The caller said what went wrong; the dialog stays open, every edit kept.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t`Edit Profile`}
      description={t`What other bees see when they open your profile.`}
    >
      <EditProfileForm
        key={formKey}
        id={FORM_ID}
        saved={profile}
        onSubmit={(changes) => void save(changes)}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={saving}>
              {saving ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
