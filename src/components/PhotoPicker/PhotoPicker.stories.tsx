import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';

/** A flat-colour photo as a data URL, as the picker keeps them. */
const photo = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40"><rect width="30" height="40" fill="${colour}"/></svg>`,
  )}`;

const COLOURS = ['#f2a900', '#7a4e00', '#2f6f4f', '#34568b', '#b0413e', '#6b5b95'];

/** Holds the photos the way a form does, so adding and removing can be played. */
function Controlled(props: PhotoPickerProps) {
  const [photos, setPhotos] = useState(props.photos);
  return (
    <PhotoPicker
      {...props}
      photos={photos}
      onChange={(next) => {
        setPhotos(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Forms/PhotoPicker',
  tags: ['autodocs', 'stable'],
  component: PhotoPicker,
  render: (args) => <Controlled {...args} />,
  args: { photos: [], onChange: fn() },
  parameters: {
    guidance: {
      use: "The photos step of signup and of the older profile-setup flow: up to six of the member's images, each checked (an image, 5 MB at most), previewed and removable.",
      avoid: 'To show a photo rather than collect one, use **Avatar** or **Picture**.',
      do: {
        caption:
          "Put it under the step's visible heading ('Photos'), and turn on `labelMainPhoto` only where the first photo is the main one (the older flow).",
      },
      dont: {
        caption:
          "Don't add a count, a size note or errors of your own beside it: it already says '2 / 6 photos. Images up to 5MB.' and shows its own messages.",
      },
      access: [
        '- A group named "Photos" for screen readers (its `legend` is visually hidden).',
        '- "Add Photo" is a native file input inside its label: Tab reaches it, pressing it opens the file chooser, and the focus ring is drawn on the label. It is gone at six photos.',
        '- Each photo is an image named "Main photo" or "Preview 2", followed by a "Remove photo 2" button.',
        '- A problem ("Image size should be less than 5MB") is announced as an alert, "Photo added successfully!" as a polite status; the count is not announced.',
      ].join('\n'),
    },
  },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Add Photo')).toHaveAttribute('accept', 'image/*');
    await expect(canvas.getByText(/0 \/ 6 photos/)).toBeVisible();
  },
};

export const MainPhotoLabelled: Story = {
  args: { photos: COLOURS.slice(0, 3).map(photo), labelMainPhoto: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByText('Main Photo')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Main photo' })).toBeVisible();
    // Removing the main photo makes the next one the main photo.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo 1' }));
    await expect(args.onChange).toHaveBeenCalledWith(COLOURS.slice(1, 3).map(photo));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByText('Main Photo')).toHaveLength(1);
  },
};

export const Full: Story = {
  args: { photos: COLOURS.map(photo) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Add Photo')).toBeNull();
    await expect(canvas.getByText(/6 \/ 6 photos \(the most you can add\)/)).toBeVisible();
    await expect(canvas.queryByText('Main Photo')).toBeNull();
  },
};
