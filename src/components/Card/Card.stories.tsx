import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'Components/Foundations/Card',
  tags: ['autodocs', 'stable'],
  component: Card,
  args: {
    as: 'article',
    children: (
      <>
        <h3>Meet People</h3>
        <p>Connect with bees from more than 80 countries who love sharing their culture.</p>
      </>
    ),
    style: { maxWidth: 360 },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('Meet People');
  },
};

export const Raised: Story = { args: { elevation: 'raised' } };

export const Highlighted: Story = { args: { highlight: true, padding: 'lg' } };
