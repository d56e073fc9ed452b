import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { inInterfaceLanguage } from '../../api/apiMessages';
import { isSessionExpiry } from '../../api/sessionExpiry';
import { useUpdateMe } from '../../api/users';
import { draftOf } from '../../components/EditProfileDialog/profileDraft';
import type { ProfileDraft } from '../../components/EditProfileDialog/profileDraft';
import { EditProfileDialog } from '../../components/EditProfileDialog/EditProfileDialog';
import { notify } from '../../components/Toaster/notify';
import type { ProfileAnswer } from '../../contract/types';

export const PROFILE_SAVED = msg`Profile updated`;
export const SAVE_FAILED = msg`Failed to save profile. Please try again.`;

/** The URL's `?edit=1` (the profile menu's Settings) opens the dialog on arrival. */
const EDIT_PARAM = 'edit';

export type EditProfileDialogState = {
  isOpen: boolean;
  open: () => void;
  setOpen: (open: boolean) => void;
};

/**
 * What the server said was wrong with the changes (a 400's `errors`), if anything: in the
 * interface's language where the words are known, else in the server's.
 */
function reasons(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const { body } = error;
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors))
    return undefined;
  const messages = body.errors
    .map((item: { msg?: unknown }) => item.msg)
    .filter((text): text is string => typeof text === 'string')
    .map(inInterfaceLanguage);
  return messages.length > 0 ? messages.join(' · ') : undefined;
}

/** Whether Edit Profile is open: from its button, or from a link to `/profile?edit=1`. */
export function useEditProfileDialog(own: boolean): EditProfileDialogState {
  const [params, setParams] = useSearchParams();
  const [openedHere, setOpenedHere] = useState(false);
  const setOpen = (open: boolean) => {
    setOpenedHere(open);
    // Closed, the dialog leaves the URL too, so a reload shows the profile, not the dialog.
    if (!open && params.has(EDIT_PARAM)) {
      setParams(
        (current) => {
          current.delete(EDIT_PARAM);
          return current;
        },
        { replace: true },
      );
    }
  };
  const isOpen = own && (openedHere || params.get(EDIT_PARAM) === '1');
  return { isOpen, open: () => setOpen(true), setOpen };
}

/** Edit Profile over one's own profile: a saved change shows at once, a failed one keeps every edit. */
export function EditProfile({
  user,
  dialog,
}: {
  user: ProfileAnswer['user'];
  dialog: EditProfileDialogState;
}) {
  const update = useUpdateMe();
  const { t } = useLingui();
  const save = async (changes: Partial<ProfileDraft>) => {
    try {
      await update.mutateAsync(changes);
      notify.success(t(PROFILE_SAVED));
    } catch (error) {
      if (!isSessionExpiry(error)) notify.error(t(SAVE_FAILED), reasons(error));
      throw error;
    }
  };
  return (
    <EditProfileDialog
      open={dialog.isOpen}
      onOpenChange={dialog.setOpen}
      profile={draftOf(user)}
      onSave={save}
    />
  );
}
