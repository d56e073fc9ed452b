import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FieldError } from './FieldError';

const meta = {
  title: 'Components/Forms/FieldError',
  tags: ['autodocs', 'stable'],
  component: FieldError,
  args: { children: 'Please fill in all required fields' },
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  },
};
