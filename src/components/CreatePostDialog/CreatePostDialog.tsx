'use client';

import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '../Dialog/Dialog';
import { Button } from '../Button/Button';
import { CreatePostForm } from './CreatePostForm';
import type { PostKind } from './postDraft';
import type { CreatePostRequest } from '../../contract/types';

export type CreatePostDialogProps = {
  /** Shows the dialog (controlled). */
  open: boolean;
  /** Called with `false` when it closes (Cancel, Escape, the close button, or once published). */
  onOpenChange: (open: boolean) => void;
  /** The type picked when the dialog opens, e.g. from the composer's Event button. */
  initialType?: PostKind;
  /** Publishes the post; a rejection keeps the dialog open with everything typed. */
  onPublish: (post: CreatePostRequest) => Promise<unknown>;
};

const FORM_ID = 'create-post-form';

/** 'Create New Post': a story, event or news post. The form starts afresh after publish or cancel. */
export function CreatePostDialog({
  open,
  onOpenChange,
  initialType = 'story',
  onPublish,
}: CreatePostDialogProps) {
  const { t } = useLingui();
  const [publishing, setPublishing] = useState(false);
  // A new key after every close gives the next opening an empty form.
  const [formKey, setFormKey] = useState(0);

  const close = () => {
    onOpenChange(false);
    setFormKey((key) => key + 1);
  };

  const publish = async (post: CreatePostRequest) => {
    setPublishing(true);
    try {
      await onPublish(post);
      close();
    } catch {
      // The caller said what went wrong; the dialog stays open and filled.
    } finally {
      setPublishing(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t`Create New Post`}
      description={t`Share a story, an event or news with the hive.`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={FORM_ID} loading={publishing}>
            <Trans>Publish</Trans>
          </Button>
        </>
      }
    >
      <CreatePostForm key={formKey} id={FORM_ID} initialType={initialType} onSubmit={publish} />
    </Dialog>
  );
}
