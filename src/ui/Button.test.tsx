import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './Button';
import { LiveRegion } from './LiveRegion';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

afterEach(cleanup);

describe('Button', () => {
  it('is a button that defaults to type="button" and forwards props and ref', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="secondary" onClick={onClick} data-testid="b" className="extra">
        Get a quote
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Get a quote' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button', 'ui-button--secondary', 'extra');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(ref.current).toBe(button);

    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled with aria-busy and a spinner while busy, and cannot be clicked', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(
      <Button type="submit" busy onClick={onClick}>
        Pay now
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay now' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('.ui-spinner__ring')).toHaveAttribute('aria-hidden', 'true');

    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(
      <Button type="submit" onClick={onClick}>
        Pay now
      </Button>,
    );
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button.querySelector('.ui-spinner__ring')).toBeNull();
  });

  it('shows the busy label while busy when one is given', () => {
    render(
      <Button busy busyLabel="Sending…">
        Send
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });

  it('ButtonLink is a link styled as a button', () => {
    render(
      <ButtonLink href="/quote/" variant="primary">
        Start a quote
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Start a quote' });
    expect(link).toHaveAttribute('href', '/quote/');
    expect(link).toHaveClass('ui-button', 'ui-button--primary');
  });
});

describe('Spinner, LiveRegion and VisuallyHidden', () => {
  it('Spinner is a polite status with a visible label', () => {
    render(<Spinner label="Loading your rates" />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading your rates');
    expect(screen.getByText('Loading your rates')).not.toHaveClass('ui-visually-hidden');
  });

  it('LiveRegion is a polite, visually hidden status whose text can change', () => {
    const { rerender } = render(<LiveRegion />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveClass('ui-visually-hidden');
    expect(region).toBeEmptyDOMElement();

    rerender(<LiveRegion>12 offices found</LiveRegion>);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('12 offices found');
  });

  it('VisuallyHidden keeps text in the accessibility tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
