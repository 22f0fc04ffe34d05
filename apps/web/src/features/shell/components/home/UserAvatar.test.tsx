import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { UserAvatar } from './UserAvatar';

describe('UserAvatar', () => {
  it('shows the buyer picture, and the user icon when there is none or it fails to load', () => {
    const { rerender } = render(<UserAvatar src="/uploads/face.png" />);
    const img = screen.getByRole('img', { name: '头像' });
    expect(img.getAttribute('src')).toBe('/uploads/face.png');
    fireEvent.error(img);
    expect(screen.queryByRole('img', { name: '头像' })).toBeNull();
    expect(screen.getByRole('img', { name: 'user' })).toBeTruthy();
    rerender(<UserAvatar />);
    expect(screen.getByRole('img', { name: 'user' })).toBeTruthy();
  });
});
