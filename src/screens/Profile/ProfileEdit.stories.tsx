import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pngFile } from '../../mocks/data/photoFile';
import { demoMember } from '../../mocks/storySessions';
import { callFails, oneCall } from '../../mocks/storyScenarios';
import Profile from './Profile';
import { PROFILE_SAVED, SAVE_FAILED } from './EditProfile';
import { modes } from '../../../.storybook/modes';
import { findToast } from '../../../.storybook/toasts';

const meta = {
  title: 'Screens/Profile/Edit',
  component: Profile,
  tags: ['screen'],
  parameters: {
    chromatic: { modes: modes.screen },
    layout: 'fullscreen',
    route: '/profile',
    session: demoMember(),
  },
} satisfies Meta<typeof Profile>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const SAVED_BIO =
  'Pharmacist from Madison, now in Philadelphia. I love gallery openings and long walks with a rescue dog. Ask me about apple pie.';
const NEW_BIO =
  'Pharmacist by day, apprentice baker of Egyptian feteer by night. Come for the art walks, stay for the pastry.';

/** The PATCH /users/me bodies the screen sent, then the real backend answers. */
const sent: unknown[] = [];
const recordSaves = oneCall(
  'users',
  http.patch(/\/api\/users\/me$/, async ({ request }) => {
    sent.push(await request.clone().json());
  }),
);

/** Opens Edit Profile from its button, once the profile is in. */
async function openEdit(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
}

/**
 * Replaces a field's text as a paste: one input event, not one per key. Typing itself is tested
 * where it matters (the bio's counter in the signup wizard, the text fields' own stories).
 */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

export const OpensFromItsUrl: Story = {
  // The profile menu's Settings leads here.
  parameters: { route: '/profile?edit=1' },
  play: async ({ canvas }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }));
    await expect(dialog.getByLabelText('Bio')).toHaveValue(SAVED_BIO);
    await expect(dialog.getByText(`${SAVED_BIO.length} / 50 minimum`)).toBeVisible();
    await expect(dialog.getByLabelText('Current Location')).toHaveValue('Philadelphia, PA');
    const interests = within(dialog.getByRole('group', { name: 'Interests' }));
    await expect(interests.getAllByRole('checkbox')).toHaveLength(24);
    await expect(
      interests.getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('value')),
    ).toEqual(['Art', 'Beach', 'Pets']);
    const languages = within(dialog.getByRole('group', { name: 'Languages' }));
    await expect(languages.getByRole('checkbox', { name: 'Arabic' })).toBeChecked();
    await expect(dialog.getAllByRole('img', { name: /Main photo|Preview/ })).toHaveLength(2);
    // The text fields stop at their limits.
    await expect(dialog.getByLabelText('Bio')).toHaveAttribute('maxLength', '1000');
    await expect(dialog.getByLabelText('Current Location')).toHaveAttribute('maxLength', '100');
    // The profile is behind it, loaded.
    await expect(canvas.getByRole('heading', { name: 'Sam Rivera', hidden: true })).toBeTruthy();
  },
};

export const EditValid: Story = {
  parameters: { msw: { handlers: { users: recordSaves } } },
  play: async ({ canvas, step }) => {
    sent.length = 0;
    const dialog = await openEdit(canvas);
    await step('edit', async () => {
      await replaceText(dialog.getByLabelText('Bio'), NEW_BIO);
      await replaceText(dialog.getByLabelText('Current Location'), 'Austin, TX');
      const interests = within(dialog.getByRole('group', { name: 'Interests' }));
      await userEvent.click(interests.getByRole('checkbox', { name: 'Coffee' }));
      const languages = within(dialog.getByRole('group', { name: 'Languages' }));
      await userEvent.click(languages.getByRole('checkbox', { name: 'Spanish' }));
      await userEvent.upload(dialog.getByLabelText('Add Photo'), await pngFile());
      await expect(await dialog.findByText('Photo added successfully!')).toBeVisible();
    });
    await step('save', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
      await expect(await findToast(PROFILE_SAVED.message!)).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Only what changed was sent.
      const [body] = sent as Record<string, unknown>[];
      await expect(Object.keys(body!).toSorted()).toEqual([
        'bio',
        'interests',
        'languages',
        'location',
        'photos',
      ]);
      await expect(body!.photos).toHaveLength(3);
    });
    await step('the change shows at once', async () => {
      await expect(canvas.getByText(NEW_BIO)).toBeVisible();
      await expect(canvas.getByText('Austin, TX')).toBeVisible();
      const interests = within(canvas.getByRole('list', { name: 'Interests' }));
      await expect(interests.getByText('Coffee')).toBeVisible();
      const languages = within(canvas.getByRole('list', { name: 'Languages' }));
      await expect(languages.getByText('Spanish')).toBeVisible();
      // Focus is back on the button that opened the dialog.
      await expect(canvas.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    });
  },
};

export const EditInvalid: Story = {
  parameters: { chromatic: { modes: modes.dark }, msw: { handlers: { users: recordSaves } } },
  play: async ({ canvas }) => {
    sent.length = 0;
    const dialog = await openEdit(canvas);
    await replaceText(dialog.getByLabelText('Bio'), 'Pharmacist who bakes.');
    await expect(dialog.getByText('21 / 50 minimum')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText('Current Location'));
    const interests = within(dialog.getByRole('group', { name: 'Interests' }));
    await userEvent.click(interests.getByRole('checkbox', { name: 'Pets' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove photo 2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await expect(dialog.getByText('4 things need fixing before you save.')).toBeVisible();
    await expect(dialog.getByText('Please upload at least one photo')).toBeVisible();
    await expect(dialog.getByLabelText('Bio')).toHaveAccessibleDescription(
      '21 / 50 minimum Your bio needs at least 50 characters',
    );
    await expect(dialog.getByLabelText('Current Location')).toHaveAccessibleDescription(
      /Please enter your current location/,
    );
    await expect(dialog.getByText('Pick at least 3 interests')).toBeVisible();
    // The first thing to fix takes focus; nothing was sent and the dialog stays.
    await expect(dialog.getByLabelText('Bio')).toHaveFocus();
    await expect(sent).toHaveLength(0);
    await expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
  },
};

export const SaveFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        users: callFails('users', 'patch', /\/api\/users\/me$/),
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openEdit(canvas);
    await replaceText(dialog.getByLabelText('Bio'), NEW_BIO);
    const interests = within(dialog.getByRole('group', { name: 'Interests' }));
    await userEvent.click(interests.getByRole('checkbox', { name: 'Coffee' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await findToast(SAVE_FAILED.message!)).toBeVisible();
    // The dialog stays open with every edit in place; the profile behind it is unchanged.
    await expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    await expect(dialog.getByLabelText('Bio')).toHaveValue(NEW_BIO);
    await expect(interests.getByRole('checkbox', { name: 'Coffee' })).toBeChecked();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute('aria-busy'),
    );
    await expect(canvas.queryByText(NEW_BIO, { selector: 'p' })).toBeNull();
  },
};

export const CancelDiscardsEdits: Story = {
  play: async ({ canvas }) => {
    let dialog = await openEdit(canvas);
    await replaceText(dialog.getByLabelText('Bio'), NEW_BIO);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByText(SAVED_BIO)).toBeVisible();
    // Opened again, it starts from the profile as saved.
    dialog = await openEdit(canvas);
    await expect(dialog.getByLabelText('Bio')).toHaveValue(SAVED_BIO);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SaveRejectedByServer: Story = {
  parameters: {
    msw: {
      handlers: {
        users: oneCall(
          'users',
          http.patch(/\/api\/users\/me$/, () =>
            HttpResponse.json(
              { errors: [{ path: 'location', msg: 'Too long: at most 100 characters' }] },
              { status: 400 },
            ),
          ),
        ),
      },
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openEdit(canvas);
    await replaceText(dialog.getByLabelText('Current Location'), 'Austin, TX');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    // The toast says what the server refused, and the edit is still there to fix.
    await expect(await findToast(SAVE_FAILED.message!)).toBeVisible();
    await expect(screen.getByText('Too long: at most 100 characters')).toBeVisible();
    await expect(dialog.getByLabelText('Current Location')).toHaveValue('Austin, TX');
  },
};
