import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Components/Navigation/PageHeader',
  tags: ['autodocs', 'stable'],
  component: PageHeader,
  args: { title: 'Cultural Events & Meetups', backTo: '/dashboard' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Cultural Events & Meetups' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeEnabled();
  },
};

export const WithAction: Story = {
  args: {
    title: 'Ana Lima',
    backLabel: 'Back to conversations',
    actions: (
      <Button variant="danger" size="sm">
        Unmatch
      </Button>
    ),
  },
};

export const CustomBack: Story = {
  args: { title: 'Diwali Festival of Lights', onBack: fn(), backLabel: 'Back to events' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back to events' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
